import {useEffect, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import {useLocation} from '@docusaurus/router';
import renderRoutes from '@docusaurus/renderRoutes';
import {ENABLE_CONTENT_ANIMATION} from '@site/src/data/readerSettings';
import {pageChanges, settlesBefore} from '@site/src/lib/pageChange';
import {
  PAGE_TRANSITION_ATTRIBUTE,
  isPageChange,
  readMotionContext,
  runViewTransition,
  shouldAnimate,
} from '@site/src/lib/viewTransitions';

/** Longest wait for the new page inside a transition before it goes on. */
const RENDER_TIMEOUT_MS = 1000;

type Location = ReturnType<typeof useLocation>;

function animates(from: Location, to: Location): boolean {
  return (
    isPageChange(from, to) &&
    shouldAnimate(ENABLE_CONTENT_ANIMATION, readMotionContext(window))
  );
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}

/**
 * Whether the code of the page at `pathname` is loaded. Loading starts here
 * (Docusaurus's `window.docusaurus.preload`); a page that is not ready
 * within a task goes through the normal navigation, with the progress bar.
 */
function pageIsReady(pathname: string): Promise<boolean> {
  const loading = window.docusaurus.preload(pathname);
  return loading === false
    ? Promise.resolve(true)
    : settlesBefore(loading, nextTask());
}

/**
 * Page changes (CONTRIBUTING.md, Page changes): the app below renders the
 * location it is given here. On a page change whose code is loaded, that
 * location changes inside a View Transition (Docusaurus itself has no hook
 * early enough to take the old page's picture), and the transition waits until
 * the new page has rendered. Other navigations pass straight through.
 */
export default function PageTransition({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  const waits = location !== shown && animates(shown, location);
  if (location !== shown && !waits) {
    setShown(location);
  }

  useEffect(() => {
    if (!waits) {
      return undefined;
    }
    let cancelled = false;
    void pageIsReady(location.pathname).then((ready) => {
      if (cancelled) {
        return;
      }
      if (!ready) {
        setShown(location);
        return;
      }
      const rendered = pageChanges.nextRouteUpdate();
      const transition = runViewTransition(
        document,
        PAGE_TRANSITION_ATTRIBUTE,
        () => {
          if (!cancelled) {
            flushSync(() => setShown(location));
          }
          return settlesBefore(
            rendered,
            new Promise((resolve) =>
              window.setTimeout(resolve, RENDER_TIMEOUT_MS),
            ),
          ).then(() => undefined);
        },
      );
      pageChanges.transitionStarted(transition.finished);
    });
    return () => {
      cancelled = true;
    };
  }, [waits, location]);

  // A pathless route hands `shown` to everything below as the location.
  return renderRoutes([{render: () => children}], {}, {location: shown});
}
