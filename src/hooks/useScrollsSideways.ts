import {useEffect, useState, type RefObject} from 'react';
import {overflows} from '../lib/diagramFit';

/**
 * Whether the box in `ref` is narrower than its content, so that it
 * scrolls sideways. Checked again when the box or its content changes size
 * (a narrower window, a web font that arrives late).
 *
 * The first check is the observer's first report, which comes with the
 * next frame, once the page is laid out: measuring while mounting made the
 * browser lay the page out in the middle of hydration, once per table (a
 * tenth of a widget page's blocking time on a phone).
 */
export function useScrollsSideways(
  ref: RefObject<HTMLElement | null>,
): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) {
      return undefined;
    }
    const measure = () =>
      setScrolls(overflows(box.scrollWidth, box.clientWidth));
    const resizes = new ResizeObserver(measure);
    resizes.observe(box);
    Array.from(box.children).forEach((child) => resizes.observe(child));
    return () => resizes.disconnect();
  }, [ref]);
  return scrolls;
}
