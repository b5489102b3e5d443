import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {TAB_GROUPS} from '@site/src/data/readerSettings';
import {
  PACKAGE_MANAGERS,
  commandFor,
  taskFromProps,
  type PackageTaskProps,
} from '@site/src/lib/packageManagers';
import styles from './styles.module.css';

/**
 * One package command as tabs for npm, Yarn, pnpm and Bun (CONTRIBUTING.md, Code blocks, tabs and images). All
 * instances share the `package-manager` tab group: choosing a manager once
 * switches every such tab on the page and is remembered.
 *
 * - `<InstallTabs />` installs the project's dependencies (`npm ci`).
 * - `<InstallTabs packages="a b" dev />` adds packages.
 * - `<InstallTabs script="build" args="--locale zh" />` runs a script.
 */
export default function InstallTabs(props: PackageTaskProps): ReactNode {
  const task = taskFromProps(props);
  return (
    <Tabs groupId={TAB_GROUPS.packageManager} className={styles.managers}>
      {PACKAGE_MANAGERS.map((manager) => (
        <TabItem key={manager} value={manager} label={manager}>
          <CodeBlock language="shell">{commandFor(manager, task)}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
