import React, {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import SearchIcon from '@site/src/components/SearchIcon';
import SearchResults from '@site/src/components/SearchResults';
import SearchStatus from '@site/src/components/SearchStatus';
import type {Search} from '@site/src/hooks/useSearch';
import {SEARCH_RESULT_LIMIT} from '@site/src/data/search';
import {displayedQuery} from '@site/src/lib/search/query';
import {useFocusTrap} from '@site/src/hooks/useFocusTrap';
import {cycleIndex} from '@site/src/lib/search/cyclic';
import {
  flattenResults,
  opensInNewTab,
  type ShownSuggestion,
} from '@site/src/lib/search/results';
import styles from './styles.module.css';

function KeyHints(): ReactNode {
  const hints = [
    {
      keys: ['↑', '↓'],
      label: translate({
        id: 'theme.SearchModal.footer.navigateText',
        message: 'to navigate',
        description: 'Search panel footer: what the arrow keys do',
      }),
    },
    {
      keys: ['↵'],
      label: translate({
        id: 'theme.SearchModal.footer.selectText',
        message: 'to select',
        description: 'Search panel footer: what Enter does',
      }),
    },
    {
      keys: ['Esc'],
      label: translate({
        id: 'theme.SearchModal.footer.closeText',
        message: 'to close',
        description: 'Search panel footer: what Escape does',
      }),
    },
  ];
  return (
    <div className={styles.footer} aria-hidden="true">
      {hints.map((hint) => (
        <span key={hint.label} className={styles.hint}>
          {hint.keys.map((key) => (
            <kbd key={key}>{key}</kbd>
          ))}
          {hint.label}
        </span>
      ))}
    </div>
  );
}

/**
 * The search panel (CONTRIBUTING.md, Search): a dialog over a mask. Up and Down move the
 * highlight cyclically, Enter opens it (same tab in the first group, new
 * tab in the others); Escape, a click on the mask, Cancel (narrow screens)
 * or choosing a result close it. Tab stays inside the panel.
 */
export default function SearchPanel({
  search,
  onClose,
}: {
  search: Search;
  onClose: () => void;
}): ReactNode {
  const history = useHistory();
  const idPrefix = useId().replace(/:/g, '');
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useFocusTrap(dialog);

  const shown = useMemo(() => flattenResults(search.groups), [search.groups]);
  const [active, setActive] = useState({groups: search.groups, index: 0});
  // New results: the first one is highlighted again.
  const activeIndex =
    active.groups === search.groups && active.index < shown.length
      ? active.index
      : shown.length > 0
        ? 0
        : -1;
  const setActiveIndex = (index: number) =>
    setActive({groups: search.groups, index});

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    document
      .getElementById(`${idPrefix}-option-${activeIndex}`)
      ?.scrollIntoView({block: 'nearest'});
  }, [idPrefix, activeIndex]);

  const choose = (item: ShownSuggestion) => {
    onClose();
    if (opensInNewTab(item)) {
      window.open(item.suggestion.link, '_blank', 'noopener,noreferrer');
    } else {
      history.push(item.suggestion.link);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        onClose();
        break;
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex(
          cycleIndex(
            activeIndex,
            event.key === 'ArrowDown' ? 1 : -1,
            shown.length,
          ),
        );
        break;
      case 'Enter': {
        const item = shown[activeIndex];
        if (item && event.target === input.current) {
          event.preventDefault();
          choose(item);
        }
        break;
      }
      default:
    }
  };

  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The label of the search button and the search panel',
  });
  const hasResults = shown.length > 0;

  return createPortal(
    <div className={styles.overlay} data-search-panel="">
      <div
        className={styles.mask}
        data-search-mask=""
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className={styles.panel}
        data-search-status={search.status}
        onKeyDown={onKeyDown}>
        <div className={styles.bar}>
          <label className={styles.field}>
            <SearchIcon className={styles.fieldIcon} />
            <input
              ref={input}
              type="search"
              className={styles.input}
              role="combobox"
              aria-label={label}
              aria-autocomplete="list"
              aria-expanded={hasResults}
              aria-controls={`${idPrefix}-listbox`}
              aria-activedescendant={
                activeIndex >= 0
                  ? `${idPrefix}-option-${activeIndex}`
                  : undefined
              }
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              placeholder={translate({
                id: 'theme.SearchModal.placeholder',
                message: 'Search Docs',
                description: 'Placeholder of the search panel input',
              })}
              value={search.input}
              onChange={(event) => search.setInput(event.target.value)}
            />
          </label>
          <button
            type="button"
            className={styles.cancel}
            data-search-cancel=""
            onClick={onClose}>
            <Translate
              id="theme.SearchModal.searchBox.cancelButtonText"
              description="Search panel: the button that closes it on narrow screens">
              Cancel
            </Translate>
          </button>
        </div>
        <div className={styles.body}>
          <SearchStatus search={search} />
          {hasResults && (
            <SearchResults
              groups={search.groups}
              shown={shown}
              activeIndex={activeIndex}
              idPrefix={idPrefix}
              label={translate({
                id: 'search.panel.results',
                message: 'Search results',
                description: 'Search panel: accessible name of the result list',
              })}
              onChoose={choose}
              onHover={setActiveIndex}
            />
          )}
          {shown.length >= SEARCH_RESULT_LIMIT && (
            // The panel shows the first results; the search page, more.
            <Link
              className={styles.seeAll}
              data-search-see-all=""
              to={`/search?q=${encodeURIComponent(search.input.trim())}`}
              onClick={onClose}>
              {translate(
                {
                  id: 'search.panel.seeAll',
                  message: 'See all results for “{query}”',
                  description:
                    'Search panel: the link under the first results to the search page, which lists more',
                },
                {query: displayedQuery(search.input)},
              )}
            </Link>
          )}
        </div>
        <KeyHints />
      </div>
    </div>,
    document.body,
  );
}
