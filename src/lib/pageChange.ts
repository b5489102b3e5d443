/**
 * Page changes (CONTRIBUTING.md): the content may change through a View
 * Transition, followed by a reload-content event. Two parties meet here:
 * src/components/PageTransition starts the transition and waits for the new
 * page to render; the client module src/clientModules/pageChange.ts learns
 * (from Docusaurus's `onRouteDidUpdate`) when it has rendered.
 */

export type PageChangeTracker = {
  /** Resolves at the next `routeDidUpdate`. */
  nextRouteUpdate: () => Promise<void>;
  /** Registers the running transition's `finished` promise. */
  transitionStarted: (finished: Promise<unknown>) => void;
  /**
   * The new page has rendered: wakes the waiting transition and announces
   * the page change (through `announce`) once no transition is running.
   */
  routeDidUpdate: (announce: () => void) => void;
};

export function createPageChangeTracker(): PageChangeTracker {
  let waiting: (() => void)[] = [];
  let running: Promise<unknown> | null = null;
  return {
    nextRouteUpdate() {
      return new Promise((resolve) => waiting.push(resolve));
    },
    transitionStarted(finished) {
      const settled = finished.then(
        () => undefined,
        () => undefined,
      );
      running = settled;
      void settled.then(() => {
        if (running === settled) {
          running = null;
        }
      });
    },
    routeDidUpdate(announce) {
      const wake = waiting;
      waiting = [];
      wake.forEach((resolve) => resolve());
      if (running) {
        void running.then(announce);
      } else {
        announce();
      }
    },
  };
}

/** The site's one tracker. */
export const pageChanges = createPageChangeTracker();

/** Resolves with `true` when `promise` settles first, `false` on `timeout`. */
export function settlesBefore(
  promise: Promise<unknown>,
  timeout: Promise<unknown>,
): Promise<boolean> {
  return Promise.race([
    promise.then(
      () => true,
      () => false,
    ),
    timeout.then(() => false),
  ]);
}
