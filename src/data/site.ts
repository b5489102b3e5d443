/**
 * Facts about the site that more than one file needs. Each lives here once.
 */

/** Public repository of this book; edit links point into its `docs` folder. */
export const BOOK_REPO_URL = 'https://github.com/makepad/makepad-book';

/** Makepad's own repository. */
export const MAKEPAD_REPO_URL = 'https://github.com/makepad/makepad';

export const SITE_TITLE = 'Makepad Book';

export const SITE_DESCRIPTION =
  'The Makepad Book: guides, API reference and examples for Makepad, the Rust UI toolkit with live design, GPU shaders and a turtle layout system.';

/** Locales of the site. English is the default and has no URL prefix. */
export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Narrows a Docusaurus locale name to a locale of this site. */
export function asLocale(locale: string): Locale {
  const found = LOCALES.find((candidate) => candidate === locale);
  if (!found) {
    throw new Error(`Unknown locale "${locale}"`);
  }
  return found;
}

/**
 * SPEC §4 locale redirect: `auto` sends a first-time visitor to the locale of
 * their browser's language once; `never` turns it off.
 */
export const LOCALE_REDIRECT_MODE: 'auto' | 'never' = 'auto';

/** Local-storage key remembering that the locale redirect was considered. */
export const LOCALE_REDIRECT_STORAGE_KEY = 'makepad-book.locale-visited';
