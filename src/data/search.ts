/**
 * Search settings (CONTRIBUTING.md, Search). Each lives here once; the site
 * configuration, the search index compaction, the search panel, its CSS
 * (checked by search.test.ts) and the tests import them.
 */

import {NO_JS_ONLY_ATTRIBUTE} from './noJs';

/** Suggestions shown for a query (CONTRIBUTING.md, Search: 7 by default). */
export const SEARCH_RESULT_LIMIT = 7;

/**
 * Suggestions asked of the search engine before ranking: more than are
 * shown, so that the ranking of src/lib/search/ranking.ts can pick the best.
 */
export const SEARCH_CANDIDATE_LIMIT = SEARCH_RESULT_LIMIT * 3;

/** Queries whose results are kept in memory (CONTRIBUTING.md, Search: 100). */
export const SEARCH_CACHE_SIZE = 100;

/** Typing is debounced this long before a search runs (CONTRIBUTING.md, Search). */
export const SEARCH_DEBOUNCE_MS = 150;

/**
 * Length of a result's snippet (CONTRIBUTING.md, Search: about 100 characters), in columns:
 * a CJK character counts two, so a Chinese snippet holds about 50 of them
 * and takes the same room as an English one. The search index stores the
 * first SEARCH_SNIPPET_LENGTH columns of each section.
 */
export const SEARCH_SNIPPET_LENGTH = 100;

/**
 * Longest text searched. A longer query is cut to this many characters
 * before it is searched (it is still shown as typed): the engine's Chinese
 * word splitting grows quickly with the length of a run of CJK characters.
 */
export const SEARCH_MAX_QUERY_LENGTH = 64;

/**
 * Without `requestIdleCallback` (Safari), the index is fetched this long
 * after the panel's button mounts, unless the reader asks first.
 */
export const SEARCH_IDLE_FALLBACK_MS = 1000;

/** Key that, with Ctrl or ⌘, opens and closes the search panel (CONTRIBUTING.md, Search). */
export const SEARCH_SHORTCUT_KEY = 'k';

/**
 * Widest viewport, in CSS pixels, on which the panel takes the whole screen
 * and shows a Cancel button (CONTRIBUTING.md, Search: mobile breakpoint 768 px).
 */
export const SEARCH_MOBILE_MAX_WIDTH = 768;

/** Console message when the search index cannot be fetched (CONTRIBUTING.md, Search). */
export const SEARCH_INDEX_FETCH_ERROR =
  'Failed to fetch search index, please reload the page and try again.';

/** Console message when the remote search API fails (CONTRIBUTING.md, Search). */
export const REMOTE_SEARCH_ERROR = 'Remote search failed:';

/**
 * Marks parts of a page that the search index leaves out (besides code
 * block bodies): lists that only repeat other pages' titles and headings.
 */
export const SEARCH_IGNORE_ATTRIBUTE = 'data-search-ignore';

/** What the local index leaves out of each page (plugin `ignoreCssSelectors`). */
export const SEARCH_IGNORED_SELECTORS = [
  // Bodies of code blocks; their titles stay, and so does inline code.
  '.theme-code-block pre',
  `[${SEARCH_IGNORE_ATTRIBUTE}]`,
  // Text for readers without JavaScript (a diagram's source, a tab's label).
  `[${NO_JS_ONLY_ATTRIBUTE}]`,
  // The link lists that close a page ("Related", "Related pages"): they
  // name other pages, which are found by their own titles.
  'h2#related ~ *',
  'h2#related-pages ~ *',
  'h2#相关页面 ~ *',
] as const;

/** A suggestion as the panel shows it (CONTRIBUTING.md, Search). */
export type SuggestionType = 'title' | 'header' | 'content';

/** One hit of the remote search API (CONTRIBUTING.md, Search), as a suggestion. */
export type RemoteHit = {
  type: SuggestionType;
  link: string;
  title: string;
  header?: string;
  statement?: string;
  highlights?: {start: number; length: number}[];
};

/** One group of the remote search API's answer (CONTRIBUTING.md, Search). */
export type RemoteGroup = {index: string; hits: RemoteHit[]};

/** A group of results as hooks see them (CONTRIBUTING.md, Search). */
export type SearchHookGroup = {
  group: string;
  results: RemoteHit[];
  renderType: 'default' | 'custom';
};

/**
 * Optional hooks around every search (CONTRIBUTING.md, Search). `beforeSearch` may return
 * the text to search instead; `onSearch` sees the results and may return
 * more groups to show after them; `afterSearch` sees what is shown.
 */
export type SearchHooks = {
  beforeSearch?: (query: string) => string | void | Promise<string | void>;
  onSearch?: (
    query: string,
    groups: SearchHookGroup[],
  ) => SearchHookGroup[] | void | Promise<SearchHookGroup[] | void>;
  afterSearch?: (
    query: string,
    groups: SearchHookGroup[],
  ) => void | Promise<void>;
};

export type SearchConfig = {
  /**
   * Remote search (CONTRIBUTING.md, Search): when set, queries go to this address as
   * `GET <apiUrl>?keyword=…&limit=…&searchIndexes=…&lang=…` instead of the
   * local index.
   */
  apiUrl?: string;
  /** Index names sent as `searchIndexes` (comma separated). */
  searchIndexes?: string[];
  hooks?: SearchHooks;
};

/**
 * The site's search configuration: empty, so search is local (CONTRIBUTING.md,
 * Search).
 */
export const SEARCH_CONFIG = {} satisfies SearchConfig as SearchConfig;
