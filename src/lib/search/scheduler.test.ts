import {createSearchScheduler} from './scheduler';

describe('search scheduling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(search: (input: string) => Promise<string>) {
    const results: [string, string][] = [];
    const empties: number[] = [];
    const scheduler = createSearchScheduler({
      delayMs: 150,
      search,
      onResult: (input, result) => results.push([input, result]),
      onEmpty: () => empties.push(1),
    });
    return {scheduler, results, empties};
  }

  it('searches once typing paused for 150 ms, with the last input', async () => {
    const search = jest.fn(async (input: string) => `r:${input}`);
    const {scheduler, results} = setup(search);
    scheduler.update('c');
    jest.advanceTimersByTime(100);
    scheduler.update('ci');
    jest.advanceTimersByTime(149);
    expect(search).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('ci');
    expect(results).toEqual([['ci', 'r:ci']]);
  });

  it('does not search empty or blank text', () => {
    const search = jest.fn(async () => 'x');
    const {scheduler, empties} = setup(search);
    scheduler.update('   ');
    jest.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
    expect(empties).toHaveLength(1);
  });

  it('drops an answer when the input changed meanwhile', async () => {
    const pending: ((value: string) => void)[] = [];
    const search = jest.fn(
      () => new Promise<string>((resolve) => pending.push(resolve)),
    );
    const {scheduler, results} = setup(search);
    scheduler.update('old');
    jest.advanceTimersByTime(150);
    scheduler.update('new');
    jest.advanceTimersByTime(150);
    pending[1]?.('new result');
    pending[0]?.('stale result');
    await Promise.resolve();
    await Promise.resolve();
    expect(results).toEqual([['new', 'new result']]);
  });

  it('forgets everything on cancel', async () => {
    const search = jest.fn(async () => 'x');
    const {scheduler, results} = setup(search);
    scheduler.update('a');
    scheduler.cancel();
    jest.advanceTimersByTime(1000);
    await Promise.resolve();
    expect(search).not.toHaveBeenCalled();
    expect(results).toEqual([]);
  });
});
