import type {ClientModule} from '@docusaurus/types';
import {loadingOnIntentOnly} from '../lib/intentPrefetch';

/**
 * Links load a page's code when the reader points at, touches or focuses
 * them, not when they scroll into view (src/lib/intentPrefetch.ts). Applied
 * once the first page has rendered: `window.docusaurus` is set after the
 * client modules run, and links start watching the viewport only after
 * their first render.
 */
const clientModule: ClientModule = {
  onRouteDidUpdate({previousLocation}) {
    if (!previousLocation) {
      window.docusaurus = loadingOnIntentOnly(window.docusaurus);
    }
  },
};

export default clientModule;
