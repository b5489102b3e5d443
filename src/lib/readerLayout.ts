/**
 * Which parts of the page layout a width shows (CONTRIBUTING.md, Layout), from the
 * widths of src/data/breakpoints.ts. Components ask these functions; the
 * site's CSS applies the same rules with the same media queries.
 */
import {
  MENU_MAX_WIDTH,
  MOBILE_MAX_WIDTH,
  OUTLINE_MENU_MAX_WIDTH,
} from '../data/breakpoints';

/**
 * The four width ranges of the layout, narrowest first:
 * - `mobile` (≤ 768): navbar items behind the hamburger, navbar 56 px;
 * - `narrow` (≤ 960): navbar items in the navbar, sidebar behind the menu
 *   button of the sidebar menu bar;
 * - `medium` (≤ 1280): sidebar beside the content, the outline of a page
 *   with headings behind the sidebar menu bar;
 * - `wide`: sidebar and outline columns beside the content.
 */
export const VIEWPORT_RANGES = ['mobile', 'narrow', 'medium', 'wide'] as const;
export type ViewportRange = (typeof VIEWPORT_RANGES)[number];

/** Upper bound (inclusive) of each range but the widest. */
const RANGE_MAX_WIDTH = {
  mobile: MOBILE_MAX_WIDTH,
  narrow: MENU_MAX_WIDTH,
  medium: OUTLINE_MENU_MAX_WIDTH,
} as const;

/** The range a viewport width (CSS pixels) falls in. */
export function viewportRange(width: number): ViewportRange {
  if (width <= MOBILE_MAX_WIDTH) {
    return 'mobile';
  }
  if (width <= MENU_MAX_WIDTH) {
    return 'narrow';
  }
  if (width <= OUTLINE_MENU_MAX_WIDTH) {
    return 'medium';
  }
  return 'wide';
}

/**
 * The media query matching a range and every narrower one, as the CSS
 * writes it: `atMost('mobile')` is `(max-width: 768px)`.
 */
export function atMost(range: Exclude<ViewportRange, 'wide'>): string {
  return `(max-width: ${RANGE_MAX_WIDTH[range]}px)`;
}

/** The range of a viewport from the media queries `atMost` gives. */
export function rangeFromMedia(
  matches: (query: string) => boolean,
): ViewportRange {
  if (matches(atMost('mobile'))) {
    return 'mobile';
  }
  if (matches(atMost('narrow'))) {
    return 'narrow';
  }
  if (matches(atMost('medium'))) {
    return 'medium';
  }
  return 'wide';
}

function rank(range: ViewportRange): number {
  return VIEWPORT_RANGES.indexOf(range);
}

/** Mobile layout: the navbar's items are behind the hamburger. */
export function isMobile(range: ViewportRange): boolean {
  return range === 'mobile';
}

/** The sidebar is a column beside the content (not behind the menu). */
export function showsSidebarColumn(range: ViewportRange): boolean {
  return rank(range) > rank('narrow');
}

/** The outline is a column beside the content (CONTRIBUTING.md, Layout: only above 1280). */
export function showsOutlineColumn(
  range: ViewportRange,
  hasOutline: boolean,
): boolean {
  return hasOutline && range === 'wide';
}

/**
 * CONTRIBUTING.md, Layout: the menu button (in the sidebar menu bar under the navbar)
 * appears at 960 px or less, or at 1280 px or less when the page has
 * headings; the bar then also holds the page's local outline.
 */
export function showsMenuBar(
  range: ViewportRange,
  hasOutline: boolean,
): boolean {
  return rank(range) <= rank('narrow') || (hasOutline && range === 'medium');
}

/**
 * The navbar's menu drawer can be opened (by the hamburger or by the menu
 * button) in this range, so it is rendered.
 */
export function canOpenMenu(range: ViewportRange): boolean {
  return range !== 'wide';
}

/**
 * CONTRIBUTING.md, Layout: the mobile menu closes when the window widens out of the mobile
 * range (768 px or more); any widening across a breakpoint closes it, since
 * the layout the menu stood in for changes.
 */
export function closesMenuOnResize(
  before: ViewportRange,
  after: ViewportRange,
): boolean {
  return rank(after) > rank(before);
}
