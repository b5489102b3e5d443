/**
 * The files of the site's search index (CONTRIBUTING.md, Search), written
 * after the build by src/plugins/search-index (src/lib/search/buildIndex.ts)
 * and read by the search worker (src/lib/search/searchIndex.ts).
 *
 * - `search-index.json` (the core, fetched when the browser is idle): the
 *   pages with their titles, section anchors and headings; every word of
 *   the site, sorted and front coded; for each word the texts that hold it (packed
 *   integers, src/lib/search/packedInts.ts), except for the common words
 *   (in more than COMMON_SHARE of the texts: `the`, `layout`, `的`), whose
 *   long lists are in the positions files; the length of each text.
 * - `<parts>/positions-<n>.json`: for a range of the sorted words, the
 *   texts that hold each common word, and where in each text each word
 *   occurs. Fetched for the words of a query (exact phrases, how often a
 *   word occurs; a common word's texts).
 * - `<parts>/text-<page>.json`: the page's description and section texts.
 *   Fetched for the results shown, for their snippets.
 *
 * A "unit" is one searchable text: a page title, its description, a
 * section heading, or a section's text. Units are numbered in page order:
 * the title, the description (if any), then for each section its heading
 * (if it has one) and its text (if it has one).
 */

/** Version of the files; the worker refuses others. */
export const INDEX_FORMAT = 4;

/**
 * A section: its anchor (`#…`, or '' for the page's top), heading ('' at
 * the top), whether it has text, and `1` when it is a reference section:
 * it holds a generated table of facts (the widget and App and events
 * reference: properties, methods…), where the names in its rows are
 * defined (left out otherwise, to keep the core small).
 */
export type CoreSection =
  | [anchor: string, heading: string, hasText: 0 | 1]
  | [anchor: string, heading: string, hasText: 0 | 1, reference: 1];

/** A page: its URL, title, whether it has a description, its sections. */
export type CorePage = [
  url: string,
  title: string,
  hasDescription: 0 | 1,
  sections: CoreSection[],
];

export type CoreIndex = {
  format: number;
  /** Folder of the positions and text files, relative to the core file. */
  parts: string;
  pages: CorePage[];
  /**
   * Every indexed word, sorted by UTF-16 code units, one per line, front
   * coded (frontCoding.ts): the length of the start it shares with the
   * word before (packed) and the rest of the word.
   */
  terms: string;
  /**
   * Packed: for each term in order, the number of units that hold it (0
   * for a common word: its units are in its positions file), then the gap
   * to each of them in unit order (the unit number minus the previous
   * one's; the first is its number plus one).
   */
  postings: string;
  /** Packed: the number of words of each text unit (description or section text), in unit order. */
  lengths: string;
  /** Packed: the number of terms of each positions file, in term order. */
  shards: string;
};

/**
 * A word is common when more than this share of the units hold it; its
 * list of units is left out of the core (CONTRIBUTING.md, Search).
 */
export const COMMON_SHARE = 0.05;

/*
 * A positions file is one packed string: for each of its terms in order,
 * for a common word first the number of units that hold it and the gaps to
 * them (as in the core); then, for each unit of the term that is a text
 * (description or section text), the number of times the word occurs
 * minus one and each position (in words from the start of the text) as
 * the gap from the previous one.
 */

export type UnitKind = 'title' | 'description' | 'heading' | 'text';

export type Unit = {
  kind: UnitKind;
  page: number;
  /** Section index in the page (heading and text units). */
  section?: number;
  /** Index in the page's text file (description and text units). */
  slot?: number;
  /** The text of a reference section (CoreSection). */
  reference?: true;
};

/** Units of the pages, in number order. */
export function unitsOf(pages: CorePage[]): Unit[] {
  const units: Unit[] = [];
  pages.forEach(([, , hasDescription, sections], page) => {
    let slot = 0;
    units.push({kind: 'title', page});
    if (hasDescription) {
      units.push({kind: 'description', page, slot});
      slot += 1;
    }
    sections.forEach(([, heading, hasText, reference], section) => {
      if (heading) {
        units.push({kind: 'heading', page, section});
      }
      if (hasText) {
        units.push({
          kind: 'text',
          page,
          section,
          slot,
          ...(reference ? {reference: true} : {}),
        });
        slot += 1;
      }
    });
  });
  return units;
}

/** Whether a unit's positions are in the positions files (its text is in the text files). */
export function isTextUnit(kind: UnitKind): boolean {
  return kind === 'description' || kind === 'text';
}

/** File names in the parts folder. */
export function positionsFile(shard: number): string {
  return `positions-${shard}.json`;
}

export function textFile(page: number): string {
  return `text-${page}.json`;
}
