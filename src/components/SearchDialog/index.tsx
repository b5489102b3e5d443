import React, {useEffect, useRef, type ReactNode} from 'react';
import SearchPanel from '@site/src/components/SearchPanel';
import {useSearch} from '@site/src/hooks/useSearch';
import type {IndexState} from '@site/src/lib/search/indexLoader';

type Props = {
  /** The panel is shown. */
  open: boolean;
  /** How often the reader has shown intent to search (pointer, focus, open). */
  intents: number;
  onClose: () => void;
  /** Told the state of the index, for the search button. */
  onIndexState: (state: IndexState) => void;
};

/**
 * The search logic and the panel (CONTRIBUTING.md, Search), in a chunk of
 * their own: the navbar's SearchBar loads this on the reader's first intent
 * or when the browser is idle, not with the first page. Each intent fetches
 * the index of the current language (once), as the idle time does.
 */
export default function SearchDialog({
  open,
  intents,
  onClose,
  onIndexState,
}: Props): ReactNode {
  const search = useSearch();
  const {prefetch, indexState} = search;
  const latestPrefetch = useRef(prefetch);
  useEffect(() => {
    latestPrefetch.current = prefetch;
  }, [prefetch]);
  useEffect(() => {
    if (intents > 0) {
      latestPrefetch.current();
    }
  }, [intents]);
  useEffect(() => onIndexState(indexState), [indexState, onIndexState]);
  return open ? <SearchPanel search={search} onClose={onClose} /> : null;
}
