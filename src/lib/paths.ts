/**
 * Path rules (CONTRIBUTING.md, Paths), applied before the 404 page shows: a
 * trailing `.html` is stripped, a trailing `/index` becomes `/`, and a 404
 * under a language prefix goes to the same path without that prefix when
 * the default locale has that page (else the reader keeps the 404 of their
 * language); a path of a page that exists in another language only
 * (src/data/localeOnly.ts) goes to that language's page.
 */
import {LOCALE_CONFIGS, type Locale} from '../data/site';
import {localeOnlyEntryFor} from './localeOnly';

/** Strips a trailing `.html` and turns a trailing `/index` into `/`. */
export function normalizePath(pathname: string): string {
  let path = pathname.replace(/\.html$/, '');
  if (path.endsWith('/index')) {
    path = path.slice(0, -'index'.length);
  }
  return path === '' ? '/' : path;
}

export type NotFoundRedirect = {
  /**
   * `client`: navigate inside the current locale's app; `document-if-found`:
   * load that page of the default locale's build if the server has it, and
   * otherwise stay on this locale's 404.
   */
  readonly kind: 'client' | 'document-if-found';
  readonly to: string;
};

export type NotFoundInput = {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** Base URL of the current locale's build, e.g. `/` or `/zh/`. */
  readonly localeBaseUrl: string;
  /** Base URL of the default locale's build, normally `/`. */
  readonly defaultBaseUrl: string;
  /** The current locale: a page only another locale has goes there. */
  readonly locale: Locale;
};

/**
 * What a 404 page should do for the current location, or `null` to show
 * the 404 content.
 */
export function notFoundRedirect({
  pathname,
  search,
  hash,
  localeBaseUrl,
  defaultBaseUrl,
  locale,
}: NotFoundInput): NotFoundRedirect | null {
  const suffix = `${search}${hash}`;
  const normalized = normalizePath(pathname);
  if (normalized !== pathname) {
    return {kind: 'client', to: `${normalized}${suffix}`};
  }
  if (localeBaseUrl !== defaultBaseUrl && pathname.startsWith(localeBaseUrl)) {
    const rest = pathname.slice(localeBaseUrl.length);
    return {
      kind: 'document-if-found',
      to: `${defaultBaseUrl}${rest}${suffix}`,
    };
  }
  if (pathname.startsWith(localeBaseUrl)) {
    const rest = pathname.slice(localeBaseUrl.length);
    const owner = localeOnlyEntryFor(`/${rest}`)?.locale;
    if (owner !== undefined && owner !== locale) {
      return {
        kind: 'document-if-found',
        to: `${LOCALE_CONFIGS[owner].baseUrl}${rest}${suffix}`,
      };
    }
  }
  return null;
}
