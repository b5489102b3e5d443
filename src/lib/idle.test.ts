import {whenIdle} from './idle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('waits for the browser to be idle where it can tell', () => {
    let idle: IdleRequestCallback | undefined;
    const request = jest.fn((callback: IdleRequestCallback) => {
      idle = callback;
      return 7;
    });
    const cancel = jest.fn();
    Object.assign(window, {
      requestIdleCallback: request,
      cancelIdleCallback: cancel,
    });
    const task = jest.fn();
    const stop = whenIdle(task, 1000);
    expect(task).not.toHaveBeenCalled();
    idle?.({didTimeout: false, timeRemaining: () => 10});
    expect(task).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('falls back to a delay, which can be cancelled', () => {
    jest.useFakeTimers();
    expect(typeof window.requestIdleCallback).not.toBe('function');
    const task = jest.fn();
    whenIdle(task, 1000);
    jest.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled, 1000)();
    jest.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
