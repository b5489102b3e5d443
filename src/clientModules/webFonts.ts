import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '../lib/idle';
import {fetchWebFonts, shouldFetchWebFonts} from '../lib/webFonts';

/** Where the browser has no requestIdleCallback, fetch this long after load. */
const FETCH_AFTER_LOAD_MS = 1000;

type NetworkInformation = {saveData?: boolean};

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function fetchAfterLoad(): void {
  const connection = (
    navigator as Navigator & {connection?: NetworkInformation}
  ).connection;
  if (
    !shouldFetchWebFonts(
      document.documentElement,
      connection?.saveData === true,
    )
  ) {
    return;
  }
  const start = () =>
    whenIdle(() => {
      void fetchWebFonts(document.fonts, localStorageOrNull());
    }, FETCH_AFTER_LOAD_MS);
  if (document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start, {once: true});
  }
}

/**
 * Web fonts from the cache only (src/lib/webFonts.ts): once the first page
 * of a visit has loaded and the browser is idle, fetch the font files for
 * the next page loads, unless this one already uses them or the reader
 * asked to save data.
 */
const clientModule: ClientModule = {
  onRouteDidUpdate({previousLocation}) {
    if (!previousLocation) {
      fetchAfterLoad();
    }
  },
};

export default clientModule;
