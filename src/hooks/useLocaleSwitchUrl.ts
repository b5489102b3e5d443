import {useCallback} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {mergeSearchStrings, useHistorySelector} from '@docusaurus/theme-common';
import {asLocale} from '../data/site';
import {localeConfigOf} from '../lib/localeConfig';
import {localeSwitchPath} from '../lib/localeOnly';

/**
 * The URL of the current page in another language, keeping the query string
 * and hash; one-language pages lead to the other language's fallback page.
 * Returned as `pathname://` so the link leaves the current locale's app.
 */
export function useLocaleSwitchUrl(
  queryString: string | undefined,
): (locale: string) => string {
  const {siteConfig, i18n} = useDocusaurusContext();
  const pathname = useHistorySelector((history) => history.location.pathname);
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  return useCallback(
    (locale: string) => {
      const path = localeSwitchPath({
        pathname,
        fromBaseUrl: siteConfig.baseUrl,
        toBaseUrl: localeConfigOf(i18n, locale).baseUrl,
        toLocale: asLocale(locale),
      });
      const finalSearch = mergeSearchStrings([search, queryString], 'append');
      return `pathname://${path}${finalSearch}${hash}`;
    },
    [pathname, search, hash, queryString, siteConfig.baseUrl, i18n],
  );
}
