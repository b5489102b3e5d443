import {SEARCH_INDEX_FETCH_ERROR} from '../../data/search';
import {createIndexLoader, type IndexState} from './indexLoader';

describe('search index state', () => {
  it('goes initial → initing → inited and fetches once', async () => {
    const states: IndexState[] = [];
    const fetchIndex = jest.fn(async () => undefined);
    const loader = createIndexLoader(fetchIndex, (state) => states.push(state));
    expect(loader.state).toBe('initial');
    const first = loader.init();
    expect(loader.state).toBe('initing');
    await Promise.all([first, loader.init()]);
    expect(loader.state).toBe('inited');
    expect(loader.failed).toBe(false);
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['initing', 'inited']);
  });

  it('logs the spec message when the fetch fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const loader = createIndexLoader(() => Promise.reject(new Error('404')));
    await loader.init();
    expect(loader.failed).toBe(true);
    expect(loader.state).toBe('inited');
    expect(error).toHaveBeenCalledWith(
      SEARCH_INDEX_FETCH_ERROR,
      expect.any(Error),
    );
    error.mockRestore();
  });
});
