import type {ClientModule} from '@docusaurus/types';
import {
  HIDEABLE_PARTS,
  hiddenPartAttribute,
  hiddenParts,
} from '../lib/hiddenParts';

/** Applies the `?navbar=0` style query parameters after every navigation. */
const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const hidden = new Set(hiddenParts(location.search));
    for (const part of HIDEABLE_PARTS) {
      document.documentElement.toggleAttribute(
        hiddenPartAttribute(part),
        hidden.has(part),
      );
    }
  },
};

export default clientModule;
