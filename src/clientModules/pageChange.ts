import type {ClientModule} from '@docusaurus/types';
import {RELOAD_CONTENT_EVENT} from '../data/readerSettings';
import {pageChanges} from '../lib/pageChange';
import {isPageChange} from '../lib/viewTransitions';
import '../css/view-transitions.css';

/**
 * After each page change (CONTRIBUTING.md, Page changes): lets a waiting
 * content transition finish (src/components/PageTransition), then dispatches
 * RELOAD_CONTENT_EVENT on `window`. The progress bar of page loads is
 * theme-classic's own nprogress client module (PROGRESS_DELAY_MS).
 */
const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || !isPageChange(previousLocation, location)) {
      return;
    }
    pageChanges.routeDidUpdate(() => {
      window.dispatchEvent(new Event(RELOAD_CONTENT_EVENT));
    });
  },
};

export default clientModule;
