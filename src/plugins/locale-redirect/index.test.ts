/**
 * @jest-environment node
 */
import {LOCALE_REDIRECT_STORAGE_KEY} from '../../data/site';
import {minifyScript} from '../minifyScript';
import {arrivalScript} from './index';

const written = (currentLocale: string) =>
  arrivalScript({
    currentLocale,
    locales: ['en', 'zh'],
    baseUrlOf: (locale) => (locale === 'en' ? '/' : `/${locale}/`),
  });

/** The script of each locale as pages ship it (minified), filled before the tests. */
const shipped = new Map<string, string>();
beforeAll(async () => {
  for (const locale of ['en', 'zh']) {
    shipped.set(locale, await minifyScript(written(locale)));
  }
});

/** Runs the inline script against a stand-in browser; returns where it went. */
function arrive(
  script: (currentLocale: string) => string,
  currentLocale: string,
  href: string,
  languages: string[],
): {replaced: string | undefined; hidden: boolean; stored: string | null} {
  const url = new URL(href, 'http://127.0.0.1');
  const store = new Map<string, string>();
  let replaced: string | undefined;
  const root = {style: {visibility: ''}};
  const run = new Function(
    'window',
    'location',
    'navigator',
    'document',
    'setTimeout',
    script(currentLocale),
  );
  run(
    {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
      },
    },
    {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      replace: (to: string) => {
        replaced = to;
      },
    },
    {languages, userAgent: 'Mozilla/5.0 Chrome/140.0', webdriver: false},
    {documentElement: root},
    () => undefined,
  );
  return {
    replaced,
    hidden: root.style.visibility === 'hidden',
    stored: store.get(LOCALE_REDIRECT_STORAGE_KEY) ?? null,
  };
}

describe.each([
  ['as written', written],
  ['minified, as pages ship it', (locale: string) => shipped.get(locale)!],
])('the locale redirect script, %s', (_form, script) => {
  it('replaces a first visit by the twin page, query and hash kept, hidden meanwhile', () => {
    expect(arrive(script, 'en', '/api/commands?x=1#flags', ['zh-CN'])).toEqual({
      replaced: '/zh/api/commands?x=1#flags',
      hidden: true,
      stored: '1',
    });
  });

  it('stays, visible, on a page without a twin, and on the reader’s language', () => {
    expect(
      arrive(script, 'en', '/examples/image_viewer_app', ['zh-CN']),
    ).toEqual({
      replaced: undefined,
      hidden: false,
      stored: '1',
    });
    expect(arrive(script, 'zh', '/zh/api/commands', ['zh-CN']).replaced).toBe(
      undefined,
    );
  });
});
