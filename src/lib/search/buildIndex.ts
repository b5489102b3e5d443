/**
 * Builds the site's search index files (src/lib/search/indexFormat.ts) from
 * the pages the search plugin parsed (src/lib/search/pluginIndex.ts). Every
 * word of every title, description, heading and section text is indexed,
 * and so are the parts of code identifiers (`PortalList` is also found by
 * `portal` and `list`, `draw_bg` by `draw` and `bg`).
 */
import {frontCode} from './frontCoding';
import {
  COMMON_SHARE,
  INDEX_FORMAT,
  isTextUnit,
  type CoreIndex,
  type CorePage,
  type UnitKind,
} from './indexFormat';
import {PackedWriter} from './packedInts';
import {cutAtWords, type SourcePage, type SourceText} from './pluginIndex';
import {identifierParts, tokenize} from './tokenize';

export type BuildOptions = {
  /** Folder of the parts files, relative to the core file. */
  parts: string;
  /** Characters of packed positions after which a positions file ends. */
  shardChars: number;
  /** Share of the units above which a word is common (COMMON_SHARE). */
  commonShare?: number;
};

export type BuiltIndex = {
  core: CoreIndex;
  /** Contents of positions-<n>.json, in order (JSON strings). */
  positions: string[];
  /** Contents of text-<page>.json, in page order. */
  texts: string[][];
};

type Occurrence = {unit: number; positions: number[]};

/** Words of a text with their positions; identifier parts share their word's position. */
export function indexedWords(source: SourceText): {
  words: {term: string; position: number}[];
  length: number;
} {
  const tokens = tokenize(source.text, cutAtWords(source.words));
  return {
    words: tokens.flatMap((token, position) => [
      {term: token.term, position},
      ...identifierParts(source.text.slice(token.start, token.end)).map(
        (term) => ({term, position}),
      ),
    ]),
    length: tokens.length,
  };
}

function unitTexts(page: SourcePage): {kind: UnitKind; source: SourceText}[] {
  const units: {kind: UnitKind; source: SourceText}[] = [
    {kind: 'title', source: page.title},
  ];
  if (page.description) {
    units.push({kind: 'description', source: page.description});
  }
  for (const section of page.sections) {
    if (section.heading?.text) {
      units.push({kind: 'heading', source: section.heading});
    }
    if (section.text?.text) {
      units.push({kind: 'text', source: section.text});
    }
  }
  return units;
}

function corePage(page: SourcePage): CorePage {
  return [
    page.url,
    page.title.text,
    page.description ? 1 : 0,
    page.sections.map((section) => {
      const hasText = section.text?.text ? 1 : 0;
      const heading = section.heading?.text ?? '';
      return section.reference && hasText
        ? [section.anchor, heading, hasText, 1]
        : [section.anchor, heading, hasText];
    }),
  ];
}

export function buildSearchIndex(
  pages: SourcePage[],
  options: BuildOptions,
): BuiltIndex {
  const occurrences = new Map<string, Occurrence[]>();
  const lengths = new PackedWriter();
  const kinds: UnitKind[] = [];
  const texts: string[][] = [];

  for (const page of pages) {
    const pageTexts: string[] = [];
    for (const {kind, source} of unitTexts(page)) {
      const unit = kinds.length;
      kinds.push(kind);
      const {words, length} = indexedWords(source);
      if (isTextUnit(kind)) {
        pageTexts.push(source.text);
        lengths.push(length);
      }
      for (const {term, position} of words) {
        const list = occurrences.get(term) ?? [];
        const last = list[list.length - 1];
        if (last?.unit === unit) {
          last.positions.push(position);
        } else {
          list.push({unit, positions: [position]});
          occurrences.set(term, list);
        }
      }
    }
    texts.push(pageTexts);
  }

  const terms = [...occurrences.keys()].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const commonAbove = (options.commonShare ?? COMMON_SHARE) * kinds.length;
  const postings = new PackedWriter();
  const shardSizes = new PackedWriter();
  const positions: string[] = [];
  let shard = new PackedWriter();
  let shardTerms = 0;
  for (const term of terms) {
    const list = occurrences.get(term) ?? [];
    const common = list.length > commonAbove;
    const units = common ? shard : postings;
    postings.push(common ? 0 : list.length);
    if (common) {
      shard.push(list.length);
    }
    let previous = -1;
    for (const {unit} of list) {
      units.push(unit - previous);
      previous = unit;
    }
    for (const {unit, positions: at} of list) {
      if (!isTextUnit(kinds[unit] ?? 'title')) {
        continue;
      }
      shard.push(at.length - 1);
      let last = 0;
      for (const position of at) {
        shard.push(position - last);
        last = position;
      }
    }
    shardTerms += 1;
    if (shard.length >= options.shardChars) {
      positions.push(JSON.stringify(shard.toString()));
      shardSizes.push(shardTerms);
      shard = new PackedWriter();
      shardTerms = 0;
    }
  }
  if (shardTerms > 0) {
    positions.push(JSON.stringify(shard.toString()));
    shardSizes.push(shardTerms);
  }

  return {
    core: {
      format: INDEX_FORMAT,
      parts: options.parts,
      pages: pages.map(corePage),
      terms: frontCode(terms),
      postings: postings.toString(),
      lengths: lengths.toString(),
      shards: shardSizes.toString(),
    },
    positions,
    texts,
  };
}
