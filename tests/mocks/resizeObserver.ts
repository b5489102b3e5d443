/**
 * jsdom has no ResizeObserver and lays nothing out: a stand-in that keeps
 * the last observer made, whose callback a test calls after it changed the
 * sizes it stubbed. `useFakeResizeObserver()` in a `beforeEach` installs it.
 */
export class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.last = this;
  }
  observe() {}
  disconnect() {}
}

export function useFakeResizeObserver(): void {
  FakeResizeObserver.last = undefined;
  window.ResizeObserver =
    FakeResizeObserver as unknown as typeof ResizeObserver;
}
