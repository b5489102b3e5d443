import {useEffect} from 'react';
import {OUTLINE_SCROLL_THROTTLE_MS} from '../data/readerSettings';
import {activeHeadingIndex} from '../lib/scroll';
import {throttle} from '../lib/throttle';

export type OutlineHighlight = {
  /** Class (or classes) every link of the outline has. */
  linkClassName: string;
  /** Class given to the link of the heading being read. */
  linkActiveClassName: string;
  minHeadingLevel: number;
  maxHeadingLevel: number;
};

/** The id a link of the outline points to. */
function targetId(link: HTMLAnchorElement): string {
  const hash = new URL(link.href).hash;
  return decodeURIComponent(hash.slice(1));
}

/**
 * CONTRIBUTING.md, Layout: the outline marks the heading being read as the reader scrolls
 * (scroll events throttled to 100 ms, CONTRIBUTING.md, Layout), with `linkActiveClassName`
 * and `aria-current="location"`. Off when `config` is undefined.
 */
export function useOutlineHighlight(
  config: OutlineHighlight | undefined,
): void {
  useEffect(() => {
    if (!config) {
      return undefined;
    }
    const {
      linkClassName,
      linkActiveClassName,
      minHeadingLevel,
      maxHeadingLevel,
    } = config;
    const selector = Array.from(
      {length: maxHeadingLevel - minHeadingLevel + 1},
      (_, i) => `h${minHeadingLevel + i}.anchor`,
    ).join(', ');

    const update = () => {
      const headings = Array.from(
        document.querySelectorAll<HTMLElement>(selector),
      );
      const navbar = document.querySelector('.navbar');
      const offset = Math.max(0, navbar?.getBoundingClientRect().bottom ?? 0);
      const active =
        headings[
          activeHeadingIndex(
            headings.map((heading) => heading.getBoundingClientRect().top),
            offset,
            window.innerHeight,
          )
        ];
      const links = Array.from(
        document.getElementsByClassName(linkClassName),
      ) as HTMLAnchorElement[];
      for (const link of links) {
        const isActive = active !== undefined && targetId(link) === active.id;
        link.classList.toggle(linkActiveClassName, isActive);
        if (isActive) {
          link.setAttribute('aria-current', 'location');
        } else {
          link.removeAttribute('aria-current');
        }
      }
    };

    const onScroll = throttle(update, OUTLINE_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, {passive: true});
    window.addEventListener('resize', onScroll);
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      onScroll.cancel();
    };
  }, [config]);
}
