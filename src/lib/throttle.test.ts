import {throttle} from './throttle';

describe('throttle', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs the first call at once and folds the rest into one trailing call', () => {
    const calls: number[] = [];
    const throttled = throttle((y: number) => calls.push(y), 200);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(199);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
  });

  it('runs at once again after a quiet wait', () => {
    const calls: number[] = [];
    const throttled = throttle((y: number) => calls.push(y), 100);
    throttled(1);
    jest.advanceTimersByTime(150);
    throttled(2);
    expect(calls).toEqual([1, 2]);
  });

  it('keeps at most one call per wait while calls keep coming', () => {
    const calls: number[] = [];
    const throttled = throttle((y: number) => calls.push(y), 100);
    for (let t = 0; t < 1000; t += 10) {
      throttled(t);
      jest.advanceTimersByTime(10);
    }
    jest.advanceTimersByTime(100);
    expect(calls.length).toBeGreaterThanOrEqual(10);
    expect(calls.length).toBeLessThanOrEqual(11);
    expect(calls.at(-1)).toBe(990);
  });

  it('drops a pending call on cancel', () => {
    const calls: number[] = [];
    const throttled = throttle((y: number) => calls.push(y), 100);
    throttled(1);
    throttled(2);
    throttled.cancel();
    jest.advanceTimersByTime(500);
    expect(calls).toEqual([1]);
  });
});
