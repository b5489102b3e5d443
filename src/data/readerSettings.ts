/**
 * Site settings of the reader experience (CONTRIBUTING.md, Behaviour the site
 * keeps): appearance, animations, delays and storage keys. Each lives here
 * once; components, the site configuration and the tests import them.
 */

/**
 * Appearance a first-time reader gets: `auto` follows the system
 * preference until the reader picks light or dark with the toggle.
 */
export const APPEARANCE: 'auto' | 'light' | 'dark' = 'auto';

/**
 * The toggle switches the theme with
 * a circular reveal, where the browser supports View Transitions and the
 * reader has no reduced-motion preference.
 */
export const ENABLE_APPEARANCE_ANIMATION = true;

/** Length of the circular reveal of the theme switch. */
export const APPEARANCE_ANIMATION_MS = 400;

/**
 * Local-storage key of the reader's light/dark choice. It is the key of
 * Docusaurus's colour-mode storage (theme-common `ColorModeStorageKey`); the
 * site keeps no other copy of the choice.
 */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Content animation flag: page changes swap the content
 * through a View Transition where the browser supports it and the reader
 * has no reduced-motion preference.
 */
export const ENABLE_CONTENT_ANIMATION = true;

/**
 * Event dispatched on `window` after each page change, once the new page's
 * content is in place (and its transition, if any, has finished). Code that
 * decorates the content (diagrams, previews, measurements) listens to it.
 */
export const RELOAD_CONTENT_EVENT = 'makepad-book:reload-content';

/**
 * Delay before the progress bar shows while a page loads. The bar
 * is theme-classic's nprogress client module, which uses this same value.
 */
export const PROGRESS_DELAY_MS = 200;

/** How long a code block's copy button shows its copied state. */
export const COPY_CONFIRMATION_MS = 2000;

/**
 * Tab groups shared across pages (CONTRIBUTING.md, Code blocks, tabs and
 * images): tabs with the same `groupId` switch together and the choice is
 * remembered in local storage under `docusaurus.tab.<groupId>` (theme-classic
 * Tabs).
 */
export const TAB_GROUPS = {
  packageManager: 'package-manager',
  os: 'os',
} as const;

/**
 * Navbar hide setting (CONTRIBUTING.md, Layout; src/lib/scroll.ts): `auto` hides the navbar
 * while the reader scrolls down a page and brings it back on the way up;
 * `never` keeps it in place. The site uses this setting, not the classic
 * theme's `navbar.hideOnScroll` (which has no throttle and no bars to move).
 */
export type NavbarHideSetting = 'auto' | 'never';
export const NAVBAR_HIDE: NavbarHideSetting = 'auto';

/** Scroll events that move the navbar are throttled to this (CONTRIBUTING.md, Layout). */
export const NAVBAR_SCROLL_THROTTLE_MS = 200;

/** Scroll events that move the outline's active heading (CONTRIBUTING.md, Layout). */
export const OUTLINE_SCROLL_THROTTLE_MS = 100;

/**
 * The scroll-to-top button appears once the page is scrolled further than
 * this (CONTRIBUTING.md, Layout: "once scrolled").
 */
export const SCROLL_TO_TOP_THRESHOLD_PX = 200;

/**
 * On `<html>`, "bar" while the scroll-to-top button sits in the sidebar
 * menu bar (src/components/BarScrollToTop); the floating button
 * (src/theme/BackToTopButton/styles.module.css) then stays hidden.
 */
export const SCROLL_TO_TOP_PLACE_ATTRIBUTE = 'data-scroll-to-top';

/**
 * A Mermaid diagram is drawn (and Mermaid's code fetched) once it comes this
 * close to the viewport, so a page's diagrams cost nothing until the reader
 * scrolls towards them (src/theme/Mermaid). A CSS length, as
 * IntersectionObserver's `rootMargin` takes it.
 */
export const DIAGRAM_DRAW_MARGIN = '600px';
