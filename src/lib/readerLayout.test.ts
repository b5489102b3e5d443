import {
  MENU_MAX_WIDTH,
  MOBILE_MAX_WIDTH,
  OUTLINE_MENU_MAX_WIDTH,
} from '../data/breakpoints';
import {
  atMost,
  canOpenMenu,
  closesMenuOnResize,
  isMobile,
  rangeFromMedia,
  showsMenuBar,
  showsOutlineColumn,
  showsSidebarColumn,
  viewportRange,
  VIEWPORT_RANGES,
} from './readerLayout';

/** The widths the browser tests use, and what CONTRIBUTING.md, Layout expects of them. */
const WIDTHS = [
  {width: 700, range: 'mobile'},
  {width: 768, range: 'mobile'},
  {width: 769, range: 'narrow'},
  {width: 800, range: 'narrow'},
  {width: 960, range: 'narrow'},
  {width: 961, range: 'medium'},
  {width: 1000, range: 'medium'},
  {width: 1200, range: 'medium'},
  {width: 1280, range: 'medium'},
  {width: 1281, range: 'wide'},
  {width: 1400, range: 'wide'},
] as const;

describe('viewportRange', () => {
  it.each(WIDTHS)('puts $width px in $range', ({width, range}) => {
    expect(viewportRange(width)).toBe(range);
  });

  it('agrees with the media queries the CSS uses', () => {
    for (const {width, range} of WIDTHS) {
      const matches = (query: string) => {
        const max = Number(/max-width: (\d+)px/.exec(query)?.[1]);
        return width <= max;
      };
      expect(rangeFromMedia(matches)).toBe(range);
    }
  });

  it('writes media queries from the constants', () => {
    expect(atMost('mobile')).toBe(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
    expect(atMost('narrow')).toBe(`(max-width: ${MENU_MAX_WIDTH}px)`);
    expect(atMost('medium')).toBe(`(max-width: ${OUTLINE_MENU_MAX_WIDTH}px)`);
  });
});

describe('layout decisions', () => {
  it('keeps the navbar items in the navbar above 768 px', () => {
    expect(isMobile(viewportRange(700))).toBe(true);
    expect(isMobile(viewportRange(800))).toBe(false);
  });

  it('shows the menu button at 960 px or less, or 1280 px or less with headings', () => {
    const shows = (width: number, headings: boolean) =>
      showsMenuBar(viewportRange(width), headings);
    expect([700, 800, 1000, 1200, 1400].map((w) => shows(w, true))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect([700, 800, 1000, 1200, 1400].map((w) => shows(w, false))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('shows the outline column only above 1280 px, and only with headings', () => {
    expect(showsOutlineColumn(viewportRange(1200), true)).toBe(false);
    expect(showsOutlineColumn(viewportRange(1400), true)).toBe(true);
    expect(showsOutlineColumn(viewportRange(1400), false)).toBe(false);
  });

  it('shows the sidebar beside the content above 960 px', () => {
    expect(showsSidebarColumn(viewportRange(800))).toBe(false);
    expect(showsSidebarColumn(viewportRange(1000))).toBe(true);
  });

  it('renders the menu drawer wherever a button can open it', () => {
    for (const range of VIEWPORT_RANGES) {
      expect(canOpenMenu(range)).toBe(
        showsMenuBar(range, true) || isMobile(range),
      );
    }
  });

  it('closes the menu when the window widens across a breakpoint', () => {
    expect(closesMenuOnResize('mobile', 'narrow')).toBe(true);
    expect(closesMenuOnResize('mobile', 'wide')).toBe(true);
    expect(closesMenuOnResize('medium', 'wide')).toBe(true);
    expect(closesMenuOnResize('mobile', 'mobile')).toBe(false);
    expect(closesMenuOnResize('narrow', 'mobile')).toBe(false);
  });
});
