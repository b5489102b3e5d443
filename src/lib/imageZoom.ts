import {MOBILE_MAX_WIDTH} from '../data/breakpoints';

/**
 * Image zoom: closed → opening → opened → closing → closed.
 * It closes on a click on the image or the backdrop, on Escape, on a window
 * resize, or after the page scrolled more than ZOOM_SCROLL_OFFSET.
 */

export type ZoomState = 'closed' | 'opening' | 'opened' | 'closing';
export type ZoomEvent = 'open' | 'shown' | 'close' | 'hidden';

/** Pixels the page may scroll while zoomed before the zoom closes. */
export const ZOOM_SCROLL_OFFSET = 40;
/** Delay before closing after such a scroll. */
export const ZOOM_SCROLL_CLOSE_DELAY_MS = 150;
/** Length of the open and close transitions. */
export const ZOOM_TRANSITION_MS = 300;

export function zoomReducer(state: ZoomState, event: ZoomEvent): ZoomState {
  switch (event) {
    case 'open':
      return state === 'closed' ? 'opening' : state;
    case 'shown':
      return state === 'opening' ? 'opened' : state;
    case 'close':
      return state === 'opening' || state === 'opened' ? 'closing' : state;
    case 'hidden':
      return state === 'closing' ? 'closed' : state;
  }
}

/** Whether scrolling from `startY` to `currentY` should close the zoom. */
export function scrolledTooFar(startY: number, currentY: number): boolean {
  return Math.abs(currentY - startY) > ZOOM_SCROLL_OFFSET;
}

/**
 * The transform that moves and scales an image from its place on the page
 * (`from`) to the centre of the viewport, as large as fits (the spec's zoom
 * margin is 0). `upscaled` says the zoomed image is larger than its file's
 * pixels: the overlay then draws those pixels sharp instead of blurring
 * them, as befits screenshots and the pictures Makepad drew.
 */
export function zoomTransform(
  from: {left: number; top: number; width: number; height: number},
  viewport: {width: number; height: number},
  natural: {width: number; height: number},
): {translateX: number; translateY: number; scale: number; upscaled: boolean} {
  const scale = Math.min(
    viewport.width / from.width,
    viewport.height / from.height,
  );
  return {
    translateX: viewport.width / 2 - (from.left + from.width / 2),
    translateY: viewport.height / 2 - (from.top + from.height / 2),
    scale,
    upscaled: from.width * scale > natural.width,
  };
}

/**
 * How the zoomed image is laid out. `fit`: moved and scaled to fill the
 * viewport (zoomTransform). `pan`: on a phone (viewport at most
 * MOBILE_MAX_WIDTH wide), an image whose file has more pixels than fit
 * shows at its natural size in a scrolling overlay the reader pans, so the
 * small text of a screenshot or mock-up becomes readable; it starts
 * centred (`scrollLeft`, `scrollTop`), and a side smaller than the viewport
 * is centred by `left`/`top`.
 */
export type ZoomLayout =
  | ({kind: 'fit'} & ReturnType<typeof zoomTransform>)
  | {
      kind: 'pan';
      width: number;
      height: number;
      left: number;
      top: number;
      scrollLeft: number;
      scrollTop: number;
    };

export function zoomLayout(
  from: {left: number; top: number; width: number; height: number},
  viewport: {width: number; height: number},
  natural: {width: number; height: number},
): ZoomLayout {
  const fit = zoomTransform(from, viewport, natural);
  const pans =
    viewport.width <= MOBILE_MAX_WIDTH &&
    Number.isFinite(natural.width) &&
    Number.isFinite(natural.height) &&
    natural.width > from.width * fit.scale + 0.5;
  if (!pans) {
    return {kind: 'fit', ...fit};
  }
  return {
    kind: 'pan',
    width: natural.width,
    height: natural.height,
    left: Math.max(0, (viewport.width - natural.width) / 2),
    top: Math.max(0, (viewport.height - natural.height) / 2),
    scrollLeft: Math.max(0, (natural.width - viewport.width) / 2),
    scrollTop: Math.max(0, (natural.height - viewport.height) / 2),
  };
}
