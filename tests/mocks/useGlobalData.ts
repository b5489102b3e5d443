/**
 * Test double for @docusaurus/useGlobalData: the search plugin's data
 * (src/plugins/search-index) as a build gives it, and the live examples'
 * (src/plugins/live-examples: a package at TEST_LIVE_BASE unless a test
 * calls setLiveBase).
 */
export const TEST_SEARCH_INDEX_URL = 'search-index.json?_=test';
export const TEST_LIVE_BASE = '/live/0123abcd/';

let liveBase: string | null = TEST_LIVE_BASE;

/** The live package's URL the next renders see (`null`: none built). */
export function setLiveBase(base: string | null): void {
  liveBase = base;
}

export function usePluginData(name: string): unknown {
  switch (name) {
    case '@easyops-cn/docusaurus-search-local':
      return {indexUrl: TEST_SEARCH_INDEX_URL};
    case 'live-examples':
      return {base: liveBase};
    default:
      return undefined;
  }
}

export default function useGlobalData(): Record<string, unknown> {
  return {};
}
