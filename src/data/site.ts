/**
 * Facts about the site that more than one file needs. Each lives here once.
 */
import LOCALE_FACTS from './locales.json';

/** Public repository of this book; edit links point into its `docs` folder. */
export const BOOK_REPO_URL = 'https://github.com/makepad/makepad-book';

/** Makepad's own repository. */
export const MAKEPAD_REPO_URL = 'https://github.com/makepad/makepad';

export const SITE_TITLE = 'Makepad Book';

export const SITE_DESCRIPTION =
  'The Makepad Book: guides, API reference and examples for Makepad, the Rust UI toolkit with live design, GPU shaders and a turtle layout system.';

/**
 * Locales of the site, stated once in locales.json (JSON, so that the
 * static server scripts/serve-static.cjs and scripts/build.mjs read the same
 * facts). English is the default and has no URL prefix; every other locale
 * is served under its `baseUrl` and keeps its translations in
 * `i18n/<path>/`.
 */
export type Locale = keyof typeof LOCALE_FACTS.locales;

export type LocaleFacts = {
  /** Name in the language menu. */
  readonly label: string;
  /** `<html lang>` and `hreflang` (BCP 47). */
  readonly htmlLang: string;
  /** Folder under `i18n/` holding the locale's translations. */
  readonly path: string;
  /**
   * Where the locale's pages are served (`/`, `/zh/`). Stated, not inferred,
   * so that a build of one locale (scripts/build.mjs) links to the others
   * where they are.
   */
  readonly baseUrl: string;
  /** Language of the search index (@easyops-cn/docusaurus-search-local). */
  readonly searchLanguage: string;
};

export const LOCALE_CONFIGS: Readonly<Record<Locale, LocaleFacts>> =
  LOCALE_FACTS.locales;

export const LOCALES = Object.keys(LOCALE_CONFIGS) as readonly Locale[];

/** Narrows a Docusaurus locale name to a locale of this site. */
export function asLocale(locale: string): Locale {
  const found = LOCALES.find((candidate) => candidate === locale);
  if (!found) {
    throw new Error(`Unknown locale "${locale}"`);
  }
  return found;
}

export const DEFAULT_LOCALE: Locale = asLocale(LOCALE_FACTS.defaultLocale);

/**
 * Locale redirect (CONTRIBUTING.md): `auto` sends a first-time visitor to the
 * locale of their browser's language once; `never` turns it off.
 */
export const LOCALE_REDIRECT_MODE: 'auto' | 'never' = 'auto';

/** Local-storage key remembering that the locale redirect was considered. */
export const LOCALE_REDIRECT_STORAGE_KEY = 'makepad-book.locale-visited';
