// Ejected from @docusaurus/theme-classic BlogSidebar/Content: the weekly
// sidebar starts with the overview and groups the posts by project
// (src/lib/weekly.ts) instead of by year. The project groups are collapsible
// like the docs sidebar's (CONTRIBUTING.md, Layout): they start expanded, and the group of
// the current page opens when the reader arrives on it. Used by desktop and
// mobile alike.
import React, {memo, useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {Collapsible, useCollapsible} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogSidebar/Content';
import {WEEKLY_BASE} from '@site/src/data/weekly';
import {weeklyProjectLabel} from '@site/src/data/weeklyLabels';
import {
  groupByProject,
  projectOf,
  type ProjectGroup as Group,
} from '@site/src/lib/weekly';
import styles from './styles.module.css';

type GroupProps = {
  group: Group<Props['items'][number]>;
  headingClassName: string;
  ListComponent: Props['ListComponent'];
};

/** One project's posts under a heading that collapses and expands them. */
function ProjectGroup({
  group,
  headingClassName,
  ListComponent,
}: GroupProps): ReactNode {
  const {collapsed, setCollapsed} = useCollapsible({initialState: false});
  const {pathname} = useLocation();
  const current = projectOf(pathname) === group.project;
  useEffect(() => {
    if (current) {
      setCollapsed(false);
    }
  }, [current, pathname, setCollapsed]);
  const label = weeklyProjectLabel(group.project);
  return (
    <div role="group" aria-label={label}>
      <Heading as="h3" className={headingClassName}>
        <button
          type="button"
          className={clsx('clean-btn', styles.toggle)}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed((value) => !value)}>
          {label}
        </button>
      </Heading>
      <Collapsible lazy={false} collapsed={collapsed}>
        <ListComponent items={group.posts} />
      </Collapsible>
    </div>
  );
}

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
      {groupByProject(items).map((group) => (
        <ProjectGroup
          key={group.project}
          group={group}
          headingClassName={yearGroupHeadingClassName ?? ''}
          ListComponent={ListComponent}
        />
      ))}
    </>
  );
}

export default memo(BlogSidebarContent);
