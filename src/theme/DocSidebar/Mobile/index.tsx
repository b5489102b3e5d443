// Ejected from @docusaurus/theme-classic DocSidebar/Mobile: the drawer's
// menu gets the sidebar's props as one value. NavbarSecondaryMenuFiller
// memoizes its props by sorting their keys with localeCompare, whose
// first use on a page loads the browser's collation data (30–48 ms of a
// phone's main thread at 4× CPU slowdown, while hydrating); one key is
// never compared. CHANGED marks the change.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {
  NavbarSecondaryMenuFiller,
  type NavbarSecondaryMenuComponent,
  ThemeClassNames,
} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

/** CHANGED: the sidebar's props, as one value. */
type MenuProps = {readonly sidebarProps: Props};

const DocSidebarMobileSecondaryMenu: NavbarSecondaryMenuComponent<
  MenuProps
> = ({sidebarProps: {sidebar, path}}) => {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // Only a category with a page of its own closes the drawer.
          if (item.type === 'category' && item.href) {
            mobileSidebar.toggle();
          }
          if (item.type === 'link') {
            mobileSidebar.toggle();
          }
        }}
        level={1}
      />
    </ul>
  );
};

function DocSidebarMobile(props: Props): ReactNode {
  return (
    <NavbarSecondaryMenuFiller
      component={DocSidebarMobileSecondaryMenu}
      props={{sidebarProps: props}}
    />
  );
}

export default React.memo(DocSidebarMobile);
