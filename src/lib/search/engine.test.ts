import {createSearchEngine} from './engine';
import type {ResultGroup} from './types';

const group = (name: string, link: string): ResultGroup => ({
  group: name,
  renderType: 'default',
  pages: [
    {
      page: link,
      title: 'T',
      suggestions: [
        {
          type: 'title',
          link,
          page: link,
          title: {text: 'T', highlights: []},
          header: {text: '', highlights: []},
          statement: {text: '', highlights: []},
        },
      ],
    },
  ],
});

describe('search engine', () => {
  it('does not search blank text', async () => {
    const backend = jest.fn(async () => [group('site', '/a')]);
    const engine = createSearchEngine({backend, cacheSize: 100});
    expect(await engine.search('  ')).toEqual([]);
    expect(backend).not.toHaveBeenCalled();
  });

  it('caches results by searched text', async () => {
    const backend = jest.fn(async () => [group('site', '/a')]);
    const engine = createSearchEngine({backend, cacheSize: 100});
    await engine.search('circle');
    await engine.search(' circle ');
    expect(backend).toHaveBeenCalledTimes(1);
    expect(engine.cache.size).toBe(1);
  });

  it('gives no results and caches nothing when the backend fails', async () => {
    const backend = jest.fn(async (): Promise<ResultGroup[]> => {
      throw new Error('down');
    });
    const engine = createSearchEngine({backend, cacheSize: 100});
    expect(await engine.search('circle')).toEqual([]);
    expect(engine.cache.size).toBe(0);
  });

  it('runs the hooks before, during and after a search', async () => {
    const calls: string[] = [];
    const backend = jest.fn(async (text: string) => {
      calls.push(`backend ${text}`);
      return [group('site', '/a')];
    });
    const engine = createSearchEngine({
      backend,
      cacheSize: 100,
      hooks: {
        beforeSearch: (query) => {
          calls.push(`before ${query}`);
          return `${query} layout`;
        },
        onSearch: (query, groups) => {
          calls.push(`on ${query} ${groups[0]?.results[0]?.link}`);
          return [
            {
              group: 'extra',
              renderType: 'custom',
              results: [{type: 'title', link: '/x#y', title: 'X'}],
            },
          ];
        },
        afterSearch: (query, groups) => {
          calls.push(`after ${query} ${groups.map((g) => g.group).join(',')}`);
        },
      },
    });
    const groups = await engine.search('turtle');
    expect(calls).toEqual([
      'before turtle',
      'backend turtle layout',
      'on turtle layout /a',
      'after turtle layout site,extra',
    ]);
    expect(groups.map((g) => g.group)).toEqual(['site', 'extra']);
    expect(groups[1]?.pages[0]?.page).toBe('/x');
  });

  it('keeps searching when a hook throws', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const engine = createSearchEngine({
      backend: async () => [group('site', '/a')],
      cacheSize: 100,
      hooks: {
        beforeSearch: () => {
          throw new Error('hook');
        },
      },
    });
    expect(await engine.search('a')).toHaveLength(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
