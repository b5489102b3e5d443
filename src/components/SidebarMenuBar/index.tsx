import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import BarScrollToTop from '@site/src/components/BarScrollToTop';
import LocalOutline, {
  type OutlineProps,
} from '@site/src/components/LocalOutline';
import {useViewportRange} from '@site/src/hooks/useViewportRange';
import {showsMenuBar} from '@site/src/lib/readerLayout';
import styles from './styles.module.css';
import {NEEDS_JS} from '@site/src/data/noJs';

type Props = {
  /** The page has a sidebar, which the menu button opens. */
  hasSidebar: boolean;
  /** The page's outline, when it has headings. */
  outline?: OutlineProps;
  className?: string;
};

/** The button that opens the menu drawer on the page's sidebar. */
function MenuButton(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.menuButton)}
      aria-expanded={shown}
      data-sidebar-menu=""
      onClick={toggle}>
      {translate({
        id: 'sidebarMenuBar.menuButton',
        message: 'Menu',
        description:
          'The button of the bar under the navbar that opens the sidebar on narrow screens',
      })}
    </button>
  );
}

/**
 * The 46 px sidebar menu bar under the navbar (CONTRIBUTING.md, Layout): at 960 px or
 * less it holds the menu button that opens the sidebar; at 1280 px or less
 * it holds the local outline of a page with headings (and the menu button);
 * at its right end, the scroll-to-top button once the reader has scrolled.
 * The server-rendered bar is laid out by the same rules in CSS.
 */
export default function SidebarMenuBar({
  hasSidebar,
  outline,
  className,
}: Props): ReactNode {
  const range = useViewportRange();
  const hasOutline = outline !== undefined && outline.toc.length > 0;
  if (
    (!hasSidebar && !hasOutline) ||
    (range !== 'ssr' && !showsMenuBar(range, hasOutline))
  ) {
    return null;
  }
  return (
    <div
      className={clsx(styles.bar, className)}
      data-sidebar-menu-bar=""
      data-has-sidebar={hasSidebar ? '' : undefined}
      data-has-outline={hasOutline ? '' : undefined}
      {...NEEDS_JS}>
      {hasSidebar ? <MenuButton /> : <span />}
      {hasOutline && <LocalOutline {...outline} className={styles.outline} />}
      <BarScrollToTop />
    </div>
  );
}
