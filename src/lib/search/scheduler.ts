/**
 * When searches run (CONTRIBUTING.md, Search): only for non-empty text, once typing has
 * paused for the debounce delay, and a result is dropped when the input
 * changed while it was being searched.
 */
import {searchableText} from './query';

export type Timers = {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

const windowTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type SearchScheduler = {
  /** The input changed. */
  update: (input: string) => void;
  /** Forget the pending search and any answer still to come. */
  cancel: () => void;
};

export function createSearchScheduler<R>(options: {
  delayMs: number;
  search: (input: string) => Promise<R>;
  /** The answer for `input`, which is still the current input. */
  onResult: (input: string, result: R) => void;
  /** The input has nothing to search. */
  onEmpty: () => void;
  /** A search starts (after the delay). */
  onStart?: (input: string) => void;
  timers?: Timers;
}): SearchScheduler {
  const timers = options.timers ?? windowTimers;
  let handle: unknown;
  let generation = 0;
  const cancel = () => {
    if (handle !== undefined) {
      timers.clear(handle);
      handle = undefined;
    }
    generation += 1;
  };
  return {
    cancel,
    update(input) {
      cancel();
      const mine = generation;
      if (!searchableText(input)) {
        options.onEmpty();
        return;
      }
      handle = timers.set(() => {
        handle = undefined;
        options.onStart?.(input);
        void options.search(input).then(
          (result) => {
            if (mine === generation) {
              options.onResult(input, result);
            }
          },
          () => undefined,
        );
      }, options.delayMs);
    },
  };
}
