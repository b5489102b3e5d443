/**
 * The live Sdf2d previews: which listing crates have them, how large they
 * are, what lies behind a transparent pixel, where the pictures rendered
 * by Makepad 1.0 are kept, the ranges of the example sliders and the
 * starting shaders of the playground. The remark plugin
 * (src/plugins/remark-sdf-preview), the components (src/components/
 * SdfPreview, SdfPlayground) and the tests read these values.
 */

/** Width and height of every example, in logical pixels (EXAMPLE_SIZE). */
export const PREVIEW_SIZE = 160;

/** How much larger the playground draws (a 2× display of the same 160). */
export const PLAYGROUND_ZOOM = 2;

export type PreviewCrate = {
  /** The listing crate, a folder of listings/. */
  readonly name: string;
  /**
   * The colour behind the example in the crate's gallery window when it
   * shows one example (the body's draw_bg of sdf2d-gallery, the window's
   * clear colour of sdf2d-builtins): transparent pixels show it.
   */
  readonly backdrop: string;
  /** Where the example files are, below the crate folder. */
  readonly examples: string;
};

export const PREVIEW_CRATES: readonly PreviewCrate[] = [
  {name: 'sdf2d-gallery', backdrop: '#202020', examples: 'src'},
  {name: 'sdf2d-builtins', backdrop: '#202226', examples: 'src/builtins'},
];

/** Folder of the reference pictures, below `static/`. */
export const REFERENCE_DIR = 'img/sdf2d-previews';

/** Site path of the picture Makepad 1.0 drew for an example. */
export function referencePath(crate: string, example: string): string {
  return `/${REFERENCE_DIR}/${crate}/${example}.png`;
}

export type SliderRange = {
  readonly min: number;
  readonly max: number;
  readonly step?: number;
};

/**
 * Slider ranges of the examples' instances, by example name and instance
 * (`{min, max}` applies to every component of a vector). Instances not
 * listed get a range around their default (src/lib/sdfPreview/sliders.ts).
 */
export const SLIDER_RANGES: Readonly<
  Record<string, Readonly<Record<string, SliderRange>>>
> = {
  ceil: {strength: {min: 0, max: 1}},
  clamp: {progress: {min: -0.25, max: 1.25}},
  distance: {light: {min: 0, max: 160, step: 1}},
  exp2: {zoom: {min: 0, max: 3}},
  greaterThanEqual: {charge: {min: 0, max: 1}},
  lessThan: {cursor: {min: 0, max: 160, step: 1}},
  log: {amplitude: {min: 0, max: 1, step: 0.005}},
  log2: {freq: {min: 20, max: 20480, step: 10}},
  matrixCompMult: {squash: {min: -1, max: 1}},
  max: {digits: {min: 1, max: 7, step: 1}},
  mix: {hover: {min: 0, max: 1}},
  normalize: {target: {min: 0, max: 160, step: 1}},
  notEqual: {selected: {min: 0, max: 4, step: 1}},
  radians: {tilt_deg: {min: -180, max: 180, step: 1}},
  sign: {delta: {min: -5, max: 5, step: 0.1}},
  sin: {level: {min: 0, max: 1}},
  step: {level: {min: 0, max: 1}},
  tan: {slope_deg: {min: 0, max: 90, step: 1}},
  transpose: {tilt: {min: -3.1416, max: 3.1416}},
};

/**
 * Examples whose picture depends on the GPU's arithmetic, not only on its
 * rounding: the preview test (tests/previews) holds only this share of
 * their pixels to the channel tolerance, instead of 99.9 %. Keyed by
 * `crate/example`.
 */
export const RENDERER_DEPENDENT: Readonly<
  Record<string, {readonly share: number; readonly reason: string}>
> = {
  'sdf2d-gallery/math_random': {
    share: 0.95,
    reason:
      'Math::random_2d hashes the sine of large numbers, whose last bits differ between GPUs (the gallery marks it gpu-dependent)',
  },
  'sdf2d-builtins/dFdx': {
    share: 0.99,
    reason:
      'dFdx and dFdy of a value that bends inside a 2 × 2 pixel block: GLSL leaves open which neighbours a GPU subtracts, and Mesa and SwiftShader differ on the edge of the ring',
  },
  'sdf2d-builtins/degrees': {
    share: 0.99,
    reason:
      'atan exactly on the 45° diagonals where the bands meet: the last bit of atan decides on which side a pixel falls',
  },
};

/**
 * Starting shaders of the playground (/api/Sdf2d/playground), as listing
 * files: each is a compiled example of a listing crate.
 */
export const PLAYGROUND_STARTERS: readonly string[] = [
  'sdf2d-gallery/src/methods/draw/primitives/circle.rs',
  'sdf2d-gallery/src/methods/effects/gloop.rs',
  'sdf2d-gallery/src/methods/transform/rotate.rs',
  'sdf2d-gallery/src/library/gauss_shadow.rs',
  'sdf2d-gallery/src/library/pal.rs',
  'sdf2d-builtins/src/builtins/mix.rs',
  'sdf2d-gallery/src/playground/pulse.rs',
];
