import useIsBrowser from '@docusaurus/useIsBrowser';
import {isApplePlatform} from '../lib/search/keys';

/**
 * Whether the reader is on an Apple platform; undefined until the page is
 * hydrated (the server cannot know, and the first render must match it).
 */
export function useApplePlatform(): boolean | undefined {
  return useIsBrowser()
    ? isApplePlatform(navigator.platform, navigator.userAgent)
    : undefined;
}
