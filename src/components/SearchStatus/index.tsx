import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {Search} from '@site/src/hooks/useSearch';
import {displayedQuery, searchableText} from '@site/src/lib/search/query';
import styles from './styles.module.css';

/**
 * What the search has to say besides results (CONTRIBUTING.md, Search): no results for
 * the query, or the index still loading. Nothing otherwise.
 */
export default function SearchStatus({search}: {search: Search}): ReactNode {
  const {status, groups, input, indexState} = search;
  if (!searchableText(input)) {
    return null;
  }
  if (status === 'done' && groups.length === 0) {
    return (
      <div className={styles.empty} role="status" data-search-empty="">
        <p className={styles.emptyTitle}>
          {translate(
            {
              id: 'theme.SearchModal.noResultsScreen.noResultsText',
              message: 'No results for "{query}"',
              description: 'Search panel: no page matches the query',
            },
            {query: displayedQuery(input)},
          )}
        </p>
        <p className={styles.emptyHelp}>
          <Translate
            id="search.noResults.tryAgain"
            description="Search panel: second line when nothing matches">
            Please try again with a different keyword
          </Translate>
        </p>
      </div>
    );
  }
  if (status !== 'done' && groups.length === 0 && indexState !== 'inited') {
    return (
      <p className={styles.loading} role="status">
        <Translate
          id="search.panel.loading"
          description="Search panel: the search index is still loading">
          Loading the search index…
        </Translate>
      </p>
    );
  }
  return null;
}
