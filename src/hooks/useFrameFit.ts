import {useCallback, useEffect, useState, type RefObject} from 'react';
import {frameFit, pictureSize} from '../lib/liveExample';

type FrameFit = ReturnType<typeof frameFit>;

/**
 * The size and scale of a live example's frame, from the picture in
 * `stageRef` (frameFit): measured by `fitNow`, when the reader starts the
 * example (so the frame has its size before Makepad reads it), and again
 * whenever the picture's displayed width changes while the example is
 * `active` (a window resized, a phone turned, the column moved beside the
 * code), so the running example keeps covering its picture.
 */
export function useFrameFit(
  stageRef: RefObject<HTMLElement | null>,
  active: boolean,
): {fit: FrameFit | undefined; fitNow: () => void} {
  const [fit, setFit] = useState<FrameFit>();
  const fitNow = useCallback(() => {
    const picture = stageRef.current?.querySelector('img');
    const size = picture && pictureSize(picture);
    setFit(
      picture && size
        ? frameFit(size, picture.getBoundingClientRect().width)
        : undefined,
    );
  }, [stageRef]);
  useEffect(() => {
    const picture = stageRef.current?.querySelector('img');
    if (!active || !picture) {
      return undefined;
    }
    const resizes = new ResizeObserver(fitNow);
    resizes.observe(picture);
    return () => resizes.disconnect();
  }, [stageRef, active, fitNow]);
  return {fit, fitNow};
}
