import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {
  HtmlClassNameProvider,
  PageMetadata,
  ThemeClassNames,
} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import type {Props} from '@theme/BlogListPage';
import Heading from '@theme/Heading';
import {useDateFormat} from '@site/src/hooks/useDateFormat';
import {groupByProject} from '@site/src/lib/weekly';
import {weeklyProjectLabel} from '@site/src/data/weeklyLabels';
import styles from './styles.module.css';

/**
 * The weekly overview (the blog's list page): reports grouped by project,
 * newest first, each with its date and one-line summary.
 */
export default function WeeklyOverview({
  metadata,
  items,
  sidebar,
}: Props): ReactNode {
  const formatDate = useDateFormat('long');
  const posts = items.map(({content}) => content.metadata);
  return (
    <HtmlClassNameProvider
      className={clsx(
        ThemeClassNames.wrapper.blogPages,
        ThemeClassNames.page.blogListPage,
      )}>
      <PageMetadata
        title={metadata.blogTitle}
        description={metadata.blogDescription}
      />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <Heading as="h1">{metadata.blogTitle}</Heading>
          <p className={styles.lead}>{metadata.blogDescription}</p>
        </header>
        {groupByProject(posts).map(({project, posts: projectPosts}) => (
          <section key={project} className={styles.group}>
            <Heading as="h2">{weeklyProjectLabel(project)}</Heading>
            <ul className={styles.list}>
              {projectPosts.map((post) => (
                <li key={post.permalink} className={styles.post}>
                  <Link to={post.permalink} className={styles.title}>
                    {post.title}
                  </Link>
                  <time
                    dateTime={new Date(post.date).toISOString()}
                    className={styles.date}>
                    {formatDate(post.date)}
                  </time>
                  <p className={styles.summary}>{post.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
