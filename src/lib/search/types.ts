/**
 * Shapes of the search panel's data: what the plugin's worker answers, and
 * the suggestions and groups the panel shows (CONTRIBUTING.md, Search).
 */
import type {SuggestionType} from '../../data/search';
import type {IndexDocument} from './compactIndex';

export type {SuggestionType};

/** Kinds of documents in the plugin's index (its SearchDocumentType). */
export const DOCUMENT_TYPE = {
  title: 0,
  heading: 1,
  description: 2,
  keywords: 3,
  content: 4,
} as const;

/** Matched index terms → field → details (positions are not kept). */
export type MatchMetadata = Record<string, Record<string, unknown>>;

/** One result of `searchByWorker` (@theme/searchByWorker). */
export type WorkerResult = {
  document: IndexDocument;
  type: number;
  /** The page's title document, for headings and sections. */
  page?: IndexDocument | false;
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
