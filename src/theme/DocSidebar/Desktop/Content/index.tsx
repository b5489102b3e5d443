import React, {useRef, type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveLinkInView} from '@site/src/hooks/useActiveLinkInView';
import {
  KEPT_SERVER_HTML,
  useKeptServerHtml,
} from '@site/src/hooks/useKeptServerHtml';
import {useHiddenByViewport} from '@site/src/hooks/useViewportRange';
import {showsSidebarColumn} from '@site/src/lib/readerLayout';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * The sidebar column, scrolled so the current page's link shows. Where the
 * viewport has no sidebar column, the page's HTML still holds it (the
 * server cannot know the width) and React removes it right after
 * hydrating: until then it keeps the server's list as it is instead of
 * hydrating every link of it (useKeptServerHtml).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const hidden = useHiddenByViewport(showsSidebarColumn);
  const keeps = useKeptServerHtml(container, hidden);
  useActiveLinkInView(container, props.path, !keeps);
  return keeps ? (
    <div ref={container} className={styles.contents} {...KEPT_SERVER_HTML} />
  ) : (
    <div ref={container} className={styles.contents}>
      <Content {...props} />
    </div>
  );
}
