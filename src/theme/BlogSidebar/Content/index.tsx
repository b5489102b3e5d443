// Ejected from @docusaurus/theme-classic BlogSidebar/Content: the weekly
// sidebar starts with the overview and groups the posts by project
// (src/lib/weekly.ts) instead of by year. Used by desktop and mobile alike.
import React, {memo, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogSidebar/Content';
import {WEEKLY_BASE} from '@site/src/data/weekly';
import {weeklyProjectLabel} from '@site/src/data/weeklyLabels';
import {groupByProject} from '@site/src/lib/weekly';

function BlogSidebarContent({
  items,
  yearGroupHeadingClassName,
  ListComponent,
}: Props): ReactNode {
  const overview = {
    title: translate({
      id: 'weekly.sidebar.overview',
      message: 'Overview',
      description: 'First entry of the weekly sidebar, linking to the overview',
    }),
    permalink: useBaseUrl(WEEKLY_BASE),
    unlisted: false,
    date: '',
  };
  return (
    <>
      <ListComponent items={[overview]} />
      {groupByProject(items).map(({project, posts}) => (
        <div role="group" key={project}>
          <Heading as="h3" className={yearGroupHeadingClassName}>
            {weeklyProjectLabel(project)}
          </Heading>
          <ListComponent items={posts} />
        </div>
      ))}
    </>
  );
}

export default memo(BlogSidebarContent);
