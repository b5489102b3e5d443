/** Test double: tests run after hydration, in the browser. */
export default function useIsBrowser(): boolean {
  return true;
}
