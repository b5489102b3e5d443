/**
 * Reads the index file that @easyops-cn/docusaurus-search-local writes after
 * the build (its documents and its lunr index) into the pages the site's own
 * index is built from (src/lib/search/buildIndex.ts).
 *
 * The plugin has parsed every built page: its title, description, and one
 * section per h1–h3 heading (the heading, its anchor, the text up to the
 * next heading, without the parts the plugin's `ignoreCssSelectors` drop).
 * Its lunr index also says where each Chinese word jieba found starts and
 * ends; those words are kept, so the site splits Chinese the way jieba does.
 */
import type {CutRun} from './tokenize';
import {hasIdeograph} from './tokenize';

/** A document of the plugin's index (its short field names). */
export type PluginDocument = {
  /** id, the lunr ref */
  i: number;
  /** title, heading, description or section text */
  t: string;
  /** page URL */
  u: string;
  /** anchor of the heading or section */
  h?: string;
  /** id of the page's title document */
  p?: number;
  /** section title */
  s?: string;
  /** breadcrumb */
  b?: string[];
};

type TermMetadata = {position?: [start: number, length: number][]};
/** `_index` (the term's number) and, per field, the documents holding it. */
type Posting = Record<string, number | Record<string, TermMetadata>>;

export type PluginIndexPart = {
  documents: PluginDocument[];
  index: {fields: string[]; invertedIndex: [string, Posting][]};
};

/** Order of the parts in the plugin's file (its SearchDocumentType). */
const PART = {title: 0, heading: 1, description: 2, content: 4} as const;

/** A text and the Chinese words jieba found in it ([start, length]). */
export type SourceText = {text: string; words: [number, number][]};

export type SourceSection = {
  /** `#anchor`, or '' for the top of the page. */
  anchor: string;
  /** The heading, or undefined for the top of the page (under the title). */
  heading?: SourceText;
  text?: SourceText;
  /** The section holds a generated table of facts (referenceAnchors). */
  reference?: boolean;
};

export type SourcePage = {
  url: string;
  title: SourceText;
  description?: SourceText;
  sections: SourceSection[];
};

/** Chinese words of each document of a part: ref → [start, length][]. */
function chineseWords(part: PluginIndexPart): Map<string, [number, number][]> {
  const byRef = new Map<string, [number, number][]>();
  for (const [term, posting] of part.index.invertedIndex) {
    if (!hasIdeograph(term)) {
      continue;
    }
    for (const field of part.index.fields) {
      const refs = posting[field];
      if (typeof refs !== 'object') {
        continue;
      }
      for (const [ref, metadata] of Object.entries(refs)) {
        const list = byRef.get(ref) ?? [];
        list.push(...(metadata.position ?? []));
        byRef.set(ref, list);
      }
    }
  }
  return byRef;
}

function sourceText(
  text: string,
  words: [number, number][] | undefined,
): SourceText {
  // Keep only the words that are what the text holds at their place (the
  // plugin's positions are in the lower-cased text).
  const kept = (words ?? [])
    .filter(
      ([start, length]) =>
        length > 0 &&
        start + length <= text.length &&
        hasIdeograph(text.slice(start, start + length)),
    )
    .sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  return {text, words: kept};
}

/**
 * Splits a run of Chinese characters at the words jieba found (sorted by
 * start, as sourceText keeps them); characters that no word covers
 * (jieba's stop words, which lunr dropped) are words of one character.
 */
export function cutAtWords(words: [number, number][]): CutRun {
  return (run, offset) => {
    const end = offset + run.length;
    // The first word that ends after the run starts.
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const [start, length] = words[middle] ?? [0, 0];
      if (start + length <= offset) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    const pieces: string[] = [];
    let at = offset;
    const piece = (to: number) => {
      pieces.push(run.slice(at - offset, to - offset));
      at = to;
    };
    for (let i = low; i < words.length && at < end; i += 1) {
      const [start, length] = words[i] ?? [0, 0];
      if (start >= end) {
        break;
      }
      while (at < Math.min(start, end)) {
        piece(at + 1);
      }
      const to = Math.min(start + length, end);
      if (to > at) {
        piece(to);
      }
    }
    while (at < end) {
      piece(at + 1);
    }
    return pieces;
  };
}

/** The pages of one or more plugin index files (parts of each in plugin order). */
export function sourcePages(files: PluginIndexPart[][]): SourcePage[] {
  const pages: SourcePage[] = [];
  for (const parts of files) {
    const part = (n: number) =>
      parts[n] ?? {documents: [], index: {fields: [], invertedIndex: []}};
    const words = [
      PART.title,
      PART.heading,
      PART.description,
      PART.content,
    ].map((n) => chineseWords(part(n)));
    const [titleWords, headingWords, descriptionWords, contentWords] = words;
    const byId = new Map<number, SourcePage>();
    for (const doc of part(PART.title).documents) {
      const page: SourcePage = {
        url: doc.u,
        title: sourceText(doc.t, titleWords?.get(String(doc.i))),
        sections: [],
      };
      byId.set(doc.i, page);
      pages.push(page);
    }
    for (const doc of part(PART.description).documents) {
      const page = byId.get(doc.p ?? doc.i);
      if (page && doc.t) {
        page.description = sourceText(
          doc.t,
          descriptionWords?.get(String(doc.i)),
        );
      }
    }
    // Headings and section texts, in the order the plugin numbered them.
    const sectionDocs = [
      ...part(PART.heading).documents.map((doc) => ({doc, heading: true})),
      ...part(PART.content).documents.map((doc) => ({doc, heading: false})),
    ].sort((a, b) => a.doc.i - b.doc.i);
    for (const {doc, heading} of sectionDocs) {
      const page = byId.get(doc.p ?? -1);
      if (!page) {
        continue;
      }
      const anchor = doc.h ?? '';
      const last = page.sections[page.sections.length - 1];
      if (heading) {
        page.sections.push({
          anchor,
          heading: sourceText(doc.t, headingWords?.get(String(doc.i))),
        });
        continue;
      }
      const text = sourceText(doc.t, contentWords?.get(String(doc.i)));
      if (last && last.anchor === anchor && !last.text) {
        last.text = text;
      } else {
        page.sections.push({anchor, text});
      }
    }
  }
  return pages;
}

/**
 * The anchors (`#…`) of a built page's reference sections: the sections
 * that hold a generated table of facts (`<table data-facts="…">`, the
 * widget and App and events reference), each under the nearest heading
 * with an id before it.
 */
export function referenceAnchors(html: string): Set<string> {
  const anchors = new Set<string>();
  let current: string | undefined;
  for (const match of html.matchAll(
    /<h[1-6][^>]*\sid="([^"]+)"|<table[^>]*\sdata-facts="/g,
  )) {
    if (match[1] !== undefined) {
      current = match[1];
    } else if (current !== undefined) {
      anchors.add(`#${current}`);
    }
  }
  return anchors;
}
