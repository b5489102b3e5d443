/**
 * Messages between the page and the search worker (src/theme/searchByWorker,
 * CONTRIBUTING.md, Search), and what the worker does with them. The worker
 * keeps one index per URL; `open` reads it (fetch in the worker, files in
 * the tests).
 */
import type {SiteSearch} from './searchIndex';
import type {WorkerResult} from './types';

/** Read the index (once). */
export type LoadRequest = {type: 'load'; indexUrl: string};

/** The best `limit` results for `input`. */
export type SearchRequest = {
  type: 'search';
  indexUrl: string;
  input: string;
  limit: number;
};

export type WorkerRequest = (LoadRequest | SearchRequest) & {id: number};

export type WorkerResponse =
  | {id: number; ok: true; results: WorkerResult[]}
  | {id: number; ok: false; error: string};

export type OpenIndex = (indexUrl: string) => Promise<SiteSearch>;

/** Answers requests; an index that failed to open is opened again next time. */
export function createRequestHandler(
  open: OpenIndex,
): (request: WorkerRequest) => Promise<WorkerResponse> {
  const indexes = new Map<string, Promise<SiteSearch>>();
  const index = (url: string) => {
    let opening = indexes.get(url);
    if (!opening) {
      opening = open(url);
      opening.catch(() => indexes.delete(url));
      indexes.set(url, opening);
    }
    return opening;
  };
  return async (request) => {
    try {
      const search = await index(request.indexUrl);
      const results =
        request.type === 'search'
          ? await search.search(request.input, request.limit)
          : [];
      return {id: request.id, ok: true, results};
    } catch (error) {
      return {
        id: request.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  };
}

/** Reads JSON at `url`, failing on an HTTP error. */
export async function fetchJson(
  url: URL,
  fetcher: (url: URL) => Promise<Response>,
): Promise<unknown> {
  const response = await fetcher(url);
  if (!response.ok) {
    throw new Error(`${url.pathname}: HTTP ${response.status}`);
  }
  return response.json();
}
