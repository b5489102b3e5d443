import {act, renderHook} from '@testing-library/react';
import {useBuiltAfterOpening} from './useBuiltAfterOpening';

/** Runs the next animation frame's callbacks, then the tasks they queued. */
function paintNextFrame(): void {
  act(() => {
    jest.advanceTimersToNextFrame();
    jest.runOnlyPendingTimers();
  });
}

describe('useBuiltAfterOpening', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function render(shown: boolean) {
    return renderHook(
      ({shown: open}: {shown: boolean}) => useBuiltAfterOpening(open),
      {initialProps: {shown}},
    );
  }

  it('is false while the panel has never shown', () => {
    const {result} = render(false);
    paintNextFrame();
    expect(result.current).toBe(false);
  });

  it('turns true after the frame that shows the opening, not in it', () => {
    const {result, rerender} = render(false);
    rerender({shown: true});
    expect(result.current).toBe(false);
    paintNextFrame();
    expect(result.current).toBe(true);
  });

  it('stays true once built, the panel closed again or not', () => {
    const {result, rerender} = render(true);
    paintNextFrame();
    rerender({shown: false});
    paintNextFrame();
    expect(result.current).toBe(true);
  });

  it('builds nothing for a panel closed before its opening was painted, and tries again at the next', () => {
    const {result, rerender} = render(false);
    rerender({shown: true});
    rerender({shown: false});
    paintNextFrame();
    expect(result.current).toBe(false);
    rerender({shown: true});
    paintNextFrame();
    expect(result.current).toBe(true);
  });
});
