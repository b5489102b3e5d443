import {useEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {loadDocument} from '../lib/loadDocument';
import {localeConfigOf} from '../lib/localeConfig';
import {notFoundRedirect} from '../lib/paths';
import {asLocale} from '../data/site';

/** Whether the server answers `url` with a page (not its 404). */
async function serverHasPage(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {method: 'HEAD'});
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Applies the path rules (CONTRIBUTING.md, Paths) on a 404: normalises `.html`
 * and `/index` inside the current locale, then sends a 404 under a language
 * prefix to the same path without it, when the server has that page, and a
 * path of a page only another language has (src/data/localeOnly.ts) to that
 * language's page; when the server has no such page, the reader stays on the
 * 404 of their own language.
 *
 * Returns `true` while a redirect is pending or being checked, so the page
 * can hold back its 404 text instead of flashing it.
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
    locale: asLocale(i18n.currentLocale),
  });
  const kind = redirect?.kind;
  const to = redirect?.to;
  // The `to` whose page the server turned out not to have.
  const [missing, setMissing] = useState<string | null>(null);

  // The server render cannot know the real URL: it shows the 404 text, and
  // the client decides once hydrated (useIsBrowser turns true after it).
  const isBrowser = useIsBrowser();

  useEffect(() => {
    if (to === undefined) {
      return undefined;
    }
    if (kind === 'client') {
      history.replace(to);
      return undefined;
    }
    let current = true;
    void serverHasPage(to).then((found) => {
      if (!current) {
        return;
      }
      if (found) {
        loadDocument(to);
      } else {
        setMissing(to);
      }
    });
    return () => {
      current = false;
    };
  }, [kind, to, history]);

  return isBrowser && redirect !== null && missing !== to;
}
