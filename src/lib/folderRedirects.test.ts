import {
  folderRedirects,
  parentFolders,
  readingOrder,
  redirectHtml,
} from './folderRedirects';

describe('parentFolders', () => {
  it('lists the folders above a page', () => {
    expect(parentFolders('/api/Sdf2d/methods/clear')).toEqual([
      '/api/',
      '/api/Sdf2d/',
      '/api/Sdf2d/methods/',
    ]);
    expect(parentFolders('/guide/live-DSL/')).toEqual(['/guide/']);
    expect(parentFolders('/')).toEqual([]);
  });
});

describe('folderRedirects', () => {
  const routes = [
    '/zh/guide/quick-start/app-examples',
    '/zh/guide/quick-start/image-viewer-app/introduction',
    '/zh/guide/quick-start/image-viewer-app/creating-a-new-cargo-package',
    '/zh/guide/start/introduction',
    '/zh/guide/live-DSL/',
    '/zh/guide/live-DSL/basic-syntax',
    '/zh/',
  ];

  it('sends each folder without a page to the first page under it', () => {
    expect(folderRedirects(routes)).toEqual([
      {from: '/zh/guide/', to: '/zh/guide/quick-start/app-examples'},
      {
        from: '/zh/guide/quick-start/',
        to: '/zh/guide/quick-start/app-examples',
      },
      {
        from: '/zh/guide/quick-start/image-viewer-app/',
        to: '/zh/guide/quick-start/image-viewer-app/introduction',
      },
      {from: '/zh/guide/start/', to: '/zh/guide/start/introduction'},
    ]);
  });

  it('leaves folders that are pages alone', () => {
    const froms = folderRedirects(routes).map((r) => r.from);
    expect(froms).not.toContain('/zh/guide/live-DSL/');
    expect(froms).not.toContain('/zh/');
    expect(folderRedirects(['/weekly/tags', '/weekly/tags/makepad'])).toEqual([
      {from: '/weekly/', to: '/weekly/tags'},
    ]);
  });
});

describe('readingOrder', () => {
  it('puts sidebar pages first, then the rest newest first', () => {
    expect(
      readingOrder(
        ['/weekly/makepad/20250421', '/b', '/weekly/makepad/20250518', '/a'],
        ['/b', '/a', '/missing'],
      ),
    ).toEqual([
      '/b',
      '/a',
      '/weekly/makepad/20250518',
      '/weekly/makepad/20250421',
    ]);
  });
});

describe('redirectHtml', () => {
  it('refreshes to the target and keeps query and hash in script', () => {
    const html = redirectHtml('/api/Sdf2d/builtin/abs');
    expect(html).toContain('url=/api/Sdf2d/builtin/abs"');
    expect(html).toContain(
      'window.location.href = "/api/Sdf2d/builtin/abs" + window.location.search',
    );
  });
});
