import React, {useRef, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import Translate, {translate} from '@docusaurus/Translate';
import {NO_JS_ONLY} from '@site/src/data/noJs';
import {DIAGRAM_DRAW_MARGIN} from '@site/src/data/readerSettings';
import {useDiagramFit} from '@site/src/hooks/useDiagramFit';
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
 * which only the no-JavaScript stylesheet shows. The drawing keeps its
 * natural size, so labels stay readable on a phone; a column narrower than
 * the diagram scrolls sideways, as a focusable region (useDiagramFit).
 * While the drawing arrives, a heading below it that the address links to
 * (`#heading`) stays where the reader sees it (useKeepHashTarget).
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, DIAGRAM_DRAW_MARGIN);
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useDiagramFit(scroller, near);
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
          <div
            ref={scroller}
            className={styles.scroller}
            data-diagram-scrolls={scrolls ? '' : undefined}
            {...(scrolls && {
              role: 'region',
              tabIndex: 0,
              'aria-label': translate({
                id: 'mermaid.scroller.label',
                message: 'Diagram (scrolls sideways)',
                description:
                  'Accessible name of a diagram wider than the column, which the reader scrolls sideways',
              }),
            })}>
            <Mermaid {...props} />
          </div>
        )}
      </div>
    </>
  );
}
