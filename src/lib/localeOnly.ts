/**
 * Rules over the pages that exist in one language only
 * (src/data/localeOnly.ts): whether a path exists in a locale, where the
 * language menu leads, which doc files a locale's build leaves out.
 */
import {LOCALE_ONLY_PAGES, type LocaleOnlyEntry} from '../data/localeOnly';
import type {Locale} from '../data/site';

function covers(entry: LocaleOnlyEntry, path: string): boolean {
  return entry.route.endsWith('/')
    ? path.startsWith(entry.route)
    : path === entry.route || path === `${entry.route}/`;
}

/** The entry that restricts `path` (a route without locale prefix), if any. */
export function localeOnlyEntryFor(
  path: string,
  entries: readonly LocaleOnlyEntry[] = LOCALE_ONLY_PAGES,
): LocaleOnlyEntry | undefined {
  return entries.find((entry) => covers(entry, path));
}

/** Whether the page at `path` (without locale prefix) exists in `locale`. */
export function existsInLocale(
  path: string,
  locale: Locale,
  entries: readonly LocaleOnlyEntry[] = LOCALE_ONLY_PAGES,
): boolean {
  const entry = localeOnlyEntryFor(path, entries);
  return !entry || entry.locale === locale;
}

/**
 * The page a reader switching to `locale` should land on: the same path,
 * or the entry's fallback when the page does not exist in that language.
 */
export function pathInLocale(
  path: string,
  locale: Locale,
  entries: readonly LocaleOnlyEntry[] = LOCALE_ONLY_PAGES,
): string {
  const entry = localeOnlyEntryFor(path, entries);
  return entry && entry.locale !== locale ? entry.fallback : path;
}

/**
 * Globs (relative to `docs/`) of the doc files the `locale` build leaves out:
 * the pages that belong to other locales only.
 */
export function docsExcludedFrom(
  locale: Locale,
  entries: readonly LocaleOnlyEntry[] = LOCALE_ONLY_PAGES,
): string[] {
  return entries
    .filter((entry) => entry.locale !== locale)
    .flatMap((entry) => {
      const rel = entry.route.replace(/^\//, '');
      return rel.endsWith('/')
        ? [`${rel}**`]
        : [`${rel}.md`, `${rel}.mdx`, `${rel}/index.md`, `${rel}/index.mdx`];
    });
}

export type LocaleSwitchInput = {
  /** Current pathname, with the current locale's base URL. */
  readonly pathname: string;
  /** Base URL of the current locale's build, e.g. `/zh/`. */
  readonly fromBaseUrl: string;
  /** Base URL of the target locale's build, e.g. `/`. */
  readonly toBaseUrl: string;
  readonly toLocale: Locale;
};

/**
 * Where the language menu takes a reader: the same page in the other
 * language, or that language's fallback when the page exists only here.
 */
export function localeSwitchPath(
  {pathname, fromBaseUrl, toBaseUrl, toLocale}: LocaleSwitchInput,
  entries: readonly LocaleOnlyEntry[] = LOCALE_ONLY_PAGES,
): string {
  const target = pathInLocale(
    routeOf(pathname, fromBaseUrl),
    toLocale,
    entries,
  );
  return `${toBaseUrl}${target.slice(1)}`;
}

/** The route of `pathname` without the current locale's base URL. */
function routeOf(pathname: string, fromBaseUrl: string): string {
  const rest = pathname.startsWith(fromBaseUrl)
    ? pathname.slice(fromBaseUrl.length)
    : pathname.replace(/^\//, '');
  return `/${rest}`;
}
