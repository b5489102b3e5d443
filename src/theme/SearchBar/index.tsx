// Replaces @easyops-cn/docusaurus-search-local's SearchBar (an inline
// autocomplete) with the search panel (CONTRIBUTING.md, Search). The plugin still builds the
// index and searches it in its worker (@theme/searchByWorker).
import React, {useCallback, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import SearchPanel, {SearchIcon} from '@site/src/components/SearchPanel';
import {useApplePlatform} from '@site/src/hooks/useApplePlatform';
import {useSearch} from '@site/src/hooks/useSearch';
import {useSearchShortcut} from '@site/src/hooks/useSearchShortcut';
import {shortcutKeys} from '@site/src/lib/search/keys';
import styles from './styles.module.css';
import {NEEDS_JS} from '@site/src/data/noJs';

/**
 * The navbar's search button (label, ⌘K or Ctrl K hint) and the panel it
 * opens. Ctrl+K / ⌘K opens and closes the panel; closing returns the focus
 * to the button. Hovering or focusing the button fetches the index.
 */
export default function SearchBar(): ReactNode {
  const search = useSearch();
  const apple = useApplePlatform();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const {prefetch} = search;

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
        data-search-index-state={search.indexState}
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
      {open && <SearchPanel search={search} onClose={close} />}
    </div>
  );
}
