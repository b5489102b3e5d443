import {useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {NAVBAR_HIDE, NAVBAR_SCROLL_THROTTLE_MS} from '../data/readerSettings';
import {
  NAVBAR_SCROLLED_AWAY_ATTRIBUTE,
  watchNavbarScroll,
  type NavbarScrollWatcher,
} from '../lib/scroll';

/**
 * Whether one of the navbar's dropdowns (the language menu) is open: Infima's
 * class on the item while Docusaurus's desktop dropdown shows its menu.
 */
function hasOpenDropdown(navbar: HTMLElement | null): boolean {
  return navbar?.querySelector('.dropdown--show') != null;
}

/**
 * CONTRIBUTING.md, Layout: whether the navbar is visible as the reader scrolls, by the
 * NAVBAR_HIDE setting, with scroll events throttled to 200 ms. It stays
 * while `menuOpen` (the menu drawer) or one of its dropdowns is open, so a
 * menu the reader opened never scrolls away from under the pointer, and it
 * comes back on every page change.
 */
export function useNavbarHiding(
  navbar: React.RefObject<HTMLElement | null>,
  menuOpen: boolean,
): boolean {
  const {pathname} = useLocation();
  // The page on which the navbar was scrolled away: a new page shows it.
  const [hiddenOn, setHiddenOn] = useState<string | null>(null);
  const latest = useRef({menuOpen, pathname});
  const watcher = useRef<NavbarScrollWatcher | null>(null);
  useEffect(() => {
    latest.current = {menuOpen, pathname};
  }, [menuOpen, pathname]);

  useEffect(() => {
    if (NAVBAR_HIDE === 'never') {
      return undefined;
    }
    const current = watchNavbarScroll({
      setting: NAVBAR_HIDE,
      waitMs: NAVBAR_SCROLL_THROTTLE_MS,
      initialY: window.scrollY,
      navbarHeight: () => navbar.current?.offsetHeight ?? 0,
      menuOpen: () =>
        latest.current.menuOpen || hasOpenDropdown(navbar.current),
      onChange: (visible) =>
        setHiddenOn(visible ? null : latest.current.pathname),
    });
    watcher.current = current;
    const onScroll = () => current.onScroll(window.scrollY);
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      window.removeEventListener('scroll', onScroll);
      current.cancel();
      watcher.current = null;
    };
  }, [navbar]);

  useEffect(() => {
    watcher.current?.reset();
  }, [pathname]);

  const shown = hiddenOn !== pathname || menuOpen;
  useEffect(() => {
    document.documentElement.toggleAttribute(
      NAVBAR_SCROLLED_AWAY_ATTRIBUTE,
      !shown,
    );
  }, [shown]);
  return shown;
}
