/**
 * Infima, the classic theme and the local search plugin switch their
 * layouts at a hard-coded 996 px (`max-width: 996px`, `min-width: 997px`).
 * The site's layout switches at the widths of src/data/breakpoints.ts
 * instead, so src/plugins/breakpoints rewrites those media queries at build
 * time: each stylesheet is assigned the breakpoint that the part it styles
 * follows. A stylesheet with a 996 px query that this table does not know
 * stops the build, so a theme upgrade cannot bring the old width back
 * unnoticed.
 */
import {
  MENU_MAX_WIDTH,
  MOBILE_MAX_WIDTH,
  OUTLINE_MENU_MAX_WIDTH,
} from '../data/breakpoints';

/** The breakpoint hard-coded by Infima and the classic theme. */
export const THEME_MAX_WIDTH = 996;

type Breakpoint = 'mobile' | 'menu' | 'outlineMenu';

const MAX_WIDTH: Record<Breakpoint, number> = {
  mobile: MOBILE_MAX_WIDTH,
  menu: MENU_MAX_WIDTH,
  outlineMenu: OUTLINE_MENU_MAX_WIDTH,
};

/**
 * Stylesheets (by the end of their path, `/` separated) and the breakpoint
 * their 996 px queries stand for.
 */
export const THEME_STYLESHEET_BREAKPOINTS: readonly (readonly [
  string,
  Breakpoint,
])[] = [
  // Navbar items and toggle, stacked grid columns, footer, hero.
  ['infima/dist/css/default/default.css', 'mobile'],
  ['infima/dist/css/default/default-rtl.css', 'mobile'],
  ['theme/Navbar/Content/styles.module.css', 'mobile'],
  ['theme/Navbar/Search/styles.module.css', 'mobile'],
  ['theme/SearchBar/SearchBar.module.css', 'mobile'],
  ['theme/SearchPage/SearchPage.module.css', 'mobile'],
  ['theme/AnnouncementBar/styles.module.css', 'mobile'],
  ['theme/EditMetaRow/styles.module.css', 'mobile'],
  // The sidebar column beside the content.
  ['theme/DocRoot/Layout/Sidebar/styles.module.css', 'menu'],
  ['theme/DocRoot/Layout/Sidebar/ExpandButton/styles.module.css', 'menu'],
  ['theme/DocRoot/Layout/Main/styles.module.css', 'menu'],
  ['theme/DocSidebar/Desktop/styles.module.css', 'menu'],
  ['theme/DocSidebar/Desktop/Content/styles.module.css', 'menu'],
  ['theme/DocSidebar/Desktop/CollapseButton/styles.module.css', 'menu'],
  ['theme/DocSidebarItem/Html/styles.module.css', 'menu'],
  ['theme/BlogSidebar/Desktop/styles.module.css', 'menu'],
  ['theme/DocCategoryGeneratedIndexPage/styles.module.css', 'menu'],
  // The outline column beside the content.
  ['theme/TOC/styles.module.css', 'outlineMenu'],
  ['theme/DocItem/TOC/Mobile/styles.module.css', 'outlineMenu'],
  ['theme/DocItem/Layout/styles.module.css', 'outlineMenu'],
];

const THEME_QUERY = /\((max|min)-width:\s*(996|997)px\)/g;

/** Whether a media query uses the theme's hard-coded breakpoint. */
export function usesThemeBreakpoint(params: string): boolean {
  return new RegExp(THEME_QUERY.source).test(params);
}

/** The breakpoint a stylesheet follows, or undefined when unknown. */
export function stylesheetBreakpoint(file: string): Breakpoint | undefined {
  const normalized = file.replace(/\\/g, '/');
  return THEME_STYLESHEET_BREAKPOINTS.find(([suffix]) =>
    normalized.endsWith(`/${suffix}`),
  )?.[1];
}

/**
 * The media query `params` of `file` with the theme's 996/997 px widths
 * replaced by the file's breakpoint (`max-width: 768px` / `min-width:
 * 769px`). Throws for a stylesheet with such a query that the table does
 * not list.
 */
export function rewriteThemeMediaQuery(params: string, file: string): string {
  if (!usesThemeBreakpoint(params)) {
    return params;
  }
  const breakpoint = stylesheetBreakpoint(file);
  if (!breakpoint) {
    throw new Error(
      `${file} switches its layout at ${THEME_MAX_WIDTH}px ("@media ${params}"): ` +
        'add it to THEME_STYLESHEET_BREAKPOINTS in src/lib/themeBreakpoints.ts.',
    );
  }
  const max = MAX_WIDTH[breakpoint];
  return params.replace(THEME_QUERY, (_query, side: string) =>
    side === 'max' ? `(max-width: ${max}px)` : `(min-width: ${max + 1}px)`,
  );
}
