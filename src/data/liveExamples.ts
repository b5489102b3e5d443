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
 * How long the page waits for the first frame before it gives up and
 * keeps the picture (a frame whose page fails to load sends no message).
 */
export const LIVE_START_TIMEOUT_MS = 60_000;

/** The `source` of every message the host page (src/live/host.js) posts. */
export const LIVE_MESSAGE_SOURCE = 'makepad-live';
