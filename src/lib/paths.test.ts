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
  const en = {localeBaseUrl: '/', defaultBaseUrl: '/', search: '', hash: ''};
  const zh = {...en, localeBaseUrl: '/zh/'};

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

  it('shows the 404 for a normalised path of the default locale', () => {
    expect(notFoundRedirect({...en, pathname: '/no/such/page'})).toBeNull();
    expect(notFoundRedirect({...en, pathname: '/zh-tw/page'})).toBeNull();
  });
});
