import {useEffect, type RefObject} from 'react';
import {sidebarScrollTop} from '../lib/sidebarScroll';

/**
 * Scrolls the sidebar list inside `container` so the current page's link
 * shows, when the page loads and on every page change (`path`), while
 * `active` (a list that is shown). Only the list scrolls, never the window.
 */
export function useActiveLinkInView(
  container: RefObject<HTMLElement | null>,
  path: string,
  active: boolean,
): void {
  useEffect(() => {
    if (active) {
      scrollToActiveLink(
        container.current?.querySelector<HTMLElement>('nav.menu') ?? null,
      );
    }
  }, [container, path, active]);
}

/** Scrolls `list` (a scrolling menu) so its current page's link shows. */
function scrollToActiveLink(list: HTMLElement | null): void {
  const link = list?.querySelector<HTMLElement>(
    'a.menu__link[aria-current="page"]',
  );
  if (!list || !link) {
    return;
  }
  list.scrollTop = sidebarScrollTop(
    list.getBoundingClientRect(),
    link.getBoundingClientRect(),
    list.scrollTop,
  );
}

/**
 * The menu drawer's copy of the sidebar: each time the drawer opens
 * (`shown`), its panels scroll so the current page's link shows, as the
 * sidebar column does (the drawer renders its panels on opening).
 */
export function useDrawerLinkInView(shown: boolean): void {
  useEffect(() => {
    if (!shown) {
      return undefined;
    }
    const frame = requestAnimationFrame(() => {
      document
        .querySelectorAll<HTMLElement>('.navbar-sidebar .navbar-sidebar__item')
        .forEach(scrollToActiveLink);
    });
    return () => cancelAnimationFrame(frame);
  }, [shown]);
}
