/**
 * Keys of the search panel (CONTRIBUTING.md, Search): Ctrl+K or ⌘K opens and closes it;
 * the hint on the button shows the one of the reader's platform.
 */
import {SEARCH_SHORTCUT_KEY} from '../../data/search';

export type KeyLike = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
};

/** Ctrl+K or ⌘K (either modifier on any platform), nothing else held. */
export function isSearchShortcut(event: KeyLike): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === SEARCH_SHORTCUT_KEY
  );
}

/** Whether the platform is Apple's (the shortcut hint shows ⌘). */
export function isApplePlatform(platform: string, userAgent: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform || userAgent);
}

/** Keys of the hint: `⌘ K` on Apple platforms, `Ctrl K` elsewhere. */
export function shortcutKeys(apple: boolean): string[] {
  return [apple ? '⌘' : 'Ctrl', SEARCH_SHORTCUT_KEY.toUpperCase()];
}
