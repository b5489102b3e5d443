import {
  useCallback,
  useEffect,
  useReducer,
  useState,
  type RefObject,
} from 'react';
import {
  ZOOM_SCROLL_CLOSE_DELAY_MS,
  ZOOM_TRANSITION_MS,
  scrolledTooFar,
  zoomReducer,
  type ZoomState,
} from '../lib/imageZoom';

/** The image being zoomed, as it was when the zoom opened. */
export type ZoomTarget = {
  /** Where the image was on screen. */
  origin: DOMRect;
  /** The source the browser chose (`currentSrc`), or `src`. */
  src: string;
  /** Intrinsic size; infinite while unknown (the zoom then fills the screen). */
  natural: {width: number; height: number};
};

export type ImageZoom = {
  state: ZoomState;
  /** The zoomed image; `null` until the first zoom opens. */
  target: ZoomTarget | null;
  open: () => void;
  close: () => void;
};

/**
 * Zoom state of one image: opens from where the image is, closes on Escape,
 * a window resize, or a scroll of more than ZOOM_SCROLL_OFFSET.
 */
export function useImageZoom(
  imageRef: RefObject<HTMLImageElement | null>,
): ImageZoom {
  const imageTarget = useCallback((): ZoomTarget | undefined => {
    const image = imageRef.current;
    if (!image) {
      console.warn(
        'Image zoom: the image is not on the page; showing it as is.',
      );
      return undefined;
    }
    if (image.closest('a')) {
      return undefined; // A linked image follows its link instead.
    }
    return {
      origin: image.getBoundingClientRect(),
      src: image.currentSrc || image.src,
      natural: {
        width: image.naturalWidth || Number.POSITIVE_INFINITY,
        height: image.naturalHeight || Number.POSITIVE_INFINITY,
      },
    };
  }, [imageRef]);
  return useZoom(imageTarget);
}

/**
 * Zoom state of anything shown as a picture (an image, a diagram's SVG):
 * `target` says what opens, and from where, when the reader asks;
 * undefined leaves it closed.
 */
export function useZoom(target: () => ZoomTarget | undefined): ImageZoom {
  const [state, dispatch] = useReducer(zoomReducer, 'closed');
  const [opened, setOpened] = useState<ZoomTarget | null>(null);

  const open = useCallback(() => {
    const next = target();
    if (next) {
      setOpened(next);
      dispatch('open');
    }
  }, [target]);
  const close = useCallback(() => dispatch('close'), []);

  // The transitions end by themselves after ZOOM_TRANSITION_MS.
  useEffect(() => {
    if (state !== 'opening' && state !== 'closing') {
      return undefined;
    }
    const timer = window.setTimeout(
      () => dispatch(state === 'opening' ? 'shown' : 'hidden'),
      ZOOM_TRANSITION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state]);

  const isOpen = state === 'opening' || state === 'opened';
  useEffect(() => {
    if (!isOpen) {
      return undefined;
    }
    const startY = window.scrollY;
    let scrollTimer: number | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
      }
    };
    const onScroll = () => {
      if (scrollTimer === undefined && scrolledTooFar(startY, window.scrollY)) {
        scrollTimer = window.setTimeout(close, ZOOM_SCROLL_CLOSE_DELAY_MS);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', close);
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', close);
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(scrollTimer);
    };
  }, [isOpen, close]);

  return {state, target: opened, open, close};
}
