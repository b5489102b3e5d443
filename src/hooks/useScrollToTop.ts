import {useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {
  NAVBAR_SCROLL_THROTTLE_MS,
  SCROLL_TO_TOP_THRESHOLD_PX,
} from '../data/readerSettings';
import {showsScrollToTop} from '../lib/scroll';
import {throttle} from '../lib/throttle';

/**
 * CONTRIBUTING.md, Layout: whether the scroll-to-top button shows (once the reader has
 * scrolled) and what it does (back to the top, smoothly unless the reader
 * prefers less motion).
 */
export function useScrollToTop(): {shown: boolean; scrollToTop: () => void} {
  const [shown, setShown] = useState(false);
  const {pathname} = useLocation();
  useEffect(() => {
    const update = () =>
      setShown(showsScrollToTop(window.scrollY, SCROLL_TO_TOP_THRESHOLD_PX));
    const onScroll = throttle(update, NAVBAR_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, {passive: true});
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [pathname]);
  const scrollToTop = () => {
    const reduce = window.matchMedia(
      '(prefers-reduced-motion: reduce)',
    ).matches;
    window.scrollTo({top: 0, behavior: reduce ? 'auto' : 'smooth'});
  };
  return {shown, scrollToTop};
}
