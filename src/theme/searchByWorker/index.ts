/**
 * Replaces @easyops-cn/docusaurus-search-local's `@theme/searchByWorker`
 * (CONTRIBUTING.md, Search): the same two calls, answered by the site's
 * own worker (./worker.ts) over the site's index (src/lib/search). The
 * worker starts on the first call; outside a production build there is no
 * index and every search is empty, as with the plugin.
 */
import type {WorkerResult} from '@site/src/lib/search/types';
import type {
  LoadRequest,
  SearchRequest,
  WorkerResponse,
} from '@site/src/lib/search/workerProtocol';

type Pending = {
  resolve: (results: WorkerResult[]) => void;
  reject: (error: Error) => void;
};

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function searchWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./worker.ts', import.meta.url));
    worker.addEventListener(
      'message',
      (event: MessageEvent<WorkerResponse>) => {
        const response = event.data;
        const waiting = pending.get(response.id);
        pending.delete(response.id);
        if (response.ok) {
          waiting?.resolve(response.results);
        } else {
          waiting?.reject(new Error(response.error));
        }
      },
    );
    // The worker could not start: what waits fails, the next call retries.
    worker.addEventListener('error', () => {
      worker = undefined;
      for (const waiting of pending.values()) {
        waiting.reject(new Error('The search worker failed to start.'));
      }
      pending.clear();
    });
  }
  return worker;
}

function ask(request: LoadRequest | SearchRequest): Promise<WorkerResult[]> {
  if (process.env.NODE_ENV !== 'production') {
    return Promise.resolve([]);
  }
  const id = nextId;
  nextId += 1;
  return new Promise((resolve, reject) => {
    pending.set(id, {resolve, reject});
    searchWorker().postMessage({...request, id});
  });
}

/** Reads the index at `indexUrl` (relative to the page) into the worker, once. */
export async function fetchIndexesByWorker(indexUrl: string): Promise<void> {
  await ask({type: 'load', indexUrl});
}

/** The best `limit` results for `input`, best first. */
export function searchByWorker(
  indexUrl: string,
  input: string,
  limit: number,
): Promise<WorkerResult[]> {
  return ask({type: 'search', indexUrl, input, limit});
}
