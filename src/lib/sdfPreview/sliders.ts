/**
 * The controls of a preview: one per `instance` or `uniform` the shader
 * declares. A float gets a slider, a vector one slider per component
 * (`light.x`, `light.y`), a `vec4` a colour picker, a `bool` a checkbox.
 * Ranges come from src/data/sdfPreviews.ts when the example lists them,
 * otherwise from the default value.
 */
import type {SliderRange} from '../../data/sdfPreviews';
import type {ShaderInput} from '../mpsl';

export type Slider = {
  /** `hover`, or `light.x` for a component. */
  readonly label: string;
  /** Index of the component the slider sets. */
  readonly component: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
};

export type Control =
  | {
      readonly kind: 'sliders';
      readonly input: string;
      readonly sliders: Slider[];
    }
  | {readonly kind: 'color'; readonly input: string}
  | {readonly kind: 'checkbox'; readonly input: string};

/** Snaps a step to 1, 2 or 5 times a power of ten. */
function niceStep(span: number): number {
  const raw = span / 200;
  const power = 10 ** Math.floor(Math.log10(raw));
  const [best] = [1, 2, 5, 10]
    .map((factor) => factor * power)
    .filter((step) => step >= raw);
  return best ?? raw;
}

/** A range around a default: 0..1 for 0..1, 0..2v above, ±2|v| below 0. */
export function defaultRange(value: number): Required<SliderRange> {
  let min: number;
  let max: number;
  if (value >= 0 && value <= 1) {
    [min, max] = [0, 1];
  } else if (value > 1) {
    [min, max] = [0, 2 * value];
  } else {
    [min, max] = [2 * value, -2 * value];
  }
  return {min, max, step: niceStep(max - min)};
}

const COMPONENTS = ['x', 'y', 'z', 'w'];

/** The controls for the inputs the code declares, in declaration order. */
export function controlsFor(
  inputs: readonly ShaderInput[],
  ranges: Readonly<Record<string, SliderRange>> = {},
): Control[] {
  return inputs
    .filter((input) => input.declared && input.storage !== 'texture')
    .flatMap((input): Control[] => {
      if (input.type === 'bool') {
        return [{kind: 'checkbox', input: input.name}];
      }
      if (input.type === 'vec4') {
        return [{kind: 'color', input: input.name}];
      }
      if (input.type !== 'float' && !/^vec[23]$/.test(input.type)) {
        return [];
      }
      const sliders = input.value.map((value, component): Slider => {
        const given = ranges[input.name];
        const range = given
          ? {...given, step: given.step ?? niceStep(given.max - given.min)}
          : defaultRange(value);
        return {
          label:
            input.value.length === 1
              ? input.name
              : `${input.name}.${COMPONENTS[component]}`,
          component,
          min: Math.min(range.min, value),
          max: Math.max(range.max, value),
          step: range.step,
        };
      });
      return [{kind: 'sliders', input: input.name, sliders}];
    });
}

/**
 * What a preview's caption can promise besides the editor: `none` without
 * controls, `sliders` when every control is a slider, `controls` when some
 * are a colour picker or a checkbox.
 */
export type ControlsOffer = 'none' | 'sliders' | 'controls';

export function controlsOffer(controls: readonly Control[]): ControlsOffer {
  if (controls.length === 0) {
    return 'none';
  }
  return controls.every((control) => control.kind === 'sliders')
    ? 'sliders'
    : 'controls';
}

/** `#rrggbb` of the first three components (0..1) of a colour. */
export function hexColor(value: readonly number[]): string {
  return `#${value
    .slice(0, 3)
    .map((c) =>
      Math.round(Math.min(1, Math.max(0, c)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Components (0..1) of `#rrggbb`, with the alpha kept from `previous`. */
export function colorFromHex(
  hex: string,
  previous: readonly number[],
): number[] {
  const rgb = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  return [...rgb, previous[3] ?? 1];
}

/**
 * Values for a new translation: an input keeps the reader's value while
 * its type and default stay the same; otherwise it starts at its default.
 */
export function carryValues(
  inputs: readonly ShaderInput[],
  previous: ReadonlyMap<
    string,
    {readonly default: readonly number[]; readonly value: readonly number[]}
  >,
): Map<string, {default: readonly number[]; value: readonly number[]}> {
  const next = new Map<
    string,
    {default: readonly number[]; value: readonly number[]}
  >();
  for (const input of inputs) {
    const old = previous.get(input.name);
    const same =
      old !== undefined &&
      old.default.length === input.value.length &&
      old.default.every((v, i) => v === input.value[i]);
    next.set(input.name, {
      default: input.value,
      value: same ? old.value : input.value,
    });
  }
  return next;
}
