import {useLayoutEffect, useRef, useState, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Whether this render hydrates server HTML (the client's first render). */
function isHydrating(isBrowser: boolean): boolean {
  return typeof window !== 'undefined' && !isBrowser;
}

/**
 * For a block whose server HTML is many small elements that never change
 * while the colours they were drawn in stay the same (a code block's
 * highlighted lines): true while the page keeps the server's elements
 * instead of hydrating them, false once it must draw them itself.
 *
 * It is true only for a component that hydrates, drawn in `colorMode`, and
 * stays true until `colorMode` first differs from that one (the lines'
 * inline colours belong to it) or the element the ref points at turns out
 * empty after mounting (React drew the page anew, without server HTML).
 * Once false it stays false: the kept elements are gone by then.
 * A component mounted after hydration (a page change) draws its own.
 */
export function useKeptServerLines<T extends Element>(
  colorMode: string,
): [keeps: boolean, ref: RefObject<T | null>] {
  const isBrowser = useIsBrowser();
  const [hydratedIn] = useState(() =>
    isHydrating(isBrowser) ? colorMode : null,
  );
  const [given, setGiven] = useState(false);
  const keeps = hydratedIn === colorMode && !given;
  if (hydratedIn !== null && !given && !keeps) {
    // The colours changed: the kept lines are wrong from this render on.
    setGiven(true);
  }
  const ref = useRef<T | null>(null);
  useLayoutEffect(() => {
    if (keeps && ref.current?.firstChild === null) {
      setGiven(true);
    }
  }, [keeps]);
  return [keeps, ref];
}
