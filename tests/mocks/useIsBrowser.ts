import {useSyncExternalStore} from 'react';

const subscribe = () => () => undefined;

/**
 * Test double of `@docusaurus/useIsBrowser`: `false` in a server render
 * (renderToString), `true` in the browser.
 */
export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
