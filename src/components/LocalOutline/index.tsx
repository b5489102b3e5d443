import React, {
  useCallback,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import TOCItems, {type Props as TOCItemsProps} from '@theme/TOCItems';
import {useDismiss} from '@site/src/hooks/useDismiss';
import styles from './styles.module.css';

export type OutlineProps = {
  toc: TOCItemsProps['toc'];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
};

type Props = OutlineProps & {className?: string};

/**
 * The local outline of the sidebar menu bar (CONTRIBUTING.md, Layout): a button that opens
 * the page's headings under the bar. It closes on the button, on a click
 * outside it, on Escape, on choosing a heading and on a page change.
 */
export default function LocalOutline({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
  className,
}: Props): ReactNode {
  // Open on the page where the reader opened it: a page change closes it.
  const {pathname} = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = useCallback(() => setOpenOn(null), []);
  const container = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(container, open, close);

  const label = translate({
    id: 'theme.TOCCollapsible.toggleButtonLabel',
    message: 'On this page',
    description:
      'The label used by the button on the collapsible TOC component',
  });
  return (
    <div
      ref={container}
      className={clsx(styles.outline, className)}
      data-outline="local">
      <button
        type="button"
        className={clsx('clean-btn', styles.toggle, open && styles.open)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}>
        {label}
      </button>
      <nav
        id={panelId}
        aria-label={label}
        className={clsx(styles.panel, 'thin-scrollbar')}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) {
            close();
          }
        }}>
        <TOCItems
          toc={toc}
          minHeadingLevel={minHeadingLevel}
          maxHeadingLevel={maxHeadingLevel}
        />
      </nav>
    </div>
  );
}
