/**
 * Makes the search index of @easyops-cn/docusaurus-search-local smaller
 * without changing its format, so the plugin's worker still loads it
 * (lunr's serialized index). Run on the file the plugin writes, after it
 * is written (src/plugins/search-index).
 *
 * The plugin indexes page titles, headings, descriptions and the whole text
 * of every section. Kept as it is: titles, headings and descriptions. Each
 * section's text is cut to its lead (the first `leadColumns` columns, the
 * snippet the panel shows), and the section stays findable by the words of
 * its lead and by every code identifier it mentions (`draw_bg`,
 * `PortalList`, `live_design!`, `Cx::new`), each identifier in the first
 * section of the page that mentions it. Match positions are dropped (the
 * panel finds the words in the text itself) and scores keep two decimals.
 */

import {leadEnd} from './columns';

/** A document of the index (the plugin's short field names). */
export type IndexDocument = {
  /** id, the lunr ref */
  i: number;
  /** text: title, heading, description or section text */
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

export type Position = [start: number, length: number];
type TermMetadata = {position?: Position[]};
/** Documents (by ref) that contain a term, in one field. */
type FieldPostings = Record<string, TermMetadata>;
/** `_index` (the term's number) and one entry per field. */
export type Posting = Record<string, number | FieldPostings>;

export type SerializedIndex = {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Posting][];
  pipeline: string[];
};

export type IndexPart = {documents: IndexDocument[]; index: SerializedIndex};

/** Order of the parts in the plugin's file (its SearchDocumentType). */
export const CONTENT_PART = 4;

export type CompactOptions = {
  /** Columns of each section kept as its lead. */
  leadColumns: number;
  /** Decimals kept in the scores of the field vectors. */
  scoreDecimals: number;
};

/**
 * A term of one CJK character: mostly grammatical words that the Chinese
 * word splitter leaves alone (中, 会, 都, 时). Sections are not indexed by
 * them; titles, headings and descriptions are.
 */
const SINGLE_IDEOGRAPH = /^\p{Unified_Ideograph}$/u;

const IDENTIFIER_CHAR = /[\p{L}\p{N}_:!]/u;

/** The code-looking word around `at`, or undefined. */
export function identifierAt(text: string, at: number): string | undefined {
  let start = at;
  while (start > 0 && IDENTIFIER_CHAR.test(text[start - 1] ?? '')) {
    start -= 1;
  }
  let end = at;
  while (end < text.length && IDENTIFIER_CHAR.test(text[end] ?? '')) {
    end += 1;
  }
  const word = text.slice(start, end).replace(/^:+|:+$/g, '');
  return isIdentifier(word) ? word : undefined;
}

/**
 * Whether a word looks like code: snake_case, camelCase or PascalCase with
 * an inner capital, a path (`a::b`) or a macro (`name!`).
 */
export function isIdentifier(word: string): boolean {
  return (
    word.length >= 3 &&
    /^[\w:!]+$/.test(word) &&
    (/[a-z0-9]_|_[a-z0-9]/i.test(word) ||
      /[a-z][A-Z]/.test(word) ||
      /\w::\w/.test(word) ||
      /^[a-z_]\w*!$/i.test(word))
  );
}

function fieldPostings(posting: Posting, field: string): FieldPostings {
  const value = posting[field];
  return typeof value === 'object' ? value : {};
}

function termNumber(posting: Posting): number {
  const value = posting._index;
  if (typeof value !== 'number') {
    throw new Error('search index: a term has no _index');
  }
  return value;
}

function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** Leads of the content part's documents: ref → end offset. */
function contentLeads(
  documents: IndexDocument[],
  leadColumns: number,
): Map<string, number> {
  return new Map(
    documents.map((doc) => [String(doc.i), leadEnd(doc.t, leadColumns)]),
  );
}

/**
 * Which postings of the content part stay: `keep(term, ref)`. A posting
 * stays when the term occurs in the section's lead, or when it is part of an
 * identifier and no earlier section of the same page kept it that way.
 */
function contentKeeper(
  part: IndexPart,
  leads: Map<string, number>,
): (term: string, ref: string, metadata: TermMetadata) => boolean {
  const byRef = new Map(part.documents.map((doc) => [String(doc.i), doc]));
  const keptIdentifiers = new Set<string>();
  return (term, ref, metadata) => {
    const doc = byRef.get(ref);
    const lead = leads.get(ref);
    if (!doc || lead === undefined || SINGLE_IDEOGRAPH.test(term)) {
      return false;
    }
    const positions = metadata.position ?? [];
    if (positions.some(([start, length]) => start + length <= lead)) {
      return true;
    }
    if (!positions.some(([start]) => identifierAt(doc.t, start))) {
      return false;
    }
    const key = `${term}\u0000${doc.p ?? doc.u}`;
    if (keptIdentifiers.has(key)) {
      return false;
    }
    keptIdentifiers.add(key);
    return true;
  };
}

function compactPart(
  part: IndexPart,
  isContent: boolean,
  options: CompactOptions,
): IndexPart {
  const {index} = part;
  const leads = isContent
    ? contentLeads(part.documents, options.leadColumns)
    : undefined;
  const keep = leads ? contentKeeper(part, leads) : () => true;

  // Postings that stay, without their positions; and the dropped ones.
  const dropped = new Set<string>(); // `${ref}\u0000${termNumber}`
  const kept: [string, Posting, number][] = [];
  for (const [term, posting] of index.invertedIndex) {
    const number = termNumber(posting);
    const next: Posting = {};
    let any = false;
    for (const field of index.fields) {
      const out: FieldPostings = {};
      const refs = Object.keys(fieldPostings(posting, field)).sort(
        (a, b) => Number(a) - Number(b),
      );
      for (const ref of refs) {
        const metadata = fieldPostings(posting, field)[ref] ?? {};
        if (keep(term, ref, metadata)) {
          out[ref] = {};
          any = true;
        } else {
          dropped.add(`${field}/${ref}\u0000${number}`);
        }
      }
      next[field] = out;
    }
    if (any) {
      kept.push([term, next, number]);
    }
  }

  // Terms are renumbered in their (sorted) order, so vectors stay sorted.
  const renumber = new Map<number, number>();
  const invertedIndex: [string, Posting][] = kept.map(
    ([term, posting, number], newNumber) => {
      renumber.set(number, newNumber);
      return [term, {_index: newNumber, ...posting}];
    },
  );
  const fieldVectors: [string, number[]][] = index.fieldVectors.map(
    ([fieldRef, elements]) => {
      const out: number[] = [];
      for (let i = 0; i + 1 < elements.length; i += 2) {
        const number = elements[i] as number;
        const newNumber = renumber.get(number);
        if (
          newNumber === undefined ||
          dropped.has(`${fieldRef}\u0000${number}`)
        ) {
          continue;
        }
        out.push(
          newNumber,
          round(elements[i + 1] as number, options.scoreDecimals),
        );
      }
      return [fieldRef, out];
    },
  );

  const documents = leads
    ? part.documents.map((doc) => {
        const end = leads.get(String(doc.i)) ?? doc.t.length;
        return end < doc.t.length
          ? {...doc, t: `${doc.t.slice(0, end).trimEnd()}…`}
          : doc;
      })
    : part.documents;

  return {documents, index: {...index, invertedIndex, fieldVectors}};
}

/** The smaller index; `parts` is the parsed file of the plugin. */
export function compactSearchIndex(
  parts: IndexPart[],
  options: CompactOptions,
): IndexPart[] {
  return parts.map((part, i) => compactPart(part, i === CONTENT_PART, options));
}
