/**
 * The recall sample of the search tests (CONTRIBUTING.md, Search): phrases
 * a reader might remember from a page, taken from the built pages' HTML
 * (not from the search index, so a page the index reads badly shows).
 *
 * - Prose only: the text of `<p>` elements in `<main>`, without inline
 *   code, outside the parts the index leaves out (code blocks, elements
 *   with SEARCH_IGNORE_ATTRIBUTE or the no-JavaScript stand-ins, a page's
 *   closing "Related" list) and outside navigation.
 * - From the middle of sections: never a section's first paragraph, and
 *   from the middle third of the paragraph.
 * - 2–3 words that start and end with a word that is not a stop word,
 *   with nothing but spaces between them; in Chinese, 2–3 words of the
 *   index's dictionary, the first and last of two characters or more.
 * - Distinctive: the phrase occurs on at most `maxPages` pages of the
 *   locale (a phrase that more pages share cannot put one of them in the
 *   top 5 reliably, whatever the search does).
 * - Deterministic: candidates are shuffled by a seeded generator.
 */
import {hasIdeograph, tokenize, type CutRun} from './tokenize';

/** Prose of a built page. */
export type PageProse = {
  /** Paragraphs that are not the first of their section; code is '\0'. */
  paragraphs: string[];
  /** All the text of `<main>` that the index reads, for counting pages. */
  text: string;
};

export type RecallPhrase = {query: string; url: string};

const VOID = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) {
      return String.fromCodePoint(parseInt(name.slice(1), 10));
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Code, as a barrier no phrase crosses. */
const CODE = '\u0000';

const SKIPPED_ATTRIBUTES =
  /data-search-ignore|data-no-js-only|theme-code-block/;
const RELATED_HEADING = /^h2$/;
const RELATED_ID = /\bid="(related|related-pages|相关页面)"/;

type Open = {name: string; skip: boolean; code: boolean};

/** The prose of a built page's HTML. */
export function pageProse(html: string): PageProse {
  const paragraphs: string[] = [];
  let text = '';
  const stack: Open[] = [];
  let paragraph: string | undefined;
  let firstOfSection = true;
  let inMain = 0;
  let done = false;
  const tag = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)([^>]*)>|([^<]+)/g;
  for (const match of html.matchAll(tag)) {
    if (done) {
      break;
    }
    const [, closing, rawName, attributes = '', content] = match;
    const top = stack[stack.length - 1];
    if (content !== undefined) {
      if (inMain > 0 && !top?.skip) {
        const value = top?.code ? CODE : decodeEntities(content);
        text += top?.code ? ` ${decodeEntities(content)} ` : value;
        if (paragraph !== undefined) {
          paragraph += value;
        }
      }
      continue;
    }
    if (!rawName) {
      continue;
    }
    const name = rawName.toLowerCase();
    if (closing) {
      // Close up to the matching element (HTML may leave some open).
      const at = stack.map((open) => open.name).lastIndexOf(name);
      if (at < 0) {
        continue;
      }
      stack.length = at;
      if (name === 'main') {
        inMain -= 1;
      }
      if (name === 'p' && paragraph !== undefined) {
        const clean = paragraph.replace(/\s+/g, ' ').trim();
        if (clean && !firstOfSection) {
          paragraphs.push(clean);
        }
        if (clean) {
          firstOfSection = false;
        }
        paragraph = undefined;
      }
      text += ' ';
      continue;
    }
    if (VOID.has(name) || attributes.endsWith('/')) {
      text += ' ';
      if (paragraph !== undefined) {
        paragraph += ' ';
      }
      continue;
    }
    if (
      inMain > 0 &&
      RELATED_HEADING.test(name) &&
      RELATED_ID.test(attributes)
    ) {
      done = true;
      continue;
    }
    const skip =
      Boolean(top?.skip) ||
      name === 'nav' ||
      name === 'pre' ||
      SKIPPED_ATTRIBUTES.test(attributes);
    stack.push({name, skip, code: Boolean(top?.code) || name === 'code'});
    if (name === 'main') {
      inMain += 1;
    }
    if (/^h[1-3]$/.test(name)) {
      firstOfSection = true;
    }
    if (name === 'p' && inMain > 0 && !skip) {
      paragraph = '';
    }
    text += ' ';
  }
  return {paragraphs, text: text.replace(/\s+/g, ' ')};
}

