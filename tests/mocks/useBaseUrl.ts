/** Test double: the site is served from `/`. */
export default function useBaseUrl(path: string): string {
  return path;
}
