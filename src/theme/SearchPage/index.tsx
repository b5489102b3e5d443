// Replaces @easyops-cn/docusaurus-search-local's SearchPage (the /search
// route the plugin adds): it reads the plugin's lunr index, which the
// site's index (src/plugins/search-index) replaces. Same search as the
// panel, on a page of its own, the query kept in `?q=`.
import React, {useEffect, useId, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import SearchResults from '@site/src/components/SearchResults';
import SearchStatus from '@site/src/components/SearchStatus';
import {useSearch} from '@site/src/hooks/useSearch';
import {SEARCH_CONFIG, SEARCH_PAGE_RESULT_LIMIT} from '@site/src/data/search';
import {displayedQuery, searchableText} from '@site/src/lib/search/query';
import {flattenResults} from '@site/src/lib/search/results';
import styles from './styles.module.css';

function SearchPageContent(): ReactNode {
  const search = useSearch(SEARCH_CONFIG, SEARCH_PAGE_RESULT_LIMIT);
  const {setInput} = search;
  const location = useLocation();
  const history = useHistory();
  const idPrefix = useId().replace(/:/g, '');
  useEffect(() => {
    setInput(new URLSearchParams(location.search).get('q') ?? '');
    // Only the address the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const shown = useMemo(() => flattenResults(search.groups), [search.groups]);
  const query = displayedQuery(search.input);
  const title = searchableText(search.input)
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
  return (
    <main className={clsx('container margin-vert--lg', styles.page)}>
      <PageMetadata title={title} />
      <Heading as="h1">{title}</Heading>
      <input
        type="search"
        className={styles.input}
        aria-label={translate({
          id: 'theme.SearchBar.label',
          message: 'Search',
          description: 'The label of the search button and the search panel',
        })}
        placeholder={translate({
          id: 'theme.SearchModal.placeholder',
          message: 'Search Docs',
          description: 'Placeholder of the search panel input',
        })}
        value={search.input}
        onChange={(event) => {
          const next = event.target.value;
          setInput(next);
          history.replace({
            search: next ? `?q=${encodeURIComponent(next)}` : '',
          });
        }}
      />
      <SearchStatus search={search} />
      {shown.length > 0 && (
        <SearchResults
          groups={search.groups}
          shown={shown}
          activeIndex={-1}
          idPrefix={idPrefix}
          label={translate({
            id: 'search.panel.results',
            message: 'Search results',
            description: 'Search panel: accessible name of the result list',
          })}
        />
      )}
    </main>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
