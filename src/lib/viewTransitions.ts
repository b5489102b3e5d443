/**
 * Rules of the site's two View Transitions (CONTRIBUTING.md, Appearance and
 * Page changes): the circular reveal of the theme switch and the content change
 * between pages. No browser needed here; src/hooks/useAppearanceSwitch.ts and
 * src/components/PageTransition apply them.
 */

export type ColorMode = 'light' | 'dark';
export type Appearance = 'auto' | ColorMode;

/** What the browser and the reader allow, read once per transition. */
export type MotionContext = {
  /** `document.startViewTransition` exists. */
  supported: boolean;
  /** The reader asks for `prefers-reduced-motion: reduce`. */
  reducedMotion: boolean;
};

/**
 * A View Transition runs only when the site's flag is on, the browser has
 * the API and the reader has no reduced-motion preference.
 */
export function shouldAnimate(
  enabled: boolean,
  motion: MotionContext,
): boolean {
  return enabled && motion.supported && !motion.reducedMotion;
}

/** The toggle has two states: it always switches to the other colour. */
export function nextColorMode(current: ColorMode): ColorMode {
  return current === 'dark' ? 'light' : 'dark';
}

/**
 * Docusaurus's colour-mode options for an appearance setting: `auto`
 * follows the system (light before the page knows it), `light` and `dark`
 * ignore it.
 */
export function colorModeOptions(appearance: Appearance): {
  defaultMode: ColorMode;
  respectPrefersColorScheme: boolean;
} {
  return appearance === 'auto'
    ? {defaultMode: 'light', respectPrefersColorScheme: true}
    : {defaultMode: appearance, respectPrefersColorScheme: false};
}

type Point = {x: number; y: number};
type Size = {width: number; height: number};

/** Radius that covers the whole viewport from `centre` (its farthest corner). */
export function revealRadius(centre: Point, viewport: Size): number {
  const dx = Math.max(centre.x, viewport.width - centre.x);
  const dy = Math.max(centre.y, viewport.height - centre.y);
  return Math.hypot(dx, dy);
}

/** `clip-path` keyframes of the reveal: a circle growing from `centre`. */
export function revealClipPath(
  centre: Point,
  viewport: Size,
): [string, string] {
  const at = `at ${round(centre.x)}px ${round(centre.y)}px`;
  const radius = Math.ceil(revealRadius(centre, viewport));
  return [`circle(0px ${at})`, `circle(${radius}px ${at})`];
}

/** Centre of a rectangle (the toggle button), or of the viewport without one. */
export function revealCentre(
  rect: {left: number; top: number; width: number; height: number} | null,
  viewport: Size,
): Point {
  return rect
    ? {x: rect.left + rect.width / 2, y: rect.top + rect.height / 2}
    : {x: viewport.width / 2, y: viewport.height / 2};
}

/**
 * A navigation changes the page (and may animate) when the path changes; a
 * new hash or query string on the same page does not.
 */
export function isPageChange(
  from: {pathname: string},
  to: {pathname: string},
): boolean {
  return from.pathname !== to.pathname;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The motion context of a window. */
export function readMotionContext(win: Window): MotionContext {
  return {
    supported: typeof win.document.startViewTransition === 'function',
    reducedMotion: win.matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
}

let transitionCount = 0;

/**
 * Starts a View Transition running `update`, with `attribute` set on the
 * root element until it finishes, so CSS can style this kind of transition
 * (src/css/view-transitions.css). A newer transition of the same kind keeps
 * the attribute.
 */
export function runViewTransition(
  doc: Document,
  attribute: string,
  update: () => void | Promise<void>,
): ViewTransition {
  const root = doc.documentElement;
  const id = String(++transitionCount);
  root.setAttribute(attribute, id);
  const transition = doc.startViewTransition(update);
  const clear = () => {
    if (root.getAttribute(attribute) === id) {
      root.removeAttribute(attribute);
    }
  };
  transition.finished.then(clear, clear);
  // A transition that is skipped rejects `ready`; nothing else is lost.
  transition.ready.catch(() => undefined);
  return transition;
}

/** Root attribute present while the theme switch's reveal runs. */
export const APPEARANCE_TRANSITION_ATTRIBUTE = 'data-appearance-transition';
/** Root attribute present while a page change's transition runs. */
export const PAGE_TRANSITION_ATTRIBUTE = 'data-page-transition';
