import {useCallback} from 'react';
import {flushSync} from 'react-dom';
import {
  APPEARANCE_ANIMATION_MS,
  ENABLE_APPEARANCE_ANIMATION,
} from '../data/readerSettings';
import {
  APPEARANCE_TRANSITION_ATTRIBUTE,
  readMotionContext,
  revealCentre,
  revealClipPath,
  runViewTransition,
  shouldAnimate,
  type ColorMode,
} from '../lib/viewTransitions';

/**
 * Theme switch (CONTRIBUTING.md, Appearance): applies a colour mode, through a
 * circular reveal from `origin` (the toggle button) when View Transitions are
 * supported, the reader welcomes motion and ENABLE_APPEARANCE_ANIMATION is on.
 */
export function useAppearanceSwitch(
  apply: (mode: ColorMode) => void,
): (mode: ColorMode, origin: Element | null) => void {
  return useCallback(
    (mode, origin) => {
      if (
        !shouldAnimate(ENABLE_APPEARANCE_ANIMATION, readMotionContext(window))
      ) {
        apply(mode);
        return;
      }
      const viewport = {width: window.innerWidth, height: window.innerHeight};
      const clipPath = revealClipPath(
        revealCentre(origin?.getBoundingClientRect() ?? null, viewport),
        viewport,
      );
      const transition = runViewTransition(
        document,
        APPEARANCE_TRANSITION_ATTRIBUTE,
        () => flushSync(() => apply(mode)),
      );
      transition.ready
        .then(() => {
          document.documentElement.animate(
            {clipPath},
            {
              duration: APPEARANCE_ANIMATION_MS,
              easing: 'ease-in-out',
              pseudoElement: '::view-transition-new(root)',
            },
          );
        })
        .catch(() => undefined);
    },
    [apply],
  );
}
