/**
 * @jest-environment node
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {REMOTE_SEARCH_ERROR} from '../../data/search';
import {
  fetchRemoteGroups,
  parseRemoteAnswer,
  remoteGroups,
  remoteSearchUrl,
  type RemoteQuery,
} from './remote';

const query: RemoteQuery = {
  keyword: 'turtle & <layout>',
  limit: 7,
  searchIndexes: ['book', 'blog'],
  lang: 'zh',
};

describe('remote search URL', () => {
  it('carries keyword, limit, searchIndexes (comma separated) and lang', () => {
    const url = new URL(
      remoteSearchUrl(
        '/api/search?site=book',
        query,
        'https://book.example/zh/',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://book.example/api/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      site: 'book',
      keyword: 'turtle & <layout>',
      limit: '7',
      searchIndexes: 'book,blog',
      lang: 'zh',
    });
  });
});

describe('remote answers', () => {
  it('keeps well-formed groups and hits and drops the rest', () => {
    expect(
      parseRemoteAnswer([
        {
          index: 'book',
          hits: [
            {type: 'title', link: '/a', title: 'A'},
            {type: 'bogus', link: '/b', title: 'B'},
            {
              type: 'content',
              link: '/c#x',
              title: 'C',
              statement: 'see <b>',
              highlights: [
                {start: 4, length: 3},
                {start: -1, length: 2},
              ],
            },
          ],
        },
        {hits: []},
      ]),
    ).toEqual([
      {
        index: 'book',
        hits: [
          {type: 'title', link: '/a', title: 'A', highlights: []},
          {
            type: 'content',
            link: '/c#x',
            title: 'C',
            statement: 'see <b>',
            highlights: [{start: 4, length: 3}],
          },
        ],
      },
    ]);
    expect(() => parseRemoteAnswer({error: 'x'})).toThrow();
  });

  it('groups results by index name, then by page', () => {
    const groups = remoteGroups(
      [
        {
          index: 'book',
          hits: [
            {type: 'header', link: '/a#h', title: 'A', header: 'H'},
            {type: 'title', link: '/a', title: 'A'},
          ],
        },
        {index: 'blog', hits: [{type: 'title', link: '/b', title: 'B'}]},
        {index: 'empty', hits: []},
      ],
      7,
    );
    expect(groups.map((group) => group.group)).toEqual(['book', 'blog']);
    expect(groups[0]?.pages[0]?.suggestions.map((s) => s.type)).toEqual([
      'title',
      'header',
    ]);
  });
});

describe('remote search against a stub server', () => {
  let server: http.Server;
  let base: string;
  const requests: URL[] = [];
  let reply: (res: http.ServerResponse) => void = () => undefined;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(new URL(req.url ?? '/', 'http://stub'));
      reply(res);
    });
    await new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', resolve),
    );
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    requests.length = 0;
  });

  it('sends the GET request and reads the groups', async () => {
    reply = (res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify([
          {index: 'book', hits: [{type: 'title', link: '/a', title: 'A'}]},
        ]),
      );
    };
    const groups = await fetchRemoteGroups('/search', query, base, (url) =>
      fetch(url),
    );
    expect(groups).toEqual([
      {
        index: 'book',
        hits: [{type: 'title', link: '/a', title: 'A', highlights: []}],
      },
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.pathname).toBe('/search');
    expect(requests[0]?.searchParams.get('searchIndexes')).toBe('book,blog');
    expect(requests[0]?.searchParams.get('keyword')).toBe('turtle & <layout>');
  });

  it.each([
    [
      'an HTTP error',
      (res: http.ServerResponse) => {
        res.statusCode = 500;
        res.end('oops');
      },
    ],
    [
      'an answer that is not JSON',
      (res: http.ServerResponse) => res.end('<html>'),
    ],
    [
      'an answer of the wrong shape',
      (res: http.ServerResponse) => res.end('{"hits": []}'),
    ],
  ])('logs %s and fails, so the panel shows no results', async (_, handler) => {
    reply = handler;
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      fetchRemoteGroups('/search', query, base, (url) => fetch(url)),
    ).rejects.toThrow();
    expect(error).toHaveBeenCalledWith(REMOTE_SEARCH_ERROR, expect.anything());
    error.mockRestore();
  });

  it('logs a server that cannot be reached', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      fetchRemoteGroups('http://127.0.0.1:9/none', query, base, (url) =>
        fetch(url),
      ),
    ).rejects.toThrow();
    expect(error).toHaveBeenCalledWith(REMOTE_SEARCH_ERROR, expect.anything());
    error.mockRestore();
  });
});
