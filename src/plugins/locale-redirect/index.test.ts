/**
 * @jest-environment node
 */
import {LOCALE_REDIRECT_STORAGE_KEY} from '../../data/site';
import {arrivalScript} from './index';

const script = (currentLocale: string) =>
  arrivalScript({
    currentLocale,
    locales: ['en', 'zh'],
    baseUrlOf: (locale) => (locale === 'en' ? '/' : `/${locale}/`),
  });

/** Runs the inline script against a stand-in browser; returns where it went. */
function arrive(
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

describe('the locale redirect script', () => {
  it('replaces a first visit by the twin page, query and hash kept, hidden meanwhile', () => {
    expect(arrive('en', '/api/commands?x=1#flags', ['zh-CN'])).toEqual({
      replaced: '/zh/api/commands?x=1#flags',
      hidden: true,
      stored: '1',
    });
  });

  it('stays, visible, on a page without a twin, and on the reader’s language', () => {
    expect(arrive('en', '/examples/image_viewer_app', ['zh-CN'])).toEqual({
      replaced: undefined,
      hidden: false,
      stored: '1',
    });
    expect(arrive('zh', '/zh/api/commands', ['zh-CN']).replaced).toBe(
      undefined,
    );
  });
});
