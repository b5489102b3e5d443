import React, {useCallback, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import Translate, {translate} from '@docusaurus/Translate';
import ZoomOverlay from '@site/src/components/ZoomOverlay';
import {NO_JS_ONLY} from '@site/src/data/noJs';
import {DIAGRAM_DRAW_MARGIN} from '@site/src/data/readerSettings';
import {useDiagramFit} from '@site/src/hooks/useDiagramFit';
import {useZoom, type ZoomTarget} from '@site/src/hooks/useImageZoom';
import {svgPicture} from '@site/src/lib/diagramFit';
import {useNearViewport} from '@site/src/hooks/useNearViewport';
import {useKeepHashTarget} from '@site/src/hooks/useKeepHashTarget';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/**
 * A Mermaid diagram, drawn when the reader nears it and readable without
 * JavaScript (CONTRIBUTING.md, Without JavaScript; Budgets). Mermaid's code
 * (about 190 KB) and its layout work wait until the diagram comes within
 * DIAGRAM_DRAW_MARGIN of the viewport. The server HTML holds no picture, as
 * Mermaid draws in the browser; it holds the diagram's source instead,
 * which only the no-JavaScript stylesheet shows. The drawing fits the
 * column; where that shows it smaller than Mermaid laid it out (labels too
 * small to read on a phone), a click on it or the button under it opens a
 * picture of it at its natural size in the image zoom, which a phone pans
 * (useDiagramFit).
 * While the drawing arrives, a heading below it that the address links to
 * (`#heading`) stays where the reader sees it (useKeepHashTarget).
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, DIAGRAM_DRAW_MARGIN);
  const drawing = useRef<HTMLDivElement>(null);
  const shrunk = useDiagramFit(drawing, near);
  const target = useCallback((): ZoomTarget | undefined => {
    const svg = drawing.current?.querySelector('svg');
    return svg && shrunk
      ? {
          origin: svg.getBoundingClientRect(),
          src: svgPicture(new XMLSerializer().serializeToString(svg)),
          natural: shrunk,
        }
      : undefined;
  }, [shrunk]);
  const zoom = useZoom(target);
  const label = translate({
    id: 'mermaid.zoom.label',
    message: 'The diagram at full size',
    description:
      'Accessible name of the picture of a diagram opened at its natural size',
  });
  // A linked heading below stays in place while the drawing arrives.
  useKeepHashTarget(place);
  return (
    <>
      <figure className={styles.source} {...NO_JS_ONLY}>
        <figcaption className={styles.caption}>
          <Translate
            id="mermaid.noJs.caption"
            description="Above the source of a diagram, shown instead of the drawing when JavaScript is off">
            Diagram source (Mermaid). With JavaScript on, it is drawn here.
          </Translate>
        </figcaption>
        <pre className={styles.code}>
          <code>{props.value}</code>
        </pre>
      </figure>
      <div ref={place} data-diagram={near ? 'drawn' : 'waiting'}>
        {near && (
          // A click is for the pointer; the keyboard and screen readers
          // have the button below (the drawing's own labels are its content).
          <div
            ref={drawing}
            className={clsx(shrunk && styles.zoomable)}
            data-diagram-shrunk={shrunk ? '' : undefined}
            onClick={shrunk ? zoom.open : undefined}>
            <Mermaid {...props} />
          </div>
        )}
        {shrunk && (
          <button
            type="button"
            className={clsx('clean-btn', styles.open)}
            data-diagram-open=""
            onClick={zoom.open}>
            {translate({
              id: 'mermaid.zoom.open',
              message: 'Open the diagram at full size',
              description:
                'Button under a diagram shown smaller than its natural size, which opens it at that size',
            })}
          </button>
        )}
        {zoom.state !== 'closed' && zoom.target && (
          <ZoomOverlay
            state={zoom.state}
            origin={zoom.target.origin}
            src={zoom.target.src}
            alt={label}
            natural={zoom.target.natural}
            onClose={zoom.close}
          />
        )}
      </div>
    </>
  );
}
