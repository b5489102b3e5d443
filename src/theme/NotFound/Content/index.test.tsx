import React from 'react';
import {render, screen, waitFor} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {MemoryRouter, Route, StaticRouter} from 'react-router-dom';
import type {Location} from 'history';
import {setTestLocale} from '@site/tests/mocks/useDocusaurusContext';
import {loadDocument} from '@site/src/lib/loadDocument';
import NotFoundContent from './index';

jest.mock('@site/src/lib/loadDocument');
const replace = jest.mocked(loadDocument);

function renderAt(path: string) {
  let location: Location | undefined;
  render(
    <MemoryRouter initialEntries={[path]}>
      <NotFoundContent />
      <Route
        render={(props) => {
          location = props.location;
          return null;
        }}
      />
    </MemoryRouter>,
  );
  return () => location;
}

describe('NotFound content', () => {
  beforeEach(() => {
    replace.mockReset();
    setTestLocale('en');
  });

  it('shows 404, PAGE NOT FOUND and a link home, titled 404', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(
      'PAGE NOT FOUND',
    );
    expect(screen.getByRole('link', {name: 'Take me home'})).toHaveAttribute(
      'href',
      '/',
    );
    await waitFor(() => expect(document.title).toBe('404 | Makepad Book'));
    expect(replace).not.toHaveBeenCalled();
  });

  it('renders the Chinese 404 page on the server with a prefixed home link', () => {
    setTestLocale('zh');
    const html = renderToString(
      <StaticRouter location="/zh/404.html">
        <NotFoundContent />
      </StaticRouter>,
    );
    expect(html).toContain('PAGE NOT FOUND');
    expect(html).toMatch(/<a[^>]*href="\/zh\/"[^>]*>Take me home<\/a>/);
  });

  it('turns a trailing /index into a slash before showing the 404', async () => {
    const location = renderAt('/api/index?x=1');
    await waitFor(() => expect(location()?.pathname).toBe('/api/'));
    expect(location()?.search).toBe('?x=1');
  });

  it('strips a trailing .html', async () => {
    const location = renderAt('/contribute/dev-setup.html');
    await waitFor(() =>
      expect(location()?.pathname).toBe('/contribute/dev-setup'),
    );
  });

  it('sends a Chinese 404 to the same path without the prefix when the server has it', async () => {
    setTestLocale('zh');
    const fetchPage = jest.fn(async () => ({ok: true}) as Response);
    global.fetch = fetchPage;
    renderAt('/zh/examples/image_viewer_app#top');
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith('/examples/image_viewer_app#top'),
    );
    expect(fetchPage).toHaveBeenCalledWith('/examples/image_viewer_app#top', {
      method: 'HEAD',
    });
    expect(screen.queryByText('PAGE NOT FOUND')).not.toBeInTheDocument();
  });

  it('keeps the Chinese 404 when the server has no such page either', async () => {
    setTestLocale('zh');
    global.fetch = jest.fn(async () => ({ok: false}) as Response);
    renderAt('/zh/no/such/page');
    expect(await screen.findByText('PAGE NOT FOUND')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });
});
