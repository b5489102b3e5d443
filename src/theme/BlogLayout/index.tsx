// Ejected from @docusaurus/theme-classic BlogLayout: the weekly pages follow
// the site's breakpoints (src/lib/readerLayout.ts) like the docs. The
// sidebar column shows above 960 px, the outline column above 1280 px; below
// that the sidebar menu bar holds the menu button and the local outline. The
// scroll-to-top button is added as in the docs. Changes are marked
// "Makepad Book".
import React, {isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
import BackToTopButton from '@theme/BackToTopButton';
import type {Props as TOCProps} from '@theme/TOC';
import type {Props} from '@theme/BlogLayout';
import SidebarMenuBar from '@site/src/components/SidebarMenuBar';
import {useViewportRange} from '@site/src/hooks/useViewportRange';
import {showsOutlineColumn} from '@site/src/lib/readerLayout';

import styles from './styles.module.css';
import {BLOG_ROW} from '@site/src/data/noJs';

/** Makepad Book: the outline the blog post page passes as a TOC element. */
function outlineOf(toc: ReactNode) {
  if (!isValidElement<TOCProps>(toc)) {
    return undefined;
  }
  const {toc: items, minHeadingLevel, maxHeadingLevel} = toc.props;
  return {toc: items, minHeadingLevel, maxHeadingLevel};
}

export default function BlogLayout(props: Props): ReactNode {
  const {sidebar, toc, children, ...layoutProps} = props;
  const hasSidebar = !!sidebar && sidebar.items.length > 0;
  // Makepad Book: the site's ranges decide where sidebar and outline go.
  const range = useViewportRange();
  const outline = outlineOf(toc);
  const showsToc =
    !!toc && (range === 'ssr' || showsOutlineColumn(range, true));

  return (
    <Layout {...layoutProps}>
      <BackToTopButton />
      <SidebarMenuBar hasSidebar={hasSidebar} outline={outline} />
      <div className="container margin-vert--lg">
        {/* Makepad Book: the row's marker for the no-JavaScript stylesheet. */}
        <div className={clsx('row', styles.row)} {...BLOG_ROW}>
          <BlogSidebar sidebar={sidebar} />
          <main
            className={clsx('col', styles.main, {
              'col--9 col--offset-1': !hasSidebar,
            })}>
            {children}
          </main>
          {showsToc && (
            <div
              className={clsx('col col--2', styles.outlineColumn)}
              data-outline="column">
              {toc}
            </div>
          )}
        </div>
      </div>
    </Layout>
  );
}
