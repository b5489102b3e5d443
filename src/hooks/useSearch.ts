import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {fetchIndexesByWorker, searchByWorker} from '@theme/searchByWorker';
import {
  SEARCH_CACHE_SIZE,
  SEARCH_CONFIG,
  SEARCH_INDEX_FILE,
  SEARCH_PLUGIN_NAME,
  SEARCH_DEBOUNCE_MS,
  SEARCH_IDLE_FALLBACK_MS,
  SEARCH_RESULT_LIMIT,
  SEARCH_SNIPPET_LENGTH,
  type SearchConfig,
  type SearchIndexData,
} from '../data/search';
import {whenIdle} from '../lib/idle';
import {createSearchEngine, type SearchBackend} from '../lib/search/engine';
import {
  createIndexLoader,
  type IndexLoader,
  type IndexState,
} from '../lib/search/indexLoader';
import {localBackend} from '../lib/search/local';
import {fetchRemoteGroups, remoteGroups} from '../lib/search/remote';
import {createSearchScheduler} from '../lib/search/scheduler';
import type {ResultGroup} from '../lib/search/types';

export type SearchStatus = 'empty' | 'pending' | 'done';

export type Search = {
  /** State of the local index (CONTRIBUTING.md, Search); `inited` in remote mode. */
  indexState: IndexState;
  /** The reader showed intent to search: fetch the index now. */
  prefetch: () => void;
  input: string;
  setInput: (input: string) => void;
  /** `done` when `groups` answer the current input. */
  status: SearchStatus;
  groups: ResultGroup[];
};

function remoteBackend(
  config: SearchConfig & {apiUrl: string},
  lang: string,
  limit: number,
): SearchBackend {
  return async (text) =>
    remoteGroups(
      await fetchRemoteGroups(
        config.apiUrl,
        {
          keyword: text,
          limit,
          searchIndexes: config.searchIndexes ?? [],
          lang,
        },
        window.location.href,
        (url) => fetch(url),
      ),
      limit,
    );
}

/**
 * Search for the panel (CONTRIBUTING.md, Search): the index of the current
 * language, fetched when the browser is idle or on first intent and
 * fetched again for another language; debounced searches whose stale
 * answers are dropped; the last queries cached; remote mode when an API
 * address is configured.
 */
export function useSearch(
  config: SearchConfig = SEARCH_CONFIG,
  /** Most suggestions shown: the panel's 7, more on the search page. */
  resultLimit: number = SEARCH_RESULT_LIMIT,
): Search {
  const {
    siteConfig: {baseUrl, title},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {apiUrl, hooks} = config;
  const {indexUrl: indexFile} = (usePluginData(SEARCH_PLUGIN_NAME) as
    SearchIndexData | undefined) ?? {indexUrl: SEARCH_INDEX_FILE};
  const indexUrl = `${baseUrl}${indexFile}`;
  const [loaderState, setLoaderState] = useState<{
    loader: IndexLoader;
    state: IndexState;
  }>();
  // One index (and one cache) per language: a new language starts over.
  const loader = useMemo(() => {
    const created: IndexLoader = createIndexLoader(
      () => fetchIndexesByWorker(indexUrl),
      (state) => setLoaderState({loader: created, state}),
    );
    return created;
    // The locale names the index even when two share a base URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [indexUrl, currentLocale]);
  const indexState: IndexState = apiUrl
    ? 'inited'
    : loaderState?.loader === loader
      ? loaderState.state
      : loader.state;

  const engine = useMemo(
    () =>
      createSearchEngine({
        backend: apiUrl
          ? remoteBackend({...config, apiUrl}, currentLocale, resultLimit)
          : localBackend({
              indexUrl,
              loader,
              searchByWorker,
              group: title,
              resultLimit,
              snippetColumns: SEARCH_SNIPPET_LENGTH,
            }),
        hooks,
        cacheSize: SEARCH_CACHE_SIZE,
      }),
    [
      apiUrl,
      config,
      currentLocale,
      indexUrl,
      loader,
      title,
      hooks,
      resultLimit,
    ],
  );

  const [input, setInputState] = useState('');
  const [answer, setAnswer] = useState<{
    status: SearchStatus;
    groups: ResultGroup[];
  }>({status: 'empty', groups: []});

  const scheduler = useMemo(
    () =>
      createSearchScheduler({
        delayMs: SEARCH_DEBOUNCE_MS,
        search: (text) => engine.search(text),
        onResult: (_text, groups) => setAnswer({status: 'done', groups}),
        onEmpty: () => setAnswer({status: 'empty', groups: []}),
      }),
    [engine],
  );
  const inputRef = useRef('');
  useEffect(() => {
    // A new language or engine: search the current input again.
    scheduler.update(inputRef.current);
    return () => scheduler.cancel();
  }, [scheduler]);

  const setInput = useCallback(
    (next: string) => {
      inputRef.current = next;
      setInputState(next);
      setAnswer((previous) => ({...previous, status: 'pending'}));
      scheduler.update(next);
    },
    [scheduler],
  );

  const prefetch = useCallback(() => {
    if (!apiUrl) {
      void loader.init();
    }
  }, [apiUrl, loader]);

  useEffect(
    () =>
      apiUrl
        ? undefined
        : whenIdle(() => void loader.init(), SEARCH_IDLE_FALLBACK_MS),
    [apiUrl, loader],
  );

  return {indexState, prefetch, input, setInput, ...answer};
}
