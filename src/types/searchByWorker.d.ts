/**
 * Types of `@theme/searchByWorker`, the web worker client of
 * @easyops-cn/docusaurus-search-local (its theme component, used by
 * src/theme/SearchBar through src/hooks/useSearch.ts). The package ships no
 * typings for its theme modules.
 */
declare module '@theme/searchByWorker' {
  import type {WorkerResult} from '@site/src/lib/search/types';

  /** Fetches the index of `baseUrl` into the worker (once). */
  export function fetchIndexesByWorker(
    baseUrl: string,
    searchContext: string,
  ): Promise<void>;

  /** Searches the index of `baseUrl`; at most `limit` results. */
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<WorkerResult[]>;
}
