import type {ClientModule} from '@docusaurus/types';
import {openTarget} from '../lib/openTarget';

/**
 * After every navigation, opens the folded parts around the target of the
 * location's `#anchor` (src/lib/openTarget.ts): the site's own navigation
 * to another page scrolls to it without opening them.
 */
const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    openTarget(document, location.hash);
  },
};

export default clientModule;
