import React, {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {
  KEPT_SERVER_HTML,
  useKeptServerHtml,
} from '@site/src/hooks/useKeptServerHtml';
import {useHiddenByViewport} from '@site/src/hooks/useViewportRange';
import {showsOutlineColumn} from '@site/src/lib/readerLayout';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

/** The outline column shows in this range (the column holds an outline). */
const showsColumn = (range: Parameters<typeof showsOutlineColumn>[0]) =>
  showsOutlineColumn(range, true);

/**
 * The desktop outline with the spec's `ON THIS PAGE` title above it. Where
 * the viewport has no outline column, React removes it right after
 * hydrating; until then it keeps the server's outline as it is instead of
 * hydrating it (useKeptServerHtml).
 */
export default function TOCWrapper(props: Props): ReactNode {
  const outline = useRef<HTMLElement>(null);
  const keeps = useKeptServerHtml(outline, useHiddenByViewport(showsColumn));
  const title = translate({
    id: 'theme.TOCCollapsible.toggleButtonLabel',
    message: 'On this page',
    description:
      'The label used by the button on the collapsible TOC component',
  });
  const navProps = {
    ref: outline,
    className: clsx(styles.outline, 'thin-scrollbar'),
    'aria-label': title,
    'data-outline': 'desktop',
  };
  return keeps ? (
    <nav {...navProps} {...KEPT_SERVER_HTML} />
  ) : (
    <nav {...navProps}>
      <p className={styles.title}>{title}</p>
      <TOC {...props} className={clsx(props.className, styles.items)} />
    </nav>
  );
}
