import {useSyncExternalStore} from 'react';
import {
  VIEWPORT_RANGES,
  atMost,
  rangeFromMedia,
  type ViewportRange,
} from '../lib/readerLayout';

const QUERIES = VIEWPORT_RANGES.filter(
  (range): range is Exclude<ViewportRange, 'wide'> => range !== 'wide',
).map(atMost);

function subscribe(onChange: () => void): () => void {
  const lists = QUERIES.map((query) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () =>
    lists.forEach((list) => list.removeEventListener('change', onChange));
}

/** The viewport's layout range now, from its media queries (browser only). */
export function currentViewportRange(): ViewportRange {
  return rangeFromMedia((query) => window.matchMedia(query).matches);
}

/**
 * The layout range of the viewport (src/lib/readerLayout.ts), from the same
 * media queries as the CSS. `ssr` while the page is rendered on the server
 * and during hydration, so the first client render matches the HTML; the
 * CSS lays that HTML out for the real width meanwhile.
 */
export function useViewportRange(): ViewportRange | 'ssr' {
  return useSyncExternalStore<ViewportRange | 'ssr'>(
    subscribe,
    currentViewportRange,
    () => 'ssr',
  );
}

/**
 * Whether the viewport does not show a part that only some layout ranges
 * show (`shows`), even while hydrating, when useViewportRange still says
 * `ssr`: then the part is removed right after hydration. False on the
 * server, which renders every part.
 */
export function useHiddenByViewport(
  shows: (range: ViewportRange) => boolean,
): boolean {
  const range = useViewportRange();
  if (typeof window === 'undefined') {
    return false;
  }
  return !shows(range === 'ssr' ? currentViewportRange() : range);
}
