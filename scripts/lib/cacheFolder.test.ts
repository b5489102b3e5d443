import os from 'node:os';
import path from 'node:path';
import {cacheFolder, cacheHome} from './cacheFolder';

describe('cacheFolder', () => {
  it('is MAKEPAD_BOOK_CACHE when it is set', () => {
    expect(
      cacheFolder({MAKEPAD_BOOK_CACHE: '/ci/cache', XDG_CACHE_HOME: '/xdg'}),
    ).toBe('/ci/cache');
  });

  it('is makepad-book in XDG_CACHE_HOME otherwise', () => {
    expect(cacheFolder({XDG_CACHE_HOME: '/xdg'})).toBe('/xdg/makepad-book');
  });

  it('is makepad-book in ~/.cache without either', () => {
    expect(cacheFolder({})).toBe(
      path.join(os.homedir(), '.cache', 'makepad-book'),
    );
  });

  it('treats an empty variable as unset, as the shell does', () => {
    expect(cacheFolder({MAKEPAD_BOOK_CACHE: '', XDG_CACHE_HOME: ''})).toBe(
      path.join(os.homedir(), '.cache', 'makepad-book'),
    );
  });
});

describe('cacheHome', () => {
  it('is XDG_CACHE_HOME, else ~/.cache, as setup.sh reads it', () => {
    expect(cacheHome({XDG_CACHE_HOME: '/xdg'})).toBe('/xdg');
    expect(cacheHome({XDG_CACHE_HOME: ''})).toBe(
      path.join(os.homedir(), '.cache'),
    );
  });
});
