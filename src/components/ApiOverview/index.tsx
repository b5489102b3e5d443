import React, {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {
  filterGroups,
  FALLBACK_HEADER,
  type OverviewGroup,
  type OverviewItem,
} from '@site/src/lib/apiOverview';
import {SEARCH_IGNORE_ATTRIBUTE} from '@site/src/data/search';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

function OverviewCard({item}: {item: OverviewItem}): ReactNode {
  return (
    <li className={styles.card}>
      <Heading as="h3" className={styles.cardTitle}>
        <Link to={item.link}>{item.text}</Link>
      </Heading>
      {item.summary && <p className={styles.summary}>{item.summary}</p>}
      {item.headers.length > 0 ? (
        <ul className={styles.headers}>
          {item.headers.map((header) => (
            <li key={header.id}>
              <Link to={`${item.link}#${header.id}`}>{header.text}</Link>
            </li>
          ))}
        </ul>
      ) : (
        !item.summary && (
          <ul className={styles.headers}>
            <li>
              <Link to={item.link}>{FALLBACK_HEADER}</Link>
            </li>
          </ul>
        )
      )}
    </li>
  );
}

/** The API index: every page of the section by group, with a Filter box. */
export default function ApiOverview({
  groups,
}: {
  groups: OverviewGroup[];
}): ReactNode {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const shown = filterGroups(groups, query);
  return (
    <div className={styles.overview}>
      <div className={styles.filter}>
        <label htmlFor={inputId} className={styles.label}>
          {translate({
            id: 'apiOverview.filter.label',
            message: 'Filter',
            description: 'Label of the filter box on the API overview page',
          })}
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={translate({
            id: 'apiOverview.filter.placeholder',
            message: 'Enter keyword',
            description:
              'Placeholder of the filter box on the API overview page',
          })}
        />
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty} role="status">
          {translate({
            id: 'apiOverview.filter.empty',
            message: 'No matching API found',
            description:
              'Shown on the API overview page when nothing matches the filter',
          })}
        </p>
      ) : (
        shown.map((group) => (
          <section
            key={group.name}
            className={styles.group}
            // The list repeats other pages' titles and headings: the search
            // index finds those pages by their own.
            {...{[SEARCH_IGNORE_ATTRIBUTE]: true}}>
            <Heading as="h2" className={styles.groupTitle}>
              {group.name}
            </Heading>
            <ul className={styles.grid}>
              {group.items.map((item) => (
                <OverviewCard key={item.link} item={item} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
