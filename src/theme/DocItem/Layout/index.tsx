// Ejected from @docusaurus/theme-classic DocItem/Layout: the outline follows
// the site's breakpoints (src/lib/readerLayout.ts) instead of 996 px. Above
// 1280 px it is the column beside the content; at 1280 px or less it moves
// into the sidebar menu bar (with the menu button), which replaces the
// theme's collapsible mobile outline. The outline column carries
// `data-outline` for `?outline=0`. Changes are marked "Makepad Book".
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ContentVisibility from '@theme/ContentVisibility';
import type {Props} from '@theme/DocItem/Layout';
import SidebarMenuBar from '@site/src/components/SidebarMenuBar';
import {useViewportRange} from '@site/src/hooks/useViewportRange';
import {showsOutlineColumn} from '@site/src/lib/readerLayout';

import styles from './styles.module.css';

/**
 * Decide if the toc should be rendered, on mobile or desktop viewports
 */
function useDocTOC() {
  const {frontMatter, toc} = useDoc();
  // Makepad Book: the site's ranges instead of useWindowSize().
  const range = useViewportRange();

  const hidden = frontMatter.hide_table_of_contents;
  const canRender = !hidden && toc.length > 0;

  const outline = canRender
    ? {
        toc,
        minHeadingLevel: frontMatter.toc_min_heading_level,
        maxHeadingLevel: frontMatter.toc_max_heading_level,
      }
    : undefined;

  const desktop =
    canRender && (range === 'ssr' || showsOutlineColumn(range, true)) ? (
      <DocItemTOCDesktop />
    ) : undefined;

  return {
    hidden: !canRender,
    outline,
    desktop,
  };
}

export default function DocItemLayout({children}: Props): ReactNode {
  const docTOC = useDocTOC();
  const {metadata} = useDoc();
  const sidebar = useDocsSidebar();
  return (
    <>
      {/* Makepad Book: the sidebar menu bar with the local outline. */}
      <SidebarMenuBar
        className={styles.menuBar}
        hasSidebar={sidebar !== null}
        outline={docTOC.outline}
      />
      <div className="row">
        <div className={clsx('col', !docTOC.hidden && styles.docItemCol)}>
          <ContentVisibility metadata={metadata} />
          <DocVersionBanner />
          <div className={styles.docItemContainer}>
            <article>
              <DocBreadcrumbs />
              <DocVersionBadge />
              <DocItemContent>{children}</DocItemContent>
              <DocItemFooter />
            </article>
            <DocItemPaginator />
          </div>
        </div>
        {docTOC.desktop && (
          <div
            className={clsx('col col--3', styles.outlineColumn)}
            data-outline="column">
            {docTOC.desktop}
          </div>
        )}
      </div>
    </>
  );
}
