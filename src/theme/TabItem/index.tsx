import React, {type ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {NO_JS_ONLY} from '@site/src/data/noJs';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TabItemType>;

/**
 * A tab panel that names its tab for readers without JavaScript
 * (CONTRIBUTING.md, Without JavaScript): they see every panel one after
 * the other, each under its tab's label, since the tabs cannot switch.
 */
export default function TabItemWrapper(props: Props): ReactNode {
  const {label, value, children} = props;
  return (
    <TabItem {...props}>
      <p className={styles.label} {...NO_JS_ONLY}>
        {label ?? value}
      </p>
      {children}
    </TabItem>
  );
}
