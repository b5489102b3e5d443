import {useEffect, type RefObject} from 'react';
import {sidebarScrollTop} from '../lib/sidebarScroll';

/**
 * Scrolls the sidebar list inside `container` so the current page's link
 * shows, when the page loads and on every page change (`path`). Only the
 * list scrolls, never the window.
 */
export function useActiveLinkInView(
  container: RefObject<HTMLElement | null>,
  path: string,
): void {
  useEffect(() => {
    const list = container.current?.querySelector<HTMLElement>('nav.menu');
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
  }, [container, path]);
}
