/**
 * Markers of the page without JavaScript (CONTRIBUTING.md, Without
 * JavaScript). Components put them on elements; the no-JavaScript stylesheet
 * (src/lib/noJsStyles.ts, in a `<noscript>` of every page) reads them.
 */

/**
 * On a control that does nothing until the page's JavaScript runs (the
 * hamburger, the search button, the appearance toggle, copy buttons, the
 * sidebar menu bar): without JavaScript it is hidden.
 */
export const NEEDS_JS_ATTRIBUTE = 'data-needs-js';

/** Spread on an element: `<button {...NEEDS_JS}>`. */
export const NEEDS_JS = {[NEEDS_JS_ATTRIBUTE]: ''} as const;

/**
 * On an element written for readers without JavaScript (a diagram's source,
 * a tab's label): hidden by the site's stylesheet, shown by the no-JavaScript
 * one, and left out of the search index.
 */
export const NO_JS_ONLY_ATTRIBUTE = 'data-no-js-only';

/** Spread on an element: `<figure {...NO_JS_ONLY}>`. */
export const NO_JS_ONLY = {[NO_JS_ONLY_ATTRIBUTE]: ''} as const;

/** On the row of a weekly page (sidebar, content, outline). */
export const BLOG_ROW_ATTRIBUTE = 'data-blog-row';

/** Spread on the row: `<div {...BLOG_ROW}>`. */
export const BLOG_ROW = {[BLOG_ROW_ATTRIBUTE]: ''} as const;
