import type {ShaderInput} from '../mpsl';
import {
  carryValues,
  colorFromHex,
  controlsFor,
  controlsOffer,
  defaultRange,
  hexColor,
} from './sliders';

function input(
  name: string,
  type: ShaderInput['type'],
  value: number[],
  declared = true,
): ShaderInput {
  return {
    name,
    type,
    value,
    storage: 'instance',
    glslName: `u_${name}`,
    declared,
  };
}

describe('defaultRange', () => {
  it('is 0..1 for values in 0..1, 0..2v above and symmetric below zero', () => {
    expect(defaultRange(0.5)).toEqual({min: 0, max: 1, step: 0.005});
    expect(defaultRange(440)).toEqual({min: 0, max: 880, step: 5});
    expect(defaultRange(-12)).toEqual({min: -24, max: 24, step: 0.5});
  });
});

describe('controlsFor', () => {
  it('makes sliders for floats and vector components, a picker for colours', () => {
    const controls = controlsFor([
      input('color', 'vec4', [0, 0, 0, 0], false),
      input('hover', 'float', [0.5]),
      input('light', 'vec2', [40, 36]),
      input('tint', 'vec4', [1, 0, 0, 1]),
      input('on', 'bool', [1]),
    ]);
    expect(controls).toEqual([
      {
        kind: 'sliders',
        input: 'hover',
        sliders: [{label: 'hover', component: 0, min: 0, max: 1, step: 0.005}],
      },
      {
        kind: 'sliders',
        input: 'light',
        sliders: [
          {label: 'light.x', component: 0, min: 0, max: 80, step: 0.5},
          {label: 'light.y', component: 1, min: 0, max: 72, step: 0.5},
        ],
      },
      {kind: 'color', input: 'tint'},
      {kind: 'checkbox', input: 'on'},
    ]);
  });

  it('uses the ranges of the example data and keeps the default inside', () => {
    const [control] = controlsFor([input('level', 'float', [1.5])], {
      level: {min: 0, max: 1, step: 0.1},
    });
    expect(control).toEqual({
      kind: 'sliders',
      input: 'level',
      sliders: [{label: 'level', component: 0, min: 0, max: 1.5, step: 0.1}],
    });
  });
});

describe('controlsOffer', () => {
  it('promises sliders only when the shader has them, and only sliders', () => {
    expect(controlsOffer([])).toBe('none');
    expect(
      controlsOffer(controlsFor([input('color', 'vec4', [1], false)])),
    ).toBe('none');
    expect(controlsOffer(controlsFor([input('hover', 'float', [0.5])]))).toBe(
      'sliders',
    );
    expect(
      controlsOffer(
        controlsFor([
          input('hover', 'float', [0.5]),
          input('tint', 'vec4', [1, 0, 0, 1]),
        ]),
      ),
    ).toBe('controls');
  });
});

describe('colours', () => {
  it('converts between components and #rrggbb, keeping alpha', () => {
    expect(hexColor([1, 0.5, 0, 0.3])).toBe('#ff8000');
    expect(colorFromHex('#ff8000', [0, 0, 0, 0.3])).toEqual([
      1,
      128 / 255,
      0,
      0.3,
    ]);
  });
});

describe('carryValues', () => {
  it('keeps a value while the default is unchanged and resets it otherwise', () => {
    const previous = new Map([
      ['hover', {default: [0.5], value: [0.9]}],
      ['level', {default: [0.2], value: [0.7]}],
    ]);
    const next = carryValues(
      [
        input('hover', 'float', [0.5]),
        input('level', 'float', [0.3]),
        input('new', 'float', [1]),
      ],
      previous,
    );
    expect([...next]).toEqual([
      ['hover', {default: [0.5], value: [0.9]}],
      ['level', {default: [0.3], value: [0.3]}],
      ['new', {default: [1], value: [1]}],
    ]);
  });
});
