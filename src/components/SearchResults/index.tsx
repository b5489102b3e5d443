import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import MarkedText from '@site/src/components/MarkedText';
import {
  opensInNewTab,
  type ShownSuggestion,
} from '@site/src/lib/search/results';
import type {ResultGroup, SuggestionType} from '@site/src/lib/search/types';
import styles from './styles.module.css';

const ICONS: Record<SuggestionType, string> = {
  title:
    'M4 2h6l4 4v8a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm6 0v4h4M5.5 9h6M5.5 12h6',
  header: 'M6 2 4.5 14M11.5 2 10 14M2.5 5.5h11.5M2 10.5h11.5',
  content: 'M2.5 3.5h11M2.5 6.5h11M2.5 9.5h11M2.5 12.5h7',
};

function TypeIcon({type}: {type: SuggestionType}): ReactNode {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false">
      <path
        d={ICONS[type]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Option({
  shown,
  id,
  active,
  onChoose,
  onHover,
}: {
  shown: ShownSuggestion;
  /** Set when the option belongs to the panel's listbox. */
  id?: string;
  active: boolean;
  onChoose?: (shown: ShownSuggestion) => void;
  onHover?: (index: number) => void;
}): ReactNode {
  const {suggestion} = shown;
  const newTab = opensInNewTab(shown);
  const listbox = id
    ? {id, role: 'option', 'aria-selected': active, tabIndex: -1}
    : {};
  return (
    <Link
      {...listbox}
      to={suggestion.link}
      className={clsx(styles.option, active && styles.active)}
      data-search-type={suggestion.type}
      {...(newTab ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
      onMouseMove={() => onHover?.(shown.index)}
      onClick={(event) => {
        if (onChoose && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
          event.preventDefault();
          onChoose(shown);
        }
      }}>
      <TypeIcon type={suggestion.type} />
      <span className={styles.text}>
        {suggestion.type === 'title' ? (
          <span className={styles.primary}>
            <MarkedText value={suggestion.title} />
          </span>
        ) : (
          <>
            {suggestion.header.text && (
              <span className={styles.primary}>
                <MarkedText value={suggestion.header} />
              </span>
            )}
            {suggestion.statement.text && (
              <span className={styles.statement} data-search-snippet="">
                <MarkedText value={suggestion.statement} />
              </span>
            )}
          </>
        )}
      </span>
    </Link>
  );
}

/**
 * The results (CONTRIBUTING.md, Search): groups (shown with their name when there is
 * more than one), in each the pages, in each its suggestions. In the panel
 * a listbox (the input keeps the focus and points at the highlighted
 * option, `onChoose` opens it); without `onChoose`, a list of links.
 */
export default function SearchResults({
  groups,
  shown,
  activeIndex,
  idPrefix,
  label,
  onChoose,
  onHover,
}: {
  groups: ResultGroup[];
  shown: ShownSuggestion[];
  activeIndex: number;
  idPrefix: string;
  label: string;
  onChoose?: (shown: ShownSuggestion) => void;
  onHover?: (index: number) => void;
}): ReactNode {
  const listbox = onChoose !== undefined;
  const byObject = new Map(shown.map((item) => [item.suggestion, item]));
  return (
    <div
      id={`${idPrefix}-listbox`}
      role={listbox ? 'listbox' : undefined}
      aria-label={listbox ? label : undefined}
      className={styles.results}>
      {groups.map((group, groupIndex) => (
        <div
          key={`${groupIndex}-${group.group}`}
          role="group"
          aria-label={group.group}
          data-search-group={group.group}
          className={styles.group}>
          {groups.length > 1 && (
            <div role="presentation" className={styles.groupName}>
              {group.group}
            </div>
          )}
          {group.pages.map((page, pageIndex) => {
            const titleId = `${idPrefix}-page-${groupIndex}-${pageIndex}`;
            // A page whose title is a result starts with that result: no
            // header above it repeating the same title.
            const titled = page.suggestions[0]?.type === 'title';
            return (
              <div
                key={page.page}
                role="group"
                aria-labelledby={titleId}
                className={styles.page}
                data-search-page={page.page}>
                <div
                  id={titleId}
                  role="presentation"
                  className={titled ? styles.hiddenTitle : styles.pageTitle}>
                  {page.title}
                </div>
                {page.suggestions.map((suggestion) => {
                  const item = byObject.get(suggestion);
                  if (!item) {
                    return null;
                  }
                  return (
                    <Option
                      key={item.index}
                      shown={item}
                      id={
                        listbox ? `${idPrefix}-option-${item.index}` : undefined
                      }
                      active={item.index === activeIndex}
                      onChoose={onChoose}
                      onHover={onHover}
                    />
                  );
                })}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
