import {useEffect, useState, type RefObject} from 'react';
import {naturalWidth, shrinks} from '../lib/diagramFit';

/** The natural size of the diagram in a box, when the box shows it smaller. */
export type ShrunkDiagram = {width: number; height: number} | undefined;

/**
 * Watches the diagram Mermaid renders into `ref` once `drawn`: its natural
 * size (rule in src/lib/diagramFit.ts) while the column shows it smaller,
 * so that a tap can open it at that size; undefined while it fits.
 */
export function useDiagramFit(
  ref: RefObject<HTMLElement | null>,
  drawn: boolean,
): ShrunkDiagram {
  const [shrunk, setShrunk] = useState<ShrunkDiagram>(undefined);
  useEffect(() => {
    const box = ref.current;
    if (!drawn || !box) {
      return undefined;
    }
    const fit = () => {
      const svg = box.querySelector('svg');
      const width = svg ? naturalWidth(svg.style.maxWidth) : undefined;
      const shown = svg?.getBoundingClientRect();
      setShrunk(
        width !== undefined &&
          shown &&
          shown.width > 0 &&
          shrinks(width, box.clientWidth)
          ? {width, height: (shown.height * width) / shown.width}
          : undefined,
      );
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
  return shrunk;
}
