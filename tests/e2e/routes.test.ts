/**
 * Every built route of routes.tsv answers 200 with the right language and
 * title, also on GitHub Pages (after its trailing-slash redirect); pages of
 * one language are absent from the other build; the GitHub Pages server
 * answers as GitHub Pages does (MAINTAINERS.md, Publishing).
 */
import {test, expect} from '@playwright/test';
import {
  HOSTS,
  HTML_LANG,
  firstText,
  htmlLang,
  readRoutes,
  url,
  withoutLocale,
} from './site';

const routes = readRoutes();

async function get(routePath: string): Promise<{status: number; html: string}> {
  const response = await fetch(url(encodeURI(routePath)));
  return {status: response.status, html: await response.text()};
}

test.describe('routes of routes.tsv', () => {
  test('has rows to check in both languages', () => {
    expect(routes.some((r) => r.lang === 'en')).toBe(true);
    expect(routes.some((r) => r.lang === 'zh')).toBe(true);
  });

  for (const route of routes) {
    test(route.path, async () => {
      const {status, html} = await get(route.path);
      expect(status).toBe(200);
      expect(htmlLang(html)).toBe(HTML_LANG[route.lang]);
      const title = firstText(html, /<title[^>]*>([^<]*)<\/title>/);
      if (route.kind === 'home') {
        expect(title).toBe('Makepad Book');
      } else {
        const heading = firstText(html, /<h1[^>]*>([\s\S]*?)<\/h1>/);
        expect(heading).toBeTruthy();
        expect(title).toBe(`${heading} | Makepad Book`);
      }
    });
  }
});

test.describe('pages in one language only', () => {
  const key = (lang: string, p: string) => `${lang}:${withoutLocale(p)}`;
  const present = new Set(routes.map((r) => key(r.lang, r.path)));
  const single = routes.filter(
    (r) => !present.has(key(r.lang === 'en' ? 'zh' : 'en', r.path)),
  );

  test('exist for both languages', () => {
    expect(single.some((r) => r.lang === 'en')).toBe(true);
    expect(single.some((r) => r.lang === 'zh')).toBe(true);
  });

  for (const route of single) {
    test(`${route.path} is absent from the other build`, async () => {
      const bare = withoutLocale(route.path);
      const other = route.lang === 'en' ? `/zh${bare}` : bare;
      const {status} = await get(other);
      expect(status).toBe(404);
      const sitemap = await get(
        route.lang === 'en' ? '/zh/sitemap.xml' : '/sitemap.xml',
      );
      expect(sitemap.status).toBe(200);
      expect(sitemap.html).toContain('<loc>');
      expect(sitemap.html).not.toContain(`${other}</loc>`);
    });
  }
});

test.describe('served as GitHub Pages', () => {
  const pages = HOSTS.find((host) => host.name === 'pages');
  if (pages === undefined) {
    throw new Error('HOSTS has no GitHub Pages server');
  }
  const fetchPages = (routePath: string) =>
    fetch(pages.url(encodeURI(routePath)), {redirect: 'manual'});

  for (const route of routes) {
    test(`${route.path} answers with its page, at most after a 301 to its folder`, async () => {
      let response = await fetchPages(route.path);
      if (response.status === 301) {
        const location = response.headers.get('location');
        expect(location).toBe(`${encodeURI(route.path)}/`);
        response = await fetchPages(`${route.path}/`);
      }
      expect(response.status).toBe(200);
      expect(htmlLang(await response.text())).toBe(HTML_LANG[route.lang]);
    });
  }

  for (const [routePath, status, lang] of [
    ['/zh/no/such/page', 404, HTML_LANG.en],
    ['/no/such/page', 404, HTML_LANG.en],
    ['/contribute/dev-setup.html', 404, HTML_LANG.en],
    ['/zh/contribute/dev-setup.html', 404, HTML_LANG.en],
    ['/contribute/dev-setup/', 200, HTML_LANG.en],
    ['/contribute/index', 200, HTML_LANG.en],
    ['/zh/contribute/index', 200, HTML_LANG.zh],
  ] as const) {
    test(`${routePath} answers ${status} in ${lang}`, async () => {
      const response = await fetchPages(routePath);
      expect(response.status).toBe(status);
      expect(htmlLang(await response.text())).toBe(lang);
    });
  }

  test('sends /x to /x/, keeping the query', async () => {
    const response = await fetchPages('/contribute/dev-setup?q=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/contribute/dev-setup/?q=1');
  });
});
