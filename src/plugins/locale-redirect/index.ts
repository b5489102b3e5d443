/**
 * Locale redirect (CONTRIBUTING.md, Locale redirect): puts an inline script
 * in the `<head>` of every page that decides, before the page paints,
 * whether a first visit goes to the same page in the visitor's language
 * (rules in src/lib/arrivalRedirect.ts). When it goes, the page is hidden
 * and replaced, so the reader never sees it flash.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {LOCALE_ONLY_PAGES} from '../../data/localeOnly';
import {
  LOCALE_REDIRECT_MODE,
  LOCALE_REDIRECT_STORAGE_KEY,
} from '../../data/site';
import {arrivalRedirect, type ArrivalData} from '../../lib/arrivalRedirect';
import {localeConfigOf} from '../../lib/localeConfig';
import {minifyScript} from '../minifyScript';

/** If the navigation to the twin fails, the page shows again after this. */
const UNHIDE_AFTER_MS = 3000;

/** The locales of a build, as Docusaurus' i18n context gives them. */
export type BuildLocales = {
  currentLocale: string;
  locales: readonly string[];
  baseUrlOf: (locale: string) => string;
};

/** The script for the pages of a build. */
export function arrivalScript({
  currentLocale,
  locales,
  baseUrlOf,
}: BuildLocales): string {
  const data: ArrivalData = {
    mode: LOCALE_REDIRECT_MODE,
    storageKey: LOCALE_REDIRECT_STORAGE_KEY,
    currentLocale,
    baseUrls: Object.fromEntries(
      locales.map((locale) => [locale, baseUrlOf(locale)]),
    ),
    localeOnly: LOCALE_ONLY_PAGES.map(({route, locale}) => ({route, locale})),
  };
  return `(function () {
  var storage = null;
  try { storage = window.localStorage; } catch (e) {}
  var to = (${arrivalRedirect.toString()})(${JSON.stringify(data)}, {
    pathname: location.pathname,
    languages: navigator.languages || [navigator.language],
    userAgent: navigator.userAgent,
    webdriver: !!navigator.webdriver,
    storage: storage
  });
  if (to !== null) {
    var root = document.documentElement;
    root.style.visibility = 'hidden';
    setTimeout(function () { root.style.visibility = ''; }, ${UNHIDE_AFTER_MS});
    location.replace(to + location.search + location.hash);
  }
})();`;
}

export default async function localeRedirectPlugin({
  i18n,
}: LoadContext): Promise<Plugin> {
  const script = await minifyScript(
    arrivalScript({
      currentLocale: i18n.currentLocale,
      locales: i18n.locales,
      baseUrlOf: (locale) => localeConfigOf(i18n, locale).baseUrl,
    }),
  );
  return {
    name: 'makepad-book-locale-redirect',
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'script', innerHTML: script}],
      };
    },
  };
}
