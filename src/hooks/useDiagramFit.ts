import {useEffect, useState, type RefObject} from 'react';
import {naturalWidth, overflows} from '../lib/diagramFit';

/**
 * Draws the diagram Mermaid renders into `ref` at its natural width (rule
 * in src/lib/diagramFit.ts) once `drawn`, and says whether the box then
 * scrolls sideways (it is made a focusable region then).
 */
export function useDiagramFit(
  ref: RefObject<HTMLElement | null>,
  drawn: boolean,
): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!drawn || !box) {
      return undefined;
    }
    const fit = () => {
      const svg = box.querySelector('svg');
      const width = svg ? naturalWidth(svg.style.maxWidth) : undefined;
      if (svg && width !== undefined) {
        svg.style.width = `${width}px`;
      }
      setScrolls(overflows(box.scrollWidth, box.clientWidth));
    };
    const mutations = new MutationObserver(fit);
    mutations.observe(box, {childList: true, subtree: true});
    const resizes = new ResizeObserver(fit);
    resizes.observe(box);
    fit();
    return () => {
      mutations.disconnect();
      resizes.disconnect();
    };
  }, [ref, drawn]);
  return scrolls;
}
