import {LOCALE_ONLY_PAGES} from '../data/localeOnly';
import {
  docsExcludedFrom,
  existsInLocale,
  localeOnlyEntryFor,
  localeSwitchPath,
  pathInLocale,
} from './localeOnly';

describe('locale-only pages', () => {
  it('knows the one-language pages', () => {
    expect(existsInLocale('/examples/image_viewer_app', 'en')).toBe(true);
    expect(existsInLocale('/examples/image_viewer_app', 'zh')).toBe(false);
    expect(existsInLocale('/guide/quick-start/app-examples', 'zh')).toBe(true);
    expect(existsInLocale('/guide/quick-start/app-examples', 'en')).toBe(false);
    expect(
      existsInLocale(
        '/guide/quick-start/image-viewer-app/loading-images',
        'en',
      ),
    ).toBe(false);
  });

  it('leaves every other page in both languages', () => {
    for (const path of [
      '/',
      '/examples/introduction',
      '/guide/start/introduction',
    ]) {
      expect(existsInLocale(path, 'en')).toBe(true);
      expect(existsInLocale(path, 'zh')).toBe(true);
    }
    expect(localeOnlyEntryFor('/examples/image_viewer_app_v2')).toBeUndefined();
    expect(localeOnlyEntryFor('/guide/quick-start')).toBeUndefined();
  });

  it('sends a reader switching language to a page that exists there', () => {
    expect(pathInLocale('/examples/image_viewer_app', 'zh')).toBe(
      '/examples/introduction',
    );
    expect(pathInLocale('/examples/image_viewer_app', 'en')).toBe(
      '/examples/image_viewer_app',
    );
    expect(pathInLocale('/guide/quick-start/app-examples', 'en')).toBe(
      '/guide/start/introduction',
    );
    expect(pathInLocale('/api/commands', 'zh')).toBe('/api/commands');
  });

  it('excludes the other language’s files from each build', () => {
    expect(docsExcludedFrom('en')).toEqual(['guide/quick-start/**']);
    expect(docsExcludedFrom('zh')).toEqual([
      'examples/image_viewer_app.md',
      'examples/image_viewer_app.mdx',
      'examples/image_viewer_app/index.md',
      'examples/image_viewer_app/index.mdx',
    ]);
  });

  it('gives every entry a fallback in its other language', () => {
    for (const entry of LOCALE_ONLY_PAGES) {
      const other = entry.locale === 'en' ? 'zh' : 'en';
      expect(existsInLocale(entry.fallback, other)).toBe(true);
    }
  });
});

describe('localeSwitchPath', () => {
  const toZh = {fromBaseUrl: '/', toBaseUrl: '/zh/', toLocale: 'zh'} as const;
  const toEn = {fromBaseUrl: '/zh/', toBaseUrl: '/', toLocale: 'en'} as const;

  it('keeps the reader on the same page', () => {
    expect(localeSwitchPath({...toZh, pathname: '/api/commands'})).toBe(
      '/zh/api/commands',
    );
    expect(localeSwitchPath({...toZh, pathname: '/'})).toBe('/zh/');
    expect(localeSwitchPath({...toEn, pathname: '/zh/guide/live-DSL/'})).toBe(
      '/guide/live-DSL/',
    );
    expect(localeSwitchPath({...toEn, pathname: '/zh/'})).toBe('/');
  });

  it('lands on the fallback when the page exists in one language only', () => {
    expect(
      localeSwitchPath({...toZh, pathname: '/examples/image_viewer_app'}),
    ).toBe('/zh/examples/introduction');
    expect(
      localeSwitchPath({
        ...toEn,
        pathname: '/zh/guide/quick-start/image-viewer-app/adding-state',
      }),
    ).toBe('/guide/start/introduction');
  });
});
