/**
 * Local search: the plugin's worker searches the site's index; its results
 * become ranked suggestions, grouped by page, in one result group.
 */
import type {IndexLoader} from './indexLoader';
import type {SearchBackend} from './engine';
import {toSuggestion} from './fromWorker';
import {topGroupedByPage} from './ranking';
import type {WorkerResult} from './types';

export type WorkerSearch = (
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
) => Promise<WorkerResult[]>;

export function localBackend(options: {
  baseUrl: string;
  loader: IndexLoader;
  searchByWorker: WorkerSearch;
  /** Name of the one result group. */
  group: string;
  candidateLimit: number;
  resultLimit: number;
  snippetColumns: number;
}): SearchBackend {
  return async (text) => {
    await options.loader.init();
    if (options.loader.failed) {
      throw new Error('The search index could not be fetched.');
    }
    const results = await options.searchByWorker(
      options.baseUrl,
      '',
      text,
      options.candidateLimit,
    );
    const pages = topGroupedByPage(
      results.map((result) => toSuggestion(result, options.snippetColumns)),
      text,
      options.resultLimit,
    );
    return pages.length > 0
      ? [{group: options.group, pages, renderType: 'default'}]
      : [];
  };
}
