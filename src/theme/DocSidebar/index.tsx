// Ejected from @docusaurus/theme-classic DocSidebar: the site's breakpoints
// (src/lib/readerLayout.ts) decide instead of the theme's 996 px. The sidebar
// column exists above 960 px (and in the server-rendered HTML); the menu
// drawer gets the sidebar wherever the sidebar menu bar's menu button can
// show (up to 1280 px), so both may be rendered at once. Changes are marked
// "Makepad Book".
import React, {type ReactNode} from 'react';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';
import {useViewportRange} from '@site/src/hooks/useViewportRange';
import {canOpenMenu, showsSidebarColumn} from '@site/src/lib/readerLayout';

export default function DocSidebar(props: Props): ReactNode {
  // Makepad Book: the site's ranges instead of useWindowSize().
  const range = useViewportRange();

  // Desktop sidebar visible on hydration: need SSR rendering
  const shouldRenderSidebarDesktop =
    range === 'ssr' || showsSidebarColumn(range);

  // Mobile sidebar not visible on hydration: can avoid SSR rendering
  const shouldRenderSidebarMobile = range !== 'ssr' && canOpenMenu(range);

  return (
    <>
      {shouldRenderSidebarDesktop && <DocSidebarDesktop {...props} />}
      {shouldRenderSidebarMobile && <DocSidebarMobile {...props} />}
    </>
  );
}
