// Ejected from @docusaurus/theme-classic DocSidebarItem/Link (3.10): internal
// sidebar links are an IntentLink (src/components/IntentLink), which loads a
// page's code when the reader points at, touches or focuses the link but not
// for every link in view, as @docusaurus/Link does. The change is marked
// CHANGED; the rest is the original.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import IntentLink from '@site/src/components/IntentLink';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type {Props} from '@theme/DocSidebarItem/Link';

import styles from './styles.module.css';

function LinkLabel({label}: {label: string}) {
  return <span className={styles.linkLabel}>{label}</span>;
}

export default function DocSidebarItemLink({
  item,
  onItemClick,
  activePath,
  level,
  index,
  ...props
}: Props): ReactNode {
  const {href, label, className, autoAddBaseUrl} = item;
  const isActive = isActiveSidebarItem(item, activePath);
  const isInternalLink = isInternalUrl(href);
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        'menu__list-item',
        className,
      )}
      key={label}>
      {isInternalLink ? (
        // CHANGED: internal links load their page's code on intent only.
        <IntentLink
          className={clsx('menu__link', {'menu__link--active': isActive})}
          aria-current={isActive ? 'page' : undefined}
          to={href}
          onClick={onItemClick ? () => onItemClick(item) : undefined}
          {...props}>
          <LinkLabel label={label} />
        </IntentLink>
      ) : (
        <Link
          className={clsx('menu__link', styles.menuExternalLink)}
          autoAddBaseUrl={autoAddBaseUrl}
          to={href}
          {...props}>
          <LinkLabel label={label} />
          <IconExternalLink />
        </Link>
      )}
    </li>
  );
}
