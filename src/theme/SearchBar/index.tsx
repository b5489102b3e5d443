// Replaces @easyops-cn/docusaurus-search-local's SearchBar (an inline
// autocomplete) with the search panel (CONTRIBUTING.md, Search). The site's
// index is searched in the site's worker (@theme/searchByWorker).
import React, {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {translate} from '@docusaurus/Translate';
import SearchIcon from '@site/src/components/SearchIcon';
import {SEARCH_IDLE_FALLBACK_MS} from '@site/src/data/search';
import {useApplePlatform} from '@site/src/hooks/useApplePlatform';
import {useSearchShortcut} from '@site/src/hooks/useSearchShortcut';
import {whenIdle} from '@site/src/lib/idle';
import type {IndexState} from '@site/src/lib/search/indexLoader';
import {shortcutKeys} from '@site/src/lib/search/keys';
import styles from './styles.module.css';
import {NEEDS_JS} from '@site/src/data/noJs';

/**
 * The panel and the search logic are not part of a page's first load
 * (CONTRIBUTING.md, Budgets): their chunk is fetched on the reader's first
 * intent or when the browser is idle.
 */
const SearchDialog = lazy(
  () =>
    import(
      /* webpackChunkName: "search-panel" */ '@site/src/components/SearchDialog'
    ),
);

/**
 * The navbar's search button (label, ⌘K or Ctrl K hint) and the panel it
 * opens. Ctrl+K / ⌘K opens and closes the panel; closing returns the focus
 * to the button. Hovering or focusing the button fetches the index.
 */
export default function SearchBar(): ReactNode {
  const apple = useApplePlatform();
  const [open, setOpen] = useState(false);
  const [idle, setIdle] = useState(false);
  const [intents, setIntents] = useState(0);
  const [indexState, setIndexState] = useState<IndexState>('initial');
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => whenIdle(() => setIdle(true), SEARCH_IDLE_FALLBACK_MS), []);
  const prefetch = useCallback(() => setIntents((count) => count + 1), []);
  const openPanel = useCallback(() => {
    prefetch();
    setOpen(true);
  }, [prefetch]);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useSearchShortcut(
    useCallback(() => (open ? close() : openPanel()), [open, close, openPanel]),
  );

  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The label of the search button and the search panel',
  });
  return (
    <div className={styles.searchBar} {...NEEDS_JS}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K"
        data-search-index-state={indexState}
        onClick={openPanel}
        onMouseEnter={prefetch}
        onFocus={prefetch}>
        <SearchIcon className={styles.icon} />
        <span className={styles.label}>{label}</span>
        <span
          className={styles.keys}
          aria-hidden="true"
          // Until the platform is known the hint keeps its room, hidden, so
          // the navbar does not move when it appears.
          data-platform-known={apple !== undefined}>
          {shortcutKeys(apple ?? false).map((key) => (
            <kbd key={key}>{key}</kbd>
          ))}
        </span>
      </button>
      {(idle || intents > 0) && (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            intents={intents}
            onClose={close}
            onIndexState={setIndexState}
          />
        </Suspense>
      )}
    </div>
  );
}
