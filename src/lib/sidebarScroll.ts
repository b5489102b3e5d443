/**
 * Where the sidebar's list scrolls so the current page's link shows
 * (CONTRIBUTING.md, Navigation): unchanged when the link is already in
 * view, otherwise the link a third of the way down the visible list, so
 * that the pages before it stay in sight too.
 */

/** The vertical extent of an element (a `DOMRect`'s top and bottom). */
export type Extent = {readonly top: number; readonly bottom: number};

export function sidebarScrollTop(
  list: Extent,
  link: Extent,
  scrollTop: number,
): number {
  if (link.top >= list.top && link.bottom <= list.bottom) {
    return scrollTop;
  }
  const visible = list.bottom - list.top;
  return Math.max(0, scrollTop + (link.top - list.top) - visible / 3);
}
