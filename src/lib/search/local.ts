/**
 * Local search: the search worker searches the site's index and ranks the
 * results (src/lib/search/searchIndex.ts); they become suggestions, grouped
 * by page, in one result group.
 */
import type {IndexLoader} from './indexLoader';
import type {SearchBackend} from './engine';
import {toSuggestion} from './fromWorker';
import {groupByPage, uniqueByLink} from './ranking';
import type {PageGroup, WorkerResult} from './types';

export type WorkerSearch = (
  indexUrl: string,
  input: string,
  limit: number,
) => Promise<WorkerResult[]>;

/** The worker's results (best first) as the panel shows them. */
export function shownPages(
  results: WorkerResult[],
  resultLimit: number,
  snippetColumns: number,
): PageGroup[] {
  return groupByPage(
    uniqueByLink(
      results.map((result) => toSuggestion(result, snippetColumns)),
    ).slice(0, resultLimit),
  );
}

export function localBackend(options: {
  indexUrl: string;
  loader: IndexLoader;
  searchByWorker: WorkerSearch;
  /** Name of the one result group. */
  group: string;
  resultLimit: number;
  snippetColumns: number;
}): SearchBackend {
  return async (text) => {
    await options.loader.init();
    if (options.loader.failed) {
      throw new Error('The search index could not be fetched.');
    }
    const results = await options.searchByWorker(
      options.indexUrl,
      text,
      options.resultLimit,
    );
    const pages = shownPages(
      results,
      options.resultLimit,
      options.snippetColumns,
    );
    return pages.length > 0
      ? [{group: options.group, pages, renderType: 'default'}]
      : [];
  };
}
