import type {NavbarHideSetting} from '../data/readerSettings';
import {throttle} from './throttle';

/**
 * What the page does as the reader scrolls (CONTRIBUTING.md, Layout): the navbar hides
 * while scrolling down (by the navbar hide setting), the scroll-to-top
 * button appears once the reader has scrolled, and the outline marks the
 * heading being read.
 */

/**
 * Attribute set on `<html>` while the navbar is scrolled away; the CSS then
 * lets the sticky bars and outline take its place at the top.
 */
export const NAVBAR_SCROLLED_AWAY_ATTRIBUTE = 'data-navbar-scrolled-away';

export type NavbarScroll = {
  setting: NavbarHideSetting;
  /**
   * Scroll position at the scroll event before the latest one (the
   * direction of the latest movement, even when updates are throttled).
   */
  previousY: number;
  /** Current scroll position. */
  y: number;
  /** The navbar's height: above it the navbar always shows. */
  navbarHeight: number;
  /** A menu of the navbar (the drawer or a dropdown) is open: the navbar stays. */
  menuOpen: boolean;
  /** Whether the navbar was visible before this scroll event. */
  visible: boolean;
};

/** Whether the navbar is visible after a scroll event. */
export function navbarVisibleAfterScroll(scroll: NavbarScroll): boolean {
  const {setting, previousY, y, navbarHeight, menuOpen, visible} = scroll;
  if (setting === 'never' || menuOpen || y <= navbarHeight) {
    return true;
  }
  if (y > previousY) {
    return false;
  }
  if (y < previousY) {
    return true;
  }
  return visible;
}

export type NavbarScrollWatcher = {
  /** Call on every scroll event with the page's scroll position. */
  onScroll: (y: number) => void;
  /** The navbar is visible again (a new page). */
  reset: () => void;
  /** Drops a pending update. */
  cancel: () => void;
};

/**
 * Follows scroll events for the navbar (CONTRIBUTING.md, Layout): every event records
 * the position before it, and the update, throttled to `waitMs`, decides
 * from the latest movement, so a short scroll back up between two updates
 * is not mistaken for more scrolling down. `onChange` gets each decision.
 */
export function watchNavbarScroll(options: {
  setting: NavbarHideSetting;
  waitMs: number;
  initialY: number;
  navbarHeight: () => number;
  menuOpen: () => boolean;
  onChange: (visible: boolean) => void;
}): NavbarScrollWatcher {
  const positions = {before: options.initialY, now: options.initialY};
  let visible = true;
  const update = throttle(() => {
    visible = navbarVisibleAfterScroll({
      setting: options.setting,
      previousY: positions.before,
      y: positions.now,
      navbarHeight: options.navbarHeight(),
      menuOpen: options.menuOpen(),
      visible,
    });
    options.onChange(visible);
  }, options.waitMs);
  return {
    onScroll(y) {
      positions.before = positions.now;
      positions.now = y;
      update();
    },
    reset() {
      visible = true;
    },
    cancel: update.cancel,
  };
}

/** CONTRIBUTING.md, Layout: the scroll-to-top button appears once the reader has scrolled. */
export function showsScrollToTop(y: number, thresholdPx: number): boolean {
  return y > thresholdPx;
}

/**
 * The heading being read, from the headings' distances to the viewport top
 * (in document order): the first heading at or below `offset` (the height
 * covered by the navbar and bars) when it is in the upper half of the
 * viewport, else the heading before it, whose section fills the screen.
 * Past the last heading, the last one. -1 before the first heading.
 */
export function activeHeadingIndex(
  tops: readonly number[],
  offset: number,
  viewportHeight: number,
): number {
  const next = tops.findIndex((top) => top >= offset);
  if (next === -1) {
    return tops.length - 1;
  }
  if (tops[next]! < viewportHeight / 2) {
    return next;
  }
  return next - 1;
}
