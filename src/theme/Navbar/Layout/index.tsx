// Ejected from @docusaurus/theme-classic Navbar/Layout: the navbar hides while
// scrolling down by the site's NAVBAR_HIDE setting with a 200 ms scroll
// throttle (useNavbarHiding, CONTRIBUTING.md, Layout) instead of `navbar.hideOnScroll`,
// and stays while its menu drawer or a dropdown is open. Changes are marked "Makepad Book".
import React, {useRef, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
import type {Props} from '@theme/Navbar/Layout';
import {useNavbarHiding} from '@site/src/hooks/useNavbarHiding';

import styles from './styles.module.css';

function NavbarBackdrop(props: ComponentProps<'div'>) {
  return (
    <div
      role="presentation"
      {...props}
      className={clsx('navbar-sidebar__backdrop', props.className)}
    />
  );
}

export default function NavbarLayout({children}: Props): ReactNode {
  const {
    navbar: {style},
  } = useThemeConfig();
  const mobileSidebar = useNavbarMobileSidebar();
  // Makepad Book: the site's own hide-on-scroll.
  const navbarRef = useRef<HTMLElement>(null);
  const isNavbarVisible = useNavbarHiding(navbarRef, mobileSidebar.shown);
  return (
    <nav
      ref={navbarRef}
      aria-label={translate({
        id: 'theme.NavBar.navAriaLabel',
        message: 'Main',
        description: 'The ARIA label for the main navigation',
      })}
      className={clsx(
        ThemeClassNames.layout.navbar.container,
        'navbar',
        'navbar--fixed-top',
        styles.navbarHideable,
        !isNavbarVisible && styles.navbarHidden,
        {
          'navbar--dark': style === 'dark',
          'navbar--primary': style === 'primary',
          'navbar-sidebar--show': mobileSidebar.shown,
        },
      )}>
      {children}
      <NavbarBackdrop onClick={mobileSidebar.toggle} />
      <NavbarMobileSidebar />
    </nav>
  );
}
