/**
 * Test double for @docusaurus/useGlobalData: the search plugin's data
 * (src/plugins/search-index) as a build gives it.
 */
export const TEST_SEARCH_INDEX_URL = 'search-index.json?_=test';

export function usePluginData(name: string): unknown {
  return name === '@easyops-cn/docusaurus-search-local'
    ? {indexUrl: TEST_SEARCH_INDEX_URL}
    : undefined;
}

export default function useGlobalData(): Record<string, unknown> {
  return {};
}
