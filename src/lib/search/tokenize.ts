/**
 * Words of a text as the search index and the queries see them
 * (CONTRIBUTING.md, Search). The same code splits the pages at build time
 * and the reader's query in the browser, so a query word and a word of a
 * page compare equal when they are written alike.
 *
 * A word is a run of letters, digits and `_` (`draw_bg`, `vec2`,
 * `PortalList`), lower-cased and without diacritics. A run of Chinese
 * characters is split into words by a `cutRun` function: at build time the
 * words jieba found (the search plugin's index), in a query the words of the
 * index's dictionary (src/lib/search/cjk.ts).
 */

export type Token = {
  /** The word as indexed: lower case, without diacritics. */
  term: string;
  /** Where it is in the text (UTF-16 offsets). */
  start: number;
  end: number;
};

/** Splits a run of CJK characters (at `offset` in the text) into words. */
export type CutRun = (run: string, offset: number) => string[];

const IDEOGRAPH = /\p{Unified_Ideograph}/u;

/** A run of CJK characters, or a word of any other letters and digits. */
const RUN =
  /\p{Unified_Ideograph}+|(?:(?!\p{Unified_Ideograph})[\p{L}\p{N}\p{M}_])+/gu;

const MARKS = /\p{M}/gu;

export function hasIdeograph(text: string): boolean {
  return IDEOGRAPH.test(text);
}

/** The indexed form of a word: lower case, diacritics removed. */
export function normalizeWord(word: string): string {
  return word.normalize('NFKD').replace(MARKS, '').toLowerCase();
}

/** Every CJK character a word of its own. */
export const singleCharacters: CutRun = (run) => Array.from(run);

/** The words of `text`, in order. */
export function tokenize(
  text: string,
  cutRun: CutRun = singleCharacters,
): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(RUN)) {
    const run = match[0];
    const start = match.index;
    if (IDEOGRAPH.test(run[0] ?? '')) {
      let at = start;
      for (const word of cutRun(run, start)) {
        tokens.push({term: word, start: at, end: at + word.length});
        at += word.length;
      }
    } else {
      const term = normalizeWord(run);
      if (term) {
        tokens.push({term, start, end: start + run.length});
      }
    }
  }
  return tokens;
}

/**
 * The parts of a code identifier, normalized, when it has more than one:
 * `draw_bg` → draw, bg; `PortalList` → portal, list; `HTTPServer` → http,
 * server; `fill_keep_premul` → fill, keep, premul; letters and the digits
 * after them part too (`Sdf2d` → sdf, 2d; `vec2` → vec, 2). `word` is the
 * text as written (its capitals mark the parts).
 */
export function identifierParts(word: string): string[] {
  const parts = word
    .split('_')
    .flatMap((piece) =>
      piece.split(
        /(?<=\p{Ll}|\p{N})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{L})(?=\p{N})/u,
      ),
    )
    .map(normalizeWord)
    .filter(Boolean);
  return parts.length > 1 ? parts : [];
}
