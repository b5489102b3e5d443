/**
 * Calls `fn` at most once per `waitMs`: the first call runs at once, later
 * calls within the wait are folded into one trailing call with the latest
 * arguments, so the last scroll position is never lost (CONTRIBUTING.md, Layout: scroll
 * throttles).
 */
export type Throttled<Args extends unknown[]> = ((...args: Args) => void) & {
  /** Drops a pending trailing call. */
  cancel: () => void;
};

export function throttle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number,
  now: () => number = Date.now,
): Throttled<Args> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;

  const run = (args: Args) => {
    last = now();
    fn(...args);
  };

  const throttled = (...args: Args) => {
    const elapsed = now() - last;
    if (elapsed >= waitMs && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(
        () => {
          timer = undefined;
          const latest = pending;
          pending = undefined;
          if (latest) {
            run(latest);
          }
        },
        Math.max(0, waitMs - elapsed),
      );
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) {
      clearTimeout(timer);
    }
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
