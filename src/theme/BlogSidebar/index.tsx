// Ejected from @docusaurus/theme-classic BlogSidebar: the site's breakpoints
// (src/lib/readerLayout.ts) decide instead of the theme's 996 px, as in
// DocSidebar: the sidebar column above 960 px (and in the server-rendered
// HTML), the menu drawer's copy wherever the menu button can show. Changes
// are marked "Makepad Book".
import React, {type ReactNode} from 'react';
import BlogSidebarDesktop from '@theme/BlogSidebar/Desktop';
import BlogSidebarMobile from '@theme/BlogSidebar/Mobile';
import type {Props} from '@theme/BlogSidebar';
import {useViewportRange} from '@site/src/hooks/useViewportRange';
import {canOpenMenu, showsSidebarColumn} from '@site/src/lib/readerLayout';

export default function BlogSidebar({sidebar}: Props): ReactNode {
  // Makepad Book: the site's ranges instead of useWindowSize().
  const range = useViewportRange();
  if (!sidebar?.items.length) {
    return null;
  }
  return (
    <>
      {(range === 'ssr' || showsSidebarColumn(range)) && (
        <BlogSidebarDesktop sidebar={sidebar} />
      )}
      {range !== 'ssr' && canOpenMenu(range) && (
        <BlogSidebarMobile sidebar={sidebar} />
      )}
    </>
  );
}
