/**
 * Runs `task` once the browser is idle (`requestIdleCallback`), or after
 * `fallbackMs` where there is no such call (Safari). Returns the
 * cancellation.
 */
export function whenIdle(task: () => void, fallbackMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task());
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(id);
}
