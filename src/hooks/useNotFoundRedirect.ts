import {useEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadDocument} from '../lib/loadDocument';
import {notFoundRedirect} from '../lib/paths';

/**
 * Applies the path rules of DECISIONS.md on a 404: normalises `.html` and
 * `/index` inside the current locale, then sends a 404 under a language
 * prefix to the same path without it.
 *
 * Returns `true` while a redirect is pending, so the page can hold back its
 * 404 text instead of flashing it.
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
    defaultBaseUrl: i18n.localeConfigs[i18n.defaultLocale].baseUrl,
  });
  const kind = redirect?.kind;
  const to = redirect?.to;

  // The server render cannot know the real URL: it shows the 404 text, and
  // the client decides after mounting.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

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

  return mounted && redirect !== null;
}
