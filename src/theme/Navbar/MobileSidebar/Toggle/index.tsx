// Ejected from @docusaurus/theme-classic Navbar/MobileSidebar/Toggle: the
// hamburger opens the menu on the navigation items (CONTRIBUTING.md, Layout), even on a page
// whose sidebar fills the drawer's second panel; the sidebar menu bar's menu
// button opens that panel; without JavaScript the button is hidden (CONTRIBUTING.md,
// Without JavaScript). The changes are marked "Makepad Book".
import React, {type ReactNode} from 'react';
import {
  useNavbarMobileSidebar,
  useNavbarSecondaryMenu,
} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import IconMenu from '@theme/Icon/Menu';
import {NEEDS_JS} from '@site/src/data/noJs';

export default function MobileSidebarToggle(): ReactNode {
  const {toggle, shown} = useNavbarMobileSidebar();
  const secondaryMenu = useNavbarSecondaryMenu();
  return (
    <button
      onClick={() => {
        // Makepad Book: open on the primary menu (the navigation items).
        if (!shown) {
          secondaryMenu.hide();
        }
        toggle();
      }}
      aria-label={translate({
        id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
        message: 'Toggle navigation bar',
        description:
          'The ARIA label for hamburger menu button of mobile navigation',
      })}
      aria-expanded={shown}
      className="navbar__toggle clean-btn"
      type="button"
      // Makepad Book: hidden without JavaScript (the links show instead).
      {...NEEDS_JS}>
      <IconMenu />
    </button>
  );
}
