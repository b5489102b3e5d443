// Ejected from @docusaurus/theme-classic Navbar/MobileSidebar: the menu drawer
// is rendered wherever the site's breakpoints let a button open it (the
// hamburger at 768 px or less, the sidebar menu bar's menu button up to
// 1280 px), instead of below 996 px; it closes when the window widens across
// a breakpoint, on every page change and on Escape, which gives the focus
// back to the button that opened it (CONTRIBUTING.md, Layout); its menus are
// rendered from its first opening on, not with every page. Changes are
// marked "Makepad Book".
import React, {useEffect, useRef, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {
  useLockBodyScroll,
  useNavbarMobileSidebar,
} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';
import {useViewportRange} from '@site/src/hooks/useViewportRange';
import {canOpenMenu, closesMenuOnResize} from '@site/src/lib/readerLayout';
import {useDrawerLinkInView} from '@site/src/hooks/useActiveLinkInView';
import {useBuiltAfterOpening} from '@site/src/hooks/useBuiltAfterOpening';

/** Makepad Book: closes the open menu on a page change or a widening. */
function useCloseMenu(): void {
  const {shown, toggle} = useNavbarMobileSidebar();
  const range = useViewportRange();
  const {pathname} = useLocation();
  const last = useRef({range, pathname});
  useEffect(() => {
    const before = last.current;
    last.current = {range, pathname};
    if (!shown) {
      return;
    }
    const widened =
      before.range !== 'ssr' &&
      range !== 'ssr' &&
      closesMenuOnResize(before.range, range);
    if (widened || before.pathname !== pathname) {
      toggle();
    }
  }, [range, pathname, shown, toggle]);
}

/**
 * Makepad Book: closes the open menu on Escape, like every other overlay,
 * and gives the focus back to the control that had it when the menu opened
 * (the hamburger or the sidebar menu bar's menu button).
 */
function useCloseOnEscape(): void {
  const {shown, toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    if (!shown) {
      return undefined;
    }
    const opener =
      document.activeElement instanceof HTMLElement
        ? document.activeElement
        : null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) {
        return;
      }
      toggle();
      opener?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);
}

export default function NavbarMobileSidebar(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  useLockBodyScroll(mobileSidebar.shown);
  // Makepad Book: the site's breakpoints decide where the drawer exists.
  useCloseMenu();
  useCloseOnEscape();
  // Makepad Book: until the reader first opens the drawer, it is an empty
  // shell (which the opening slides in): its copy of the sidebar and the
  // navbar's items are hundreds of elements that every page load built
  // after hydration, unseen. They are built once the opening has been
  // painted, so the tap is answered first.
  const menusBuilt = useBuiltAfterOpening(mobileSidebar.shown);
  // Makepad Book: the drawer's sidebar opens at the current page.
  useDrawerLinkInView(mobileSidebar.shown && menusBuilt);
  const range = useViewportRange();
  const shouldRender =
    !mobileSidebar.disabled &&
    (mobileSidebar.shown || (range !== 'ssr' && canOpenMenu(range)));

  if (!shouldRender) {
    return null;
  }

  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={menusBuilt && <NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={menusBuilt && <NavbarMobileSidebarSecondaryMenu />}
    />
  );
}
