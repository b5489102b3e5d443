import {useEffect, useRef} from 'react';
import {isSearchShortcut} from '../lib/search/keys';

/** Calls `onShortcut` on Ctrl+K / ⌘K anywhere on the page (CONTRIBUTING.md, Search). */
export function useSearchShortcut(onShortcut: () => void): void {
  const latest = useRef(onShortcut);
  useEffect(() => {
    latest.current = onShortcut;
  }, [onShortcut]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.repeat && isSearchShortcut(event)) {
        event.preventDefault();
        latest.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
