import {useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {loadDocument} from '../lib/loadDocument';
import {localeConfigOf} from '../lib/localeConfig';
import {notFoundRedirect} from '../lib/paths';

/**
 * Applies the path rules (CONTRIBUTING.md, Paths) on a 404: normalises `.html`
 * and `/index` inside the current locale, then sends a 404 under a language
 * prefix to the same path without it.
 *
 * Returns `true` while a redirect is pending, so the page can hold back its 404
 * text instead of flashing it.
 */
export function useNotFoundRedirect(): boolean {
  const {pathname, search, hash} = useLocation();
  const history = useHistory();
  const {siteConfig, i18n} = useDocusaurusContext();
  const redirect = notFoundRedirect({
    pathname,
    search,
    hash,
    localeBaseUrl: siteConfig.baseUrl,
    defaultBaseUrl: localeConfigOf(i18n, i18n.defaultLocale).baseUrl,
  });
  const kind = redirect?.kind;
  const to = redirect?.to;

  // The server render cannot know the real URL: it shows the 404 text, and
  // the client decides once hydrated (useIsBrowser turns true after it).
  const isBrowser = useIsBrowser();

  useEffect(() => {
    if (to === undefined) {
      return;
    }
    if (kind === 'client') {
      history.replace(to);
    } else {
      loadDocument(to);
    }
  }, [kind, to, history]);

  return isBrowser && redirect !== null;
}
