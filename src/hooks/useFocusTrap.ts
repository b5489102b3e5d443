import {useEffect, type RefObject} from 'react';
import {cycleIndex} from '../lib/search/cyclic';

const FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([disabled]):not([tabindex="-1"]), input:not([disabled]):not([tabindex="-1"]), [tabindex]:not([tabindex="-1"])';

/** Elements of `root` that Tab can reach and that are shown. */
function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

/** Keeps Tab and Shift+Tab inside `root` while it is mounted. */
export function useFocusTrap(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const element = root.current;
      if (event.key !== 'Tab' || !element) {
        return;
      }
      const items = focusables(element);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      const current = items.findIndex((item) => item === active);
      event.preventDefault();
      items[
        cycleIndex(current, event.shiftKey ? -1 : 1, items.length)
      ]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [root]);
}
