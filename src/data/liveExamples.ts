/**
 * The live examples: Makepad's widget gallery compiled to WebAssembly
 * (scripts/build-live.mjs), started in a frame on the widget pages.
 */

/** Name of the plugin that publishes the package (src/plugins/live-examples). */
export const LIVE_PLUGIN_NAME = 'live-examples';

/** Folder of the package in the build, below the site's base URL. */
export const LIVE_FOLDER = 'live';

/** Where widget pictures live; a picture's name is its page's slug. */
export const WIDGET_PICTURE_PREFIX = '/img/widgets/';

/**
 * The apps of the live package, each a folder of listings/ built to
 * WebAssembly by scripts/build-live.mjs: the widget gallery, which shows
 * the example a widget page names, and the Chinese image viewer tutorial's
 * app at its last step a browser can run (step 20 reads a folder on disk).
 */
export const LIVE_APPS = ['widget-gallery', 'image-viewer-step-19'] as const;

/**
 * Where the pictures of the apps other than the gallery live, as
 * `<app>.png`; a page showing one gets that app live in its place.
 */
export const LIVE_APP_PICTURE_PREFIX = '/img/live/';

/**
 * The size each app's picture is drawn at (scripts/live-pictures.mjs, from
 * the live build itself: Makepad's native build in the kit has no Chinese
 * font), which is the size the app runs at in the page.
 */
export const LIVE_APP_PICTURES: Readonly<
  Record<string, {readonly width: number; readonly height: number}>
> = {
  'image-viewer-step-19': {width: 800, height: 520},
};

/**
 * How long the page waits for the first frame before it gives up and
 * keeps the picture (a frame whose page fails to load sends no message).
 */
export const LIVE_START_TIMEOUT_MS = 60_000;

/** The `source` of every message the host page (src/live/host.js) posts. */
export const LIVE_MESSAGE_SOURCE = 'makepad-live';
