/**
 * Shapes of the search panel's data: what the plugin's worker answers, and
 * the suggestions and groups the panel shows (CONTRIBUTING.md, Search).
 */
import type {SuggestionType} from '../../data/search';

export type {SuggestionType};

/** A title, heading or text in a search result (short field names, as the search plugin had them). */
export type ResultDocument = {
  /** unit number (src/lib/search/indexFormat.ts) */
  i: number;
  /** title, heading, description or section text */
  t: string;
  /** page URL */
  u: string;
  /** anchor of the heading or section ('' for the top of the page) */
  h?: string;
  /** unit number of the page's title */
  p?: number;
  /** the section's heading, or the page title for its top */
  s?: string;
};

/** Kinds of documents in the plugin's index (its SearchDocumentType). */
export const DOCUMENT_TYPE = {
  title: 0,
  heading: 1,
  description: 2,
  keywords: 3,
  content: 4,
} as const;

/** Index words the result holds → details (none are kept). */
export type MatchMetadata = Record<string, Record<string, unknown>>;

/** One result of `searchByWorker` (src/theme/searchByWorker). */
export type WorkerResult = {
  document: ResultDocument;
  type: number;
  /** The page's title document, for headings and sections. */
  page?: ResultDocument | false;
  metadata: MatchMetadata;
  /** The query's words, lower case. */
  tokens: string[];
  score?: number;
};

/** A range of a text to highlight, in UTF-16 offsets. */
export type Highlight = {start: number; length: number};

/** A text with its highlighted ranges. */
export type Marked = {text: string; highlights: Highlight[]};

/** A search suggestion (CONTRIBUTING.md, Search). */
export type Suggestion = {
  type: SuggestionType;
  /** Where it leads: the page, with the section's anchor if any. */
  link: string;
  /** Title of the page. */
  title: Marked;
  /** The heading (header) or the section's heading (content); may be empty. */
  header: Marked;
  /** Snippet of the text (content); empty otherwise. */
  statement: Marked;
  /** Page the suggestion belongs to (its URL, without anchor). */
  page: string;
};

/** Suggestions of one page, in the order they are shown. */
export type PageGroup = {
  page: string;
  title: string;
  suggestions: Suggestion[];
};

/**
 * A group of results (CONTRIBUTING.md, Search): the local index, or one remote index.
 * Results of the first group open in the same tab, of the others in a new
 * tab (CONTRIBUTING.md, Search).
 */
export type ResultGroup = {
  group: string;
  pages: PageGroup[];
  renderType: 'default' | 'custom';
};
