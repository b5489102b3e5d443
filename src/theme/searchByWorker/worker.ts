/**
 * The search worker (CONTRIBUTING.md, Search): reads the locale's search
 * index and answers queries off the main thread with the search of
 * src/lib/search/searchIndex.ts. Started by src/theme/searchByWorker.
 */
import {SiteSearch} from '@site/src/lib/search/searchIndex';
import type {CoreIndex} from '@site/src/lib/search/indexFormat';
import {
  createRequestHandler,
  fetchJson,
  type WorkerRequest,
  type WorkerResponse,
} from '@site/src/lib/search/workerProtocol';

/** What the worker uses of its global scope. */
type WorkerScope = {
  location: {href: string};
  postMessage: (message: WorkerResponse) => void;
  addEventListener: (
    type: 'message',
    listener: (event: MessageEvent<WorkerRequest>) => void,
  ) => void;
};

const scope = self as unknown as WorkerScope;

/** Only files of the site's own origin are read. */
function sameOrigin(url: URL): URL {
  if (url.origin !== new URL(scope.location.href).origin) {
    throw new Error('The search index must come from the site itself.');
  }
  return url;
}

const handle = createRequestHandler(async (indexUrl) => {
  const coreUrl = sameOrigin(new URL(indexUrl, scope.location.href));
  const core = (await fetchJson(coreUrl, fetch)) as CoreIndex;
  const parts = sameOrigin(new URL(core.parts, coreUrl));
  return new SiteSearch(core, (file) =>
    fetchJson(sameOrigin(new URL(file, parts)), fetch),
  );
});

scope.addEventListener('message', (event) => {
  void handle(event.data).then((response) => scope.postMessage(response));
});