/** A seeded generator of numbers in [0, 1) (xorshift32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** Words of a paragraph piece, as written (spaces between them only). */
const WORD = /^[\p{L}\p{N}][\p{L}\p{N}_'’-]*$/u;

function englishPhrases(
  paragraph: string,
  isStopWord: (word: string) => boolean,
): string[] {
  const phrases: string[] = [];
  for (const piece of paragraph.split(CODE)) {
    const words = piece.split(' ');
    const from = Math.floor(words.length / 3);
    const to = Math.ceil((words.length * 2) / 3);
    for (let start = from; start < to; start += 1) {
      for (const size of [2, 3]) {
        const phrase = words.slice(start, start + size);
        if (phrase.length < size || !phrase.every((w) => WORD.test(w))) {
          continue;
        }
        const ends = [phrase[0] ?? '', phrase[size - 1] ?? ''];
        if (ends.some((w) => isStopWord(w.toLowerCase()) || /\d/.test(w))) {
          continue;
        }
        phrases.push(phrase.join(' '));
      }
    }
  }
  return phrases;
}

function chinesePhrases(paragraph: string, cut: CutRun): string[] {
  const phrases: string[] = [];
  for (const match of paragraph.matchAll(/\p{Unified_Ideograph}+/gu)) {
    const words = cut(match[0], match.index);
    const from = Math.floor(words.length / 3);
    const to = Math.ceil((words.length * 2) / 3);
    for (let start = from; start < to; start += 1) {
      for (const size of [2, 3]) {
        const phrase = words.slice(start, start + size);
        if (
          phrase.length === size &&
          (phrase[0]?.length ?? 0) >= 2 &&
          (phrase[size - 1]?.length ?? 0) >= 2
        ) {
          phrases.push(phrase.join(''));
        }
      }
    }
  }
  return phrases;
}

/** Words of a text as the index compares them, between spaces. */
function comparable(text: string): string {
  return ` ${tokenize(text)
    .map((token) => token.term)
    .join(' ')} `;
}

export function recallSample(
  pages: {url: string; prose: PageProse}[],
  options: {
    count: number;
    seed: number;
    maxPages: number;
    /** Splits Chinese into words; English phrases are sampled when undefined. */
    cut?: CutRun;
    isStopWord: (word: string) => boolean;
  },
): RecallPhrase[] {
  const random = seededRandom(options.seed);
  const chinese = options.cut !== undefined;
  const texts = pages.map((page) =>
    chinese ? page.prose.text : comparable(page.prose.text),
  );
  const candidates = pages.flatMap((page) =>
    page.prose.paragraphs.flatMap((paragraph) =>
      (options.cut
        ? chinesePhrases(paragraph, options.cut)
        : englishPhrases(paragraph, options.isStopWord)
      ).map((query) => ({query, url: page.url})),
    ),
  );
  const sample: RecallPhrase[] = [];
  const seen = new Set<string>();
  for (const candidate of shuffled(candidates, random)) {
    if (sample.length >= options.count) {
      break;
    }
    const key = candidate.query.toLowerCase();
    if (seen.has(key) || (chinese && !hasIdeograph(key))) {
      continue;
    }
    seen.add(key);
    const needle = chinese ? candidate.query : comparable(candidate.query);
    let pagesWith = 0;
    for (const text of texts) {
      if (text.includes(needle)) {
        pagesWith += 1;
      }
    }
    if (pagesWith >= 1 && pagesWith <= options.maxPages) {
      sample.push(candidate);
    }
  }
  return sample;
}
