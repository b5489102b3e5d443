import {useLayoutEffect, useState, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Whether this render hydrates server HTML (the client's first render). */
function isHydrating(isBrowser: boolean): boolean {
  return typeof window !== 'undefined' && !isBrowser;
}

/**
 * The props that make React keep an element's server HTML: given empty
 * HTML, React neither renders nor hydrates the element's content, and
 * leaves the server's in place (without a warning for the difference).
 * Once the element gets children instead, React empties it first.
 */
export const KEPT_SERVER_HTML = {
  dangerouslySetInnerHTML: {__html: ''},
  suppressHydrationWarning: true,
} as const;

/**
 * For an element whose server HTML is many elements that need no React
 * while `right` holds: a code block's highlighted lines in the colours
 * they were drawn in, or a part of the page that the viewport does not
 * show and that is removed right after hydrating. While this returns
 * true, the component gives the element (in `ref`) KEPT_SERVER_HTML.
 *
 * True only for a component that hydrates while `right` holds, and until
 * `right` first fails or the element turns out empty after mounting
 * (React drew the page anew, without server HTML). Once false it stays
 * false: the kept elements are gone by then, and the component draws its
 * own. A component mounted after hydration (a page change) draws its own.
 */
export function useKeptServerHtml(
  ref: RefObject<Element | null>,
  right: boolean,
): boolean {
  const isBrowser = useIsBrowser();
  const [hydratedRight] = useState(() => isHydrating(isBrowser) && right);
  const [given, setGiven] = useState(false);
  const keeps = hydratedRight && right && !given;
  if (hydratedRight && !given && !keeps) {
    // What the server wrote is wrong from this render on.
    setGiven(true);
  }
  useLayoutEffect(() => {
    if (keeps && ref.current?.firstChild === null) {
      setGiven(true);
    }
  }, [keeps, ref]);
  return keeps;
}
