/**
 * The Sdf2d reference of the API section: which pages exist and how they
 * are grouped. The sidebar, the redirects of the field pages and the tests
 * read these lists; the facts on each page come from Makepad 1.0's source.
 */

/** Shader built-ins with a page under /api/Sdf2d/builtin/. */
export const SDF2D_BUILTINS = [
  'abs',
  'acos',
  'all',
  'any',
  'asin',
  'atan',
  'ceil',
  'clamp',
  'cos',
  'cross',
  'dFdx',
  'dFdy',
  'degrees',
  'depth_clip',
  'distance',
  'dot',
  'equal',
  'exp',
  'exp2',
  'faceforward',
  'floor',
  'fract',
  'greaterThan',
  'greaterThanEqual',
  'inverse',
  'inversesqrt',
  'length',
  'lessThan',
  'lessThanEqual',
  'log',
  'log2',
  'matrixCompMult',
  'max',
  'min',
  'mix',
  'mod',
  'normalize',
  'not',
  'notEqual',
  'pow',
  'radians',
  'reflect',
  'refract',
  'sample2d',
  'sample2dOES',
  'sample2d_rt',
  'sign',
  'sin',
  'smoothstep',
  'sqrt',
  'step',
  'tan',
  'transpose',
] as const;

export type Sdf2dField = {
  readonly name: string;
  readonly type: 'float' | 'vec2' | 'vec4';
};

/** Fields of the Sdf2d struct, with a page under /api/Sdf2d/fields/. */
export const SDF2D_FIELDS: readonly Sdf2dField[] = [
  {name: 'aa', type: 'float'},
  {name: 'blur', type: 'float'},
  {name: 'clip', type: 'float'},
  {name: 'dist', type: 'float'},
  {name: 'has_clip', type: 'float'},
  {name: 'last_pos', type: 'vec2'},
  {name: 'old_shape', type: 'float'},
  {name: 'pos', type: 'vec2'},
  {name: 'result', type: 'vec4'},
  {name: 'scale_factor', type: 'float'},
  {name: 'shape', type: 'float'},
  {name: 'start_pos', type: 'vec2'},
];

/** A group of method pages in the sidebar: its label and its members. */
export type MethodGroup = {
  readonly label: string;
  readonly items: readonly (string | MethodGroup)[];
};

/**
 * Sdf2d methods, as the sidebar shows them: bool; draw with
 * primitives first; effects; transform; then antialias, clear and viewport.
 * A name is the page path below /api/Sdf2d/methods/; its last segment is the
 * method's name in Makepad 1.0's draw/src/shader/std.rs.
 */
export const SDF2D_METHODS: MethodGroup = {
  label: 'methods',
  items: [
    {label: 'bool', items: ['bool/intersect', 'bool/subtract', 'bool/union']},
    {
      label: 'draw',
      items: [
        {
          label: 'primitives',
          items: [
            'arc2',
            'arc_flat_caps',
            'arc_round_caps',
            'box',
            'box_all',
            'box_x',
            'box_y',
            'circle',
            'hexagon',
            'hline',
            'rect',
          ].map((name) => `draw/primitives/${name}`),
        },
        'draw/calc_blur',
        'draw/close_path',
        'draw/fill',
        'draw/fill_keep',
        'draw/fill_keep_premul',
        'draw/fill_premul',
        'draw/line_to',
        'draw/move_to',
        'draw/stroke',
        'draw/stroke_keep',
      ],
    },
    {
      label: 'effects',
      items: [
        'effects/blend',
        'effects/gloop',
        'effects/glow',
        'effects/glow_keep',
      ],
    },
    {
      label: 'transform',
      items: ['transform/rotate', 'transform/scale', 'transform/translate'],
    },
    'antialias',
    'clear',
    'viewport',
  ],
};

/**
 * Pages of the shader library that Sdf2d code relies on (`link::shaders`
 * besides `Sdf2d`), under /api/Sdf2d/library/: the `Math`, `Pal` and
 * `GaussShadow` objects and the numeric constants.
 */
export const SDF2D_LIBRARY = [
  'constants',
  'GaussShadow',
  'Math',
  'Pal',
] as const;

/** The older field path with the type in it, e.g. `/api/Sdf2d/fields/aa (float)`. */
export function legacyFieldPath(field: Sdf2dField): string {
  return `/api/Sdf2d/fields/${field.name} (${field.type})`;
}
