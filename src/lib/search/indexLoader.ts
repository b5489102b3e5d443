/**
 * The search index's state (CONTRIBUTING.md, Search): initial → initing → inited. It is
 * fetched once, on the first call of `init` (when the browser is idle or
 * on the reader's first intent). A failed fetch logs the message of CONTRIBUTING.md, Search, and
 * leaves search without results; the page keeps working.
 */
import {SEARCH_INDEX_FETCH_ERROR} from '../../data/search';

export type IndexState = 'initial' | 'initing' | 'inited';

export type IndexLoader = {
  readonly state: IndexState;
  /** The fetch failed (state is then `inited`). */
  readonly failed: boolean;
  /** Starts the fetch once; resolves when it is over, failed or not. */
  init: () => Promise<void>;
};

export function createIndexLoader(
  fetchIndex: () => Promise<void>,
  onChange: (state: IndexState) => void = () => undefined,
): IndexLoader {
  let state: IndexState = 'initial';
  let failed = false;
  let pending: Promise<void> | undefined;
  const set = (next: IndexState) => {
    state = next;
    onChange(next);
  };
  return {
    get state() {
      return state;
    },
    get failed() {
      return failed;
    },
    init() {
      if (!pending) {
        set('initing');
        pending = fetchIndex().then(
          () => set('inited'),
          (error: unknown) => {
            failed = true;
            console.error(SEARCH_INDEX_FETCH_ERROR, error);
            set('inited');
          },
        );
      }
      return pending;
    },
  };
}
