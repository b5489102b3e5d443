import {useEffect, useEffectEvent} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  LOCALE_REDIRECT_MODE,
  LOCALE_REDIRECT_STORAGE_KEY,
  asLocale,
} from '../data/site';
import {loadDocument} from '../lib/loadDocument';
import {localeConfigOf} from '../lib/localeConfig';
import {localeTwinPath} from '../lib/localeOnly';
import {localeRedirectTarget} from '../lib/localeRedirect';

function readVisited(): boolean {
  try {
    const visited = localStorage.getItem(LOCALE_REDIRECT_STORAGE_KEY) !== null;
    localStorage.setItem(LOCALE_REDIRECT_STORAGE_KEY, '1');
    return visited;
  } catch {
    // No storage (private mode, blocked): never redirect.
    return true;
  }
}

/**
 * On the first page load, applies the locale redirect once (CONTRIBUTING.md,
 * Locale redirect).
 */
export function useLocaleRedirect(): void {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {pathname, search, hash} = useLocation();
  // Reads the location at the moment it runs, without making the effect
  // depend on it.
  const redirectOnArrival = useEffectEvent(() => {
    const target = localeRedirectTarget({
      mode: LOCALE_REDIRECT_MODE,
      visited: readVisited(),
      currentLocale: asLocale(i18n.currentLocale),
      languages: navigator.languages ?? [navigator.language],
      userAgent: navigator.userAgent,
      webdriver: navigator.webdriver,
    });
    if (!target) {
      return;
    }
    // A page without a twin in the reader's language keeps them: the visit
    // counts as done all the same.
    const path = localeTwinPath({
      pathname,
      fromBaseUrl: siteConfig.baseUrl,
      toBaseUrl: localeConfigOf(i18n, target).baseUrl,
      toLocale: target,
    });
    if (path !== null) {
      loadDocument(`${path}${search}${hash}`);
    }
  });
  // Only on the page the visitor arrived on: later navigations never
  // redirect.
  useEffect(() => redirectOnArrival(), []);
}
