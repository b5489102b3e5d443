/**
 * Search settings (CONTRIBUTING.md, Search). Each lives here once; the site
 * configuration, the search index compaction, the search panel, its CSS
 * (checked by search.test.ts) and the tests import them.
 */

import {NO_JS_ONLY_ATTRIBUTE} from './noJs';
import {WEEKLY_BASE} from './weekly';

/** Suggestions shown for a query (CONTRIBUTING.md, Search: 7 by default). */
export const SEARCH_RESULT_LIMIT = 7;

/**
 * Results on the search page (`/search?q=`), where the panel's "See all
 * results" leads when it shows SEARCH_RESULT_LIMIT of them.
 */
export const SEARCH_PAGE_RESULT_LIMIT = 50;

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
 * Words a query does not require (CONTRIBUTING.md, Search): with other
 * words beside them, results need not hold them, but they still count in
 * an exact phrase (`draw a circle`). English function words and Chinese
 * particles.
 */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set([
  ...'a an and are as at be but by can do does for from has have how i if in into is it its my no not of on or our so than that the their them then there these they this those to was we were what when where which while who why will with would you your'.split(
    ' ',
  ),
  ...'的 了 是 在 和 与 或 及 也 都 就 而 这 那 个 之 其 把 被 对 从 到 由 为 以 等 着 过 吗 呢 吧 啊'.split(
    ' ',
  ),
]);

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

/** The search plugin's name: its global data is SearchIndexData. */
export const SEARCH_PLUGIN_NAME = '@easyops-cn/docusaurus-search-local';

/** Name of the search index's core file in each locale's output (CONTRIBUTING.md, Search). */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** Folder of the index's positions and text files, beside the core. */
export const SEARCH_PARTS_FOLDER = 'search-parts';

/**
 * Packed characters after which a positions file ends (src/lib/search/indexFormat.ts):
 * about 2 KB gzip each, so a query fetches little.
 */
export const SEARCH_POSITIONS_FILE_CHARS = 4000;

/** The blog plugin's base route, as the search plugin's `blogRouteBasePath` wants it (no slashes). */
export const SEARCH_BLOG_ROUTE = WEEKLY_BASE.replace(/^\/|\/$/g, '');

/**
 * Routes (without the locale's base URL or a trailing slash) left out of
 * the index: the search page, the 404 page, and the blog's archive and tag
 * lists, which only repeat the reports' titles. Every other route is
 * indexed (src/plugins/search-index).
 */
export const SEARCH_IGNORED_ROUTES: readonly RegExp[] = [
  /^search$/,
  /^404\.html$/,
  new RegExp(`^${SEARCH_BLOG_ROUTE}/(archive|tags)(/|$)`),
];

/** What the search plugin gives the browser (its global data). */
export type SearchIndexData = {
  /** The core file, relative to the locale's base URL, with its hash. */
  indexUrl: string;
};

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
