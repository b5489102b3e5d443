import {useEffect, type RefObject} from 'react';
import {hashTargetShift} from '../lib/diagramFit';

/**
 * Keeps the element the address's `#fragment` names where the reader sees
 * it while the box in `ref` (a diagram drawn late, above it) changes
 * height: a link to a heading below a diagram would otherwise land there,
 * then be pushed down by the drawing's height.
 */
export function useKeepHashTarget(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = ref.current;
    if (!box) {
      return undefined;
    }
    const target = (): HTMLElement | null => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const element = id ? document.getElementById(id) : null;
      // Only what follows the box moves when it grows.
      return element &&
        box.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING
        ? element
        : null;
    };
    let lastTop = target()?.getBoundingClientRect().top;
    const onScroll = () => {
      lastTop = target()?.getBoundingClientRect().top;
    };
    const resizes = new ResizeObserver(() => {
      const top = target()?.getBoundingClientRect().top;
      const shift = hashTargetShift(lastTop, top, window.innerHeight);
      if (shift !== 0) {
        window.scrollBy(0, shift);
      }
      lastTop = target()?.getBoundingClientRect().top;
    });
    resizes.observe(box);
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      resizes.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [ref]);
}
