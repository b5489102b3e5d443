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

export type ImageZoom = {
  state: ZoomState;
  /** Where the image was on screen when the zoom opened. */
  origin: DOMRect | null;
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
  const [state, dispatch] = useReducer(zoomReducer, 'closed');
  const [origin, setOrigin] = useState<DOMRect | null>(null);

  const open = useCallback(() => {
    const image = imageRef.current;
    if (!image) {
      console.warn(
        'Image zoom: the image is not on the page; showing it as is.',
      );
      return;
    }
    if (image.closest('a')) {
      return; // A linked image follows its link instead.
    }
    setOrigin(image.getBoundingClientRect());
    dispatch('open');
  }, [imageRef]);
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

  return {state, origin, open, close};
}
