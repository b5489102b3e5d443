import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

/** The desktop outline with the spec's `ON THIS PAGE` title above it. */
export default function TOCWrapper(props: Props): ReactNode {
  const title = translate({
    id: 'theme.TOCCollapsible.toggleButtonLabel',
    message: 'On this page',
    description:
      'The label used by the button on the collapsible TOC component',
  });
  return (
    <nav
      className={clsx(styles.outline, 'thin-scrollbar')}
      aria-label={title}
      data-outline="desktop">
      <p className={styles.title}>{title}</p>
      <TOC {...props} className={clsx(props.className, styles.items)} />
    </nav>
  );
}
