/**
 * The panel in remote mode (CONTRIBUTING.md, Search), against a stub search API on
 * 127.0.0.1: the site's search configuration gets an API address here.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {act, fireEvent, screen} from '@testing-library/react';
import {fetchIndexesByWorker} from '@theme/searchByWorker';
import {REMOTE_SEARCH_ERROR, SEARCH_CONFIG} from '@site/src/data/search';
import {renderSearchBar} from '@site/tests/unit/renderSearchBar';

// The site's configuration, given an address below (it is empty by default).
jest.mock('@site/src/data/search', () => ({
  ...jest.requireActual('@site/src/data/search'),
  SEARCH_CONFIG: {},
}));

/** `fetch` for jsdom, over Node's http client: a real request. */
function httpFetch(url: string) {
  return new Promise<{
    ok: boolean;
    status: number;
    json: () => Promise<unknown>;
  }>((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            ok: (res.statusCode ?? 0) < 400,
            status: res.statusCode ?? 0,
            json: async () => JSON.parse(body) as unknown,
          }),
        );
      })
      .on('error', reject);
  });
}

const ANSWER = [
  {
    index: 'book',
    hits: [
      {type: 'title', link: '/guide/layout', title: 'Turtle Layout'},
      {
        type: 'content',
        link: '/guide/layout#walk',
        title: 'Turtle Layout',
        header: 'Walk',
        statement: 'The turtle walks.',
        highlights: [{start: 4, length: 6}],
      },
    ],
  },
  {
    index: 'blog',
    hits: [
      {type: 'title', link: 'https://blog.example/turtle', title: 'Turtles'},
    ],
  },
];

let server: http.Server;
const requests: URL[] = [];
let status = 200;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://stub'));
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(status === 200 ? JSON.stringify(ANSWER) : '{"error": "down"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  SEARCH_CONFIG.apiUrl = `http://127.0.0.1:${port}/api/search`;
  SEARCH_CONFIG.searchIndexes = ['book', 'blog'];
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    value: httpFetch,
  });
  Element.prototype.scrollIntoView = jest.fn();
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  requests.length = 0;
  status = 200;
});

async function search(text: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', {name: /^Search/}));
  });
  fireEvent.change(screen.getByRole('combobox'), {target: {value: text}});
}

describe('remote search mode', () => {
  it('asks the API and shows the results grouped by index name', async () => {
    const {path} = renderSearchBar();
    await search('turtle');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(3);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.pathname).toBe('/api/search');
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
      keyword: 'turtle',
      limit: '7',
      searchIndexes: 'book,blog',
      lang: 'en',
    });
    const groups = screen
      .getByRole('listbox')
      .querySelectorAll('[data-search-group]');
    expect(
      Array.from(groups).map((group) => group.getAttribute('aria-label')),
    ).toEqual(['book', 'blog']);
    expect(document.querySelector('mark')).toHaveTextContent('turtle');
    expect(fetchIndexesByWorker).not.toHaveBeenCalled();

    // The first group opens in the same tab.
    fireEvent.keyDown(screen.getByRole('combobox'), {key: 'Enter'});
    expect(path()).toBe('/guide/layout');
  });

  it('opens results of the other groups in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderSearchBar();
    await search('turtle');
    await screen.findAllByRole('option');
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(input, {key: 'ArrowUp'}); // wraps to the last: blog
    fireEvent.keyDown(input, {key: 'Enter'});
    expect(open).toHaveBeenCalledWith(
      'https://blog.example/turtle',
      '_blank',
      'noopener,noreferrer',
    );
    open.mockRestore();
  });

  it('logs a failure and shows no results', async () => {
    status = 500;
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderSearchBar();
    await search('turtle');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No results for "turtle"',
    );
    expect(error).toHaveBeenCalledWith(REMOTE_SEARCH_ERROR, expect.any(Error));
    error.mockRestore();
  });
});
