/**
 * The stylesheet of a page read without JavaScript (CONTRIBUTING.md, Without
 * JavaScript). The plugin src/plugins/no-js puts it in a `<noscript>` in the
 * head of every page, so a browser running the page's JavaScript never
 * applies it. The server-rendered HTML already holds the navbar's links, the
 * sidebar and the outline; what the theme hides at narrow widths to show
 * again through a menu (which needs JavaScript) is laid out in the page
 * instead:
 *   - at the mobile width the navbar's links wrap onto more lines in place
 *     of the hamburger's menu;
 *   - up to the menu width the sidebar follows the content (docs and weekly
 *     pages);
 *   - up to the outline width the outline comes before the content;
 *   - controls that need JavaScript are hidden; every tab panel shows, each
 *     under its label; diagrams show their source.
 */
import {
  MENU_MAX_WIDTH,
  MOBILE_MAX_WIDTH,
  OUTLINE_MENU_MAX_WIDTH,
} from '../data/breakpoints';
import {
  BLOG_ROW_ATTRIBUTE,
  NEEDS_JS_ATTRIBUTE,
  NO_JS_ONLY_ATTRIBUTE,
} from '../data/noJs';

const atMost = (width: number, rules: string): string =>
  `@media (max-width: ${width}px) {\n${rules}\n}`;

const ALWAYS = `
[${NEEDS_JS_ATTRIBUTE}] { display: none !important; }
[${NO_JS_ONLY_ATTRIBUTE}] { display: block !important; }
[role='tablist'] { display: none !important; }
[role='tabpanel'][hidden] { display: block !important; }
[role='tabpanel'] + [role='tabpanel'] { margin-top: var(--ifm-spacing-vertical); }
.dropdown--hoverable:focus-within > .dropdown__menu {
  opacity: 1; visibility: visible; transform: translateY(-1px);
}`;

const MOBILE = `
.navbar { height: auto; min-height: var(--ifm-navbar-height); position: static; }
.navbar__items { flex-wrap: wrap; }
.navbar__item { display: inline-block; }`;

const SIDEBAR_AFTER_CONTENT = `
div:has(> .theme-doc-sidebar-container) { flex-direction: column; }
.theme-doc-sidebar-container {
  display: block !important; order: 1; width: 100% !important;
  border-top: 1px solid var(--ifm-toc-border-color);
}
.theme-doc-sidebar-container > div, .theme-doc-sidebar-container nav {
  position: static; height: auto; max-height: none; padding-top: 0;
}
[${BLOG_ROW_ATTRIBUTE}] > aside {
  display: block !important; order: 1; flex: 0 0 100%; max-width: 100%;
  border-top: 1px solid var(--ifm-toc-border-color);
  padding-top: var(--ifm-spacing-vertical);
}
[${BLOG_ROW_ATTRIBUTE}] > aside > nav {
  display: block !important; position: static; max-height: none;
}`;

const OUTLINE_BEFORE_CONTENT = `
[data-outline='column'] {
  display: block !important; order: -1; flex: 0 0 100%; max-width: 100%;
  margin-bottom: var(--ifm-spacing-vertical);
}
[data-outline='column'] :is(nav, div) {
  display: block !important; position: static !important; max-height: none !important;
}`;

/** The whole stylesheet, minified only by dropping line breaks' indentation. */
export function noJsStyles(): string {
  return [
    ALWAYS,
    atMost(MOBILE_MAX_WIDTH, MOBILE),
    atMost(MENU_MAX_WIDTH, SIDEBAR_AFTER_CONTENT),
    atMost(OUTLINE_MENU_MAX_WIDTH, OUTLINE_BEFORE_CONTENT),
  ]
    .join('\n')
    .replace(/\n\s*/g, '\n')
    .trim();
}
