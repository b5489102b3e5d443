import {normalizePath, notFoundRedirect} from './paths';

describe('normalizePath', () => {
  it.each([
    ['/contribute/dev-setup.html', '/contribute/dev-setup'],
    ['/contribute/index', '/contribute/'],
    ['/contribute/index.html', '/contribute/'],
    ['/index', '/'],
    ['/index.html', '/'],
    ['/zh/api/index', '/zh/api/'],
    ['/guide/start/introduction', '/guide/start/introduction'],
    ['/guide/live-DSL/', '/guide/live-DSL/'],
    ['/reindex', '/reindex'],
    ['/html', '/html'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('notFoundRedirect', () => {
  const en = {
    localeBaseUrl: '/',
    defaultBaseUrl: '/',
    search: '',
    hash: '',
    locale: 'en',
  } as const;
  const zh = {...en, localeBaseUrl: '/zh/', locale: 'zh'} as const;

  it('normalises inside the locale first, keeping query and hash', () => {
    expect(
      notFoundRedirect({
        ...zh,
        pathname: '/zh/api/index',
        search: '?q=1',
        hash: '#x',
      }),
    ).toEqual({kind: 'client', to: '/zh/api/?q=1#x'});
    expect(notFoundRedirect({...en, pathname: '/api/commands.html'})).toEqual({
      kind: 'client',
      to: '/api/commands',
    });
  });

  it('sends a Chinese 404 to the same path without the prefix, if it exists', () => {
    expect(
      notFoundRedirect({
        ...zh,
        pathname: '/zh/examples/image_viewer_app',
        hash: '#run',
      }),
    ).toEqual({
      kind: 'document-if-found',
      to: '/examples/image_viewer_app#run',
    });
  });

  it('sends a path of a page only another language has to that page', () => {
    expect(
      notFoundRedirect({
        ...en,
        pathname: '/guide/quick-start/app-examples',
        search: '?q=1',
        hash: '#run',
      }),
    ).toEqual({
      kind: 'document-if-found',
      to: '/zh/guide/quick-start/app-examples?q=1#run',
    });
    expect(
      notFoundRedirect({
        ...en,
        pathname: '/guide/quick-start/image-viewer-app/loading-images',
      }),
    ).toEqual({
      kind: 'document-if-found',
      to: '/zh/guide/quick-start/image-viewer-app/loading-images',
    });
    // A page of this language's own: the 404 is real.
    expect(
      notFoundRedirect({...en, pathname: '/examples/image_viewer_app'}),
    ).toBeNull();
  });

  it('shows the 404 for a normalised path of the default locale', () => {
    expect(notFoundRedirect({...en, pathname: '/no/such/page'})).toBeNull();
    expect(notFoundRedirect({...en, pathname: '/zh-tw/page'})).toBeNull();
  });
});
