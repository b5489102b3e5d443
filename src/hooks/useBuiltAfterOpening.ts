import {startTransition, useEffect, useState} from 'react';

/**
 * For a panel that is closed until the reader opens it and whose content
 * is costly to build: false until `shown` first turns true, then true for
 * the life of the component. The switch waits until the frame that shows
 * the opening has been painted, and is a transition, which React renders
 * in slices that yield to the browser: the reader's tap is answered at
 * once, and the content arrives while the panel slides in. A panel closed
 * again before then tries again at its next opening.
 */
export function useBuiltAfterOpening(shown: boolean): boolean {
  const [built, setBuilt] = useState(false);
  useEffect(() => {
    if (!shown || built) {
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next frame's callback runs before that frame's paint; the task
    // it queues, after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setBuilt(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, built]);
  return built;
}
