import React, {useRef, type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveLinkInView} from '@site/src/hooks/useActiveLinkInView';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** The sidebar column, scrolled so the current page's link shows. */
export default function ContentWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useActiveLinkInView(container, props.path);
  return (
    <div ref={container} className={styles.contents}>
      <Content {...props} />
    </div>
  );
}
