import React, {type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import {NO_JS_ONLY} from '@site/src/data/noJs';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/**
 * A diagram that stays readable without JavaScript (CONTRIBUTING.md,
 * Without JavaScript). Mermaid draws in the browser, so the server HTML
 * holds no picture; it holds the diagram's source instead, which only the
 * no-JavaScript stylesheet shows.
 */
export default function MermaidWrapper(props: Props): ReactNode {
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
      <Mermaid {...props} />
    </>
  );
}
