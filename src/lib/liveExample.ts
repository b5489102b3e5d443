/**
 * The logic of a live example (src/components/LiveExample): the address of
 * the frame that runs it, the messages its host page posts
 * (src/live/host.js), and the state they lead to.
 */
import {LIVE_MESSAGE_SOURCE} from '../data/liveExamples';

/** What the frame's host page can report. */
export type LiveMessage =
  | {type: 'ready'; ms: number}
  | {type: 'error'; reason: LiveFailure}
  | {type: 'escape'};

/** Why a live example could not start. */
export type LiveFailure = 'webgl' | 'wasm' | 'load' | 'timeout';

export type LiveState =
  | {name: 'idle'}
  | {name: 'loading'}
  | {name: 'running'; ms: number}
  | {name: 'failed'; reason: LiveFailure};

/**
 * The frame's size and scale: the example runs at its picture's own size
 * (its logical pixels, which its layout was written for) and is scaled
 * down as the picture is where the column is narrower, so that it looks
 * like its picture instead of laying itself out again, cut off.
 */
export function frameFit(
  natural: {width: number; height: number},
  displayedWidth: number,
): {width: number; height: number; scale: number} {
  const scale =
    natural.width > 0 ? Math.min(1, displayedWidth / natural.width) : 1;
  return {width: natural.width, height: natural.height, scale};
}

/**
 * A picture's own size: its `width` and `height` attributes, which the
 * build sets from the file, or its natural size once loaded. A picture
 * below the fold loads lazily, and may not be loaded yet when the reader
 * presses Run it.
 */
export function pictureSize(
  picture: Pick<HTMLImageElement, 'naturalWidth' | 'naturalHeight'> & {
    getAttribute(name: string): string | null;
  },
): {width: number; height: number} | undefined {
  const width = Number(picture.getAttribute('width'));
  const height = Number(picture.getAttribute('height'));
  if (width > 0 && height > 0) {
    return {width, height};
  }
  return picture.naturalWidth > 0
    ? {width: picture.naturalWidth, height: picture.naturalHeight}
    : undefined;
}

/** Whether the example's frame is there: loading or running. */
export function isActive(state: LiveState): boolean {
  return state.name === 'loading' || state.name === 'running';
}

const FAILURES: readonly LiveFailure[] = ['webgl', 'wasm', 'load', 'timeout'];

/**
 * The example or app named by a picture's URL under `prefix`
 * (`/img/widgets/slider.png` is `slider`).
 */
export function exampleOfPicture(
  url: string,
  prefix: string,
): string | undefined {
  if (!url.startsWith(prefix)) {
    return undefined;
  }
  const match = /^([a-z0-9][a-z0-9-]*)\.png$/.exec(url.slice(prefix.length));
  return match?.[1];
}

/**
 * What a frame runs: one of the widget gallery's examples (`example`, the
 * gallery being the default app), or another app of the live package
 * (`app`, a folder of listings/) as it starts.
 */
export type LiveTarget = {readonly example: string} | {readonly app: string};

/** The name a live example goes by on its page (data attribute, frame title). */
export function liveTargetName(target: LiveTarget): string {
  return 'app' in target ? target.app : target.example;
}

/**
 * The frame's address: the package's host page, told which app or example
 * to show and, when given, the name of the example's keyboard input in the
 * page's language.
 */
export function liveFrameUrl(
  base: string,
  target: LiveTarget,
  inputLabel?: string,
): string {
  const folder = base.endsWith('/') ? base : `${base}/`;
  const query =
    'app' in target
      ? `app=${encodeURIComponent(target.app)}`
      : `example=${encodeURIComponent(target.example)}`;
  const input =
    inputLabel === undefined ? '' : `&input=${encodeURIComponent(inputLabel)}`;
  return `${folder}index.html?${query}${input}`;
}

/** The message, if `data` is one the host page posts; anything else is ignored. */
export function readLiveMessage(data: unknown): LiveMessage | undefined {
  if (typeof data !== 'object' || data === null) {
    return undefined;
  }
  const message = data as Record<string, unknown>;
  if (message.source !== LIVE_MESSAGE_SOURCE) {
    return undefined;
  }
  switch (message.type) {
    case 'ready':
      return typeof message.ms === 'number'
        ? {type: 'ready', ms: message.ms}
        : undefined;
    case 'error':
      return FAILURES.includes(message.reason as LiveFailure)
        ? {type: 'error', reason: message.reason as LiveFailure}
        : undefined;
    case 'escape':
      return {type: 'escape'};
    default:
      return undefined;
  }
}

/** The state after a message; only a loading example can start or fail. */
export function nextLiveState(
  state: LiveState,
  message: LiveMessage,
): LiveState {
  if (state.name !== 'loading') {
    return state;
  }
  switch (message.type) {
    case 'ready':
      return {name: 'running', ms: message.ms};
    case 'error':
      return {name: 'failed', reason: message.reason};
    default:
      return state;
  }
}
