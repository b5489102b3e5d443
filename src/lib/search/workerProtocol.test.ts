import type {SiteSearch} from './searchIndex';
import {createRequestHandler, fetchJson} from './workerProtocol';
import type {WorkerResult} from './types';

const RESULT: WorkerResult = {
  document: {i: 1, t: 'circle', u: '/api/circle'},
  type: 0,
  metadata: {},
  tokens: ['circle'],
};

function fakeSearch(): SiteSearch {
  return {search: jest.fn(async () => [RESULT])} as unknown as SiteSearch;
}

describe('search worker requests', () => {
  it('opens each index once and answers searches with its results', async () => {
    const open = jest.fn(async () => fakeSearch());
    const handle = createRequestHandler(open);
    expect(await handle({id: 1, type: 'load', indexUrl: '/i.json'})).toEqual({
      id: 1,
      ok: true,
      results: [],
    });
    expect(
      await handle({
        id: 2,
        type: 'search',
        indexUrl: '/i.json',
        input: 'circle',
        limit: 7,
      }),
    ).toEqual({id: 2, ok: true, results: [RESULT]});
    expect(open).toHaveBeenCalledTimes(1);
    await handle({id: 3, type: 'load', indexUrl: '/zh/i.json'});
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('reports a failure and opens the index again next time', async () => {
    const open = jest
      .fn<Promise<SiteSearch>, [string]>()
      .mockRejectedValueOnce(new Error('HTTP 404'))
      .mockResolvedValue(fakeSearch());
    const handle = createRequestHandler(open);
    expect(await handle({id: 1, type: 'load', indexUrl: '/i.json'})).toEqual({
      id: 1,
      ok: false,
      error: 'HTTP 404',
    });
    expect((await handle({id: 2, type: 'load', indexUrl: '/i.json'})).ok).toBe(
      true,
    );
  });

  it('fails on an HTTP error when fetching JSON', async () => {
    const url = new URL('https://example.org/search-index.json');
    const answer = (status: number) => async () =>
      ({
        ok: status === 200,
        status,
        json: async () => ({format: 2}),
      }) as Response;
    await expect(fetchJson(url, answer(200))).resolves.toEqual({format: 2});
    await expect(fetchJson(url, answer(404))).rejects.toThrow(
      '/search-index.json: HTTP 404',
    );
  });
});
