import {isApplePlatform, isSearchShortcut, shortcutKeys} from './keys';

const key = (
  k: string,
  mods: Partial<
    Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>
  > = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('search keys', () => {
  it('takes Ctrl+K and ⌘K, not K alone or with other modifiers', () => {
    expect(isSearchShortcut(key('k', {ctrlKey: true}))).toBe(true);
    expect(isSearchShortcut(key('K', {metaKey: true}))).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', {ctrlKey: true, shiftKey: true}))).toBe(
      false,
    );
    expect(isSearchShortcut(key('j', {ctrlKey: true}))).toBe(false);
  });

  it('shows ⌘ K on Apple platforms and Ctrl K elsewhere', () => {
    expect(isApplePlatform('MacIntel', '')).toBe(true);
    expect(
      isApplePlatform('', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)'),
    ).toBe(true);
    expect(isApplePlatform('Linux x86_64', 'X11; Linux')).toBe(false);
    expect(shortcutKeys(true)).toEqual(['⌘', 'K']);
    expect(shortcutKeys(false)).toEqual(['Ctrl', 'K']);
  });
});
