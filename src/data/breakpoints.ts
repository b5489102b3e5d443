/**
 * The page layout's widths and heights (CONTRIBUTING.md, Layout), written once. The
 * components read them through src/lib/readerLayout.ts; the CSS of the site
 * uses the same numbers in its media queries and custom properties
 * (src/lib/cssBreakpoints.test.ts checks that every CSS file agrees), and
 * the media queries of Infima and of the classic theme are rewritten to them
 * at build time (src/plugins/breakpoints, table in
 * src/lib/themeBreakpoints.ts).
 *
 * Each width is the largest width (in CSS pixels, inclusive) of its range:
 * `@media (max-width: 768px)` is mobile, `@media (min-width: 769px)` is not.
 */

/** Mobile: the navbar's items move into the hamburger's full-screen menu. */
export const MOBILE_MAX_WIDTH = 768;

/**
 * At or below this width the sidebar is not shown beside the content; the
 * sidebar menu bar's menu button opens it.
 */
export const MENU_MAX_WIDTH = 960;

/**
 * At or below this width a page with headings shows no outline column: the
 * outline moves into the sidebar menu bar (with the menu button).
 */
export const OUTLINE_MENU_MAX_WIDTH = 1280;

/**
 * At or below this width (of the viewport) the Sdf2d playground stacks its
 * picture above its editor; from 1000 px they stand side by side. The
 * viewport's width, not the column's: the doc column stays under 1000 px
 * at every width (sidebar, then outline beside it), and 1000 px is where
 * the column leaves room for the 320 px picture beside an editor about as
 * wide (src/components/SdfPreview/styles.module.css).
 */
export const PLAYGROUND_STACKED_MAX_WIDTH = 999;

/**
 * At or below this width (of the viewport) a widget example's picture (or
 * its live example) stands above its code; from 1000 px beside it, as the
 * playground's picture does (src/css/custom.css, `.example-picture`).
 */
export const EXAMPLE_STACKED_MAX_WIDTH = PLAYGROUND_STACKED_MAX_WIDTH;

/** Navbar height above the mobile width (CONTRIBUTING.md, Layout). */
export const NAVBAR_HEIGHT_PX = 72;

/** Navbar height at the mobile width or less (CONTRIBUTING.md, Layout). */
export const NAVBAR_MOBILE_HEIGHT_PX = 56;

/** Navbar height while hidden (`?navbar=0`, CONTRIBUTING.md, Layout). */
export const NAVBAR_HIDDEN_HEIGHT_PX = 0;

/** Height of the sidebar menu bar under the navbar (CONTRIBUTING.md, Layout). */
export const SIDEBAR_MENU_BAR_HEIGHT_PX = 46;
