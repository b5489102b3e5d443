/**
 * The type rules of Makepad 1.0's shader compiler that the translator
 * checks, so that code Makepad rejects is rejected by the preview too:
 * operators (platform/shader_compiler/src/ty_check.rs, ty_check_bin_expr
 * and ty_check_un_expr), constructors (ty_check_cons_call_expr: a scalar,
 * or exactly as many components as the type has), swizzles, and the
 * overloads of every built-in function (builtin.rs). Makepad has no
 * implicit conversions: `vec2 * float` exists, `int * float` does not.
 */

/**
 * Types a value of the source may have, which a declaration or a
 * constructor call names.
 */
export const VALUE_TYPES = [
  'bool',
  'int',
  'float',
  'vec2',
  'vec3',
  'vec4',
  'ivec2',
  'ivec3',
  'ivec4',
  'bvec2',
  'bvec3',
  'bvec4',
  'mat2',
  'mat3',
  'mat4',
] as const;

const TYPES = ['void', ...VALUE_TYPES, 'texture2d', 'Sdf2d'] as const;

export type Ty = (typeof TYPES)[number];

/** The type a name in the source denotes, if it is one. */
export function typeFromName(name: string): Ty | undefined {
  return (TYPES as readonly string[]).includes(name) ? (name as Ty) : undefined;
}

export function isScalar(ty: Ty): boolean {
  return ty === 'float' || ty === 'int' || ty === 'bool';
}

export function isVector(ty: Ty): boolean {
  return /^[ib]?vec[234]$/.test(ty);
}

export function isMatrix(ty: Ty): boolean {
  return /^mat[234]$/.test(ty);
}

/** Number of components (a mat3 has 9). */
export function slots(ty: Ty): number {
  if (isScalar(ty)) {
    return 1;
  }
  const n = Number(ty.slice(-1));
  return isMatrix(ty) ? n * n : n;
}

/** The GLSL spelling of a type. */
export function glslType(ty: Ty): string {
  switch (ty) {
    case 'texture2d':
      return 'sampler2D';
    default:
      return ty;
  }
}

type Pair = readonly [Ty, Ty, Ty];

const ARITH_BASE: readonly Pair[] = [
  ['int', 'int', 'int'],
  ['float', 'float', 'float'],
  ['ivec2', 'int', 'ivec2'],
  ['ivec2', 'ivec2', 'ivec2'],
  ['ivec3', 'int', 'ivec3'],
  ['ivec3', 'ivec3', 'ivec3'],
  ['ivec4', 'int', 'ivec4'],
  ['ivec4', 'ivec4', 'ivec4'],
  ['vec2', 'float', 'vec2'],
  ['vec2', 'vec2', 'vec2'],
  ['vec3', 'float', 'vec3'],
  ['vec3', 'vec3', 'vec3'],
  ['vec4', 'float', 'vec4'],
  ['vec4', 'vec4', 'vec4'],
  ['mat2', 'float', 'mat2'],
  ['mat2', 'mat2', 'mat2'],
  ['mat3', 'float', 'mat3'],
  ['mat3', 'mat3', 'mat3'],
  ['mat4', 'float', 'mat4'],
  ['mat4', 'mat4', 'mat4'],
];

/** `float op vecN/matN` (for + - * /). */
const SCALAR_LEFT: readonly Pair[] = [
  ['float', 'vec2', 'vec2'],
  ['float', 'vec3', 'vec3'],
  ['float', 'vec4', 'vec4'],
  ['float', 'mat2', 'mat2'],
  ['float', 'mat3', 'mat3'],
  ['float', 'mat4', 'mat4'],
];

const VEC_TIMES_MAT: readonly Pair[] = [
  ['vec2', 'mat2', 'vec2'],
  ['vec3', 'mat3', 'vec3'],
  ['vec4', 'mat4', 'vec4'],
];

const MAT_TIMES_VEC: readonly Pair[] = [
  ['mat2', 'vec2', 'vec2'],
  ['mat3', 'vec3', 'vec3'],
  ['mat4', 'vec4', 'vec4'],
];

function lookup(table: readonly Pair[], left: Ty, right: Ty): Ty | undefined {
  return table.find(([l, r]) => l === left && r === right)?.[2];
}

/** Result type of `left op right`, or undefined when Makepad rejects it. */
export function binaryResult(op: string, left: Ty, right: Ty): Ty | undefined {
  switch (op) {
    case '=':
      return left === right ? left : undefined;
    case '+=':
    case '-=':
    case '/=':
      return lookup(ARITH_BASE, left, right);
    case '*=':
      return lookup([...ARITH_BASE, ...VEC_TIMES_MAT], left, right);
    case '||':
    case '&&':
      return left === 'bool' && right === 'bool' ? 'bool' : undefined;
    case '==':
    case '!=':
      return left === right &&
        !['void', 'texture2d', 'Sdf2d', 'bvec2', 'bvec3', 'bvec4'].includes(
          left,
        )
        ? 'bool'
        : undefined;
    case '<':
    case '<=':
    case '>':
    case '>=':
      return left === right && (left === 'int' || left === 'float')
        ? 'bool'
        : undefined;
    case '+':
    case '-':
    case '/':
      return lookup([...ARITH_BASE, ...SCALAR_LEFT], left, right);
    case '*':
      return lookup(
        [...ARITH_BASE, ...SCALAR_LEFT, ...VEC_TIMES_MAT, ...MAT_TIMES_VEC],
        left,
        right,
      );
    default:
      return undefined;
  }
}

/** Result type of a unary operator, or undefined when Makepad rejects it. */
export function unaryResult(op: '-' | '!', ty: Ty): Ty | undefined {
  if (op === '!') {
    return ty === 'bool' ? 'bool' : undefined;
  }
  return ['int', 'float', 'vec2', 'vec3', 'vec4'].includes(ty) ? ty : undefined;
}

/**
 * Checks a constructor call `ty(args)`: one scalar, one matrix, or exactly
 * as many components as `ty` has. Returns an error message or undefined.
 */
export function constructorError(
  ty: Ty,
  args: readonly Ty[],
): string | undefined {
  if (args.length === 1) {
    const [arg] = args as [Ty];
    if (isScalar(ty) && isScalar(arg)) {
      return undefined;
    }
    if (isVector(ty) && isScalar(arg)) {
      return undefined;
    }
    if ((isMatrix(ty) && isScalar(arg)) || isMatrix(arg)) {
      return undefined;
    }
  }
  if (
    !(isVector(ty) || isMatrix(ty)) ||
    !args.every((arg) => isScalar(arg) || isVector(arg) || isMatrix(arg))
  ) {
    return `can't construct \`${ty}\` from (${args.join(', ')})`;
  }
  const expected = slots(ty);
  const actual = args.reduce((sum, arg) => sum + slots(arg), 0);
  if (actual < expected) {
    return `not enough components for \`${ty}\`: expected ${expected}, got ${actual}`;
  }
  if (actual > expected) {
    return `too many components for \`${ty}\`: expected ${expected}, got ${actual}`;
  }
  return undefined;
}

/** The components a swizzle names (x y z w, r g b a), or undefined. */
export function swizzleIndices(name: string): number[] | undefined {
  if (name.length < 1 || name.length > 4) {
    return undefined;
  }
  for (const set of ['xyzw', 'rgba']) {
    const indices = [...name].map((c) => set.indexOf(c));
    if (indices.every((i) => i >= 0)) {
      return indices;
    }
  }
  return undefined;
}

/** Type of `value.swizzle` on a vector type, or undefined. */
export function swizzleResult(ty: Ty, name: string): Ty | undefined {
  if (!isVector(ty)) {
    return undefined;
  }
  const indices = swizzleIndices(name);
  if (indices === undefined || indices.some((i) => i >= slots(ty))) {
    return undefined;
  }
  const prefix = ty.startsWith('b') ? 'b' : ty.startsWith('i') ? 'i' : '';
  if (indices.length === 1) {
    return prefix === 'b' ? 'bool' : prefix === 'i' ? 'int' : 'float';
  }
  return `${prefix}vec${indices.length}` as Ty;
}

type Overload = readonly [readonly Ty[], Ty];

const GEN: readonly Ty[] = ['float', 'vec2', 'vec3', 'vec4'];
const VEC: readonly Ty[] = ['vec2', 'vec3', 'vec4'];

/** `(T) -> T` for float and vec2..vec4. */
const unaryGen = (): Overload[] => GEN.map((t) => [[t], t]);
const binaryGen = (): Overload[] => GEN.map((t) => [[t, t], t]);
const ternaryGen = (): Overload[] => GEN.map((t) => [[t, t, t], t]);
const bvecOf = (t: Ty): Ty => `b${t.replace(/^i/, '')}` as Ty;
const compare = (): Overload[] =>
  (['ivec2', 'ivec3', 'ivec4', ...VEC] as Ty[]).map((t) => [[t, t], bvecOf(t)]);

/**
 * Every built-in function of Makepad 1.0's shader compiler and its
 * overloads (platform/shader_compiler/src/builtin.rs).
 */
export const BUILTINS: ReadonlyMap<string, readonly Overload[]> = new Map<
  string,
  Overload[]
>([
  [
    'abs',
    [
      ...unaryGen(),
      [['int'], 'int'],
      [['ivec2'], 'ivec2'],
      [['ivec3'], 'ivec3'],
      [['ivec4'], 'ivec4'],
    ],
  ],
  ['acos', unaryGen()],
  [
    'all',
    (['bvec2', 'bvec3', 'bvec4'] as Ty[]).map((t) => [[t], 'bool'] as Overload),
  ],
  [
    'any',
    (['bvec2', 'bvec3', 'bvec4'] as Ty[]).map((t) => [[t], 'bool'] as Overload),
  ],
  ['asin', unaryGen()],
  ['atan', [...unaryGen(), ...binaryGen()]],
  ['ceil', unaryGen()],
  [
    'clamp',
    [...ternaryGen(), ...VEC.map((t): Overload => [[t, 'float', 'float'], t])],
  ],
  ['cos', unaryGen()],
  ['cross', [[['vec3', 'vec3'], 'vec3']]],
  ['degrees', unaryGen()],
  ['dFdx', unaryGen()],
  ['dFdy', unaryGen()],
  ['distance', GEN.map((t): Overload => [[t, t], 'float'])],
  ['dot', GEN.map((t): Overload => [[t, t], 'float'])],
  [
    'equal',
    [
      ...(['bvec2', 'bvec3', 'bvec4'] as Ty[]).map((t): Overload => [
        [t, t],
        t,
      ]),
      ...compare(),
    ],
  ],
  ['exp', unaryGen()],
  ['exp2', unaryGen()],
  ['faceforward', ternaryGen()],
  ['floor', unaryGen()],
  ['fract', unaryGen()],
  ['greaterThan', compare()],
  ['greaterThanEqual', compare()],
  ['inversesqrt', unaryGen()],
  ['inverse', [[['mat4'], 'mat4']]],
  ['length', GEN.map((t): Overload => [[t], 'float'])],
  ['lessThan', compare()],
  ['lessThanEqual', compare()],
  ['log', unaryGen()],
  ['log2', unaryGen()],
  [
    'matrixCompMult',
    (['mat2', 'mat3', 'mat4'] as Ty[]).map((t): Overload => [[t, t], t]),
  ],
  ['max', [...binaryGen(), ...VEC.map((t): Overload => [[t, 'float'], t])]],
  ['min', [...binaryGen(), ...VEC.map((t): Overload => [[t, 'float'], t])]],
  ['mix', [...ternaryGen(), ...VEC.map((t): Overload => [[t, t, 'float'], t])]],
  ['mod', [...binaryGen(), ...VEC.map((t): Overload => [[t, 'float'], t])]],
  ['normalize', unaryGen()],
  ['not', (['bvec2', 'bvec3', 'bvec4'] as Ty[]).map((t): Overload => [[t], t])],
  [
    'notEqual',
    [
      ...(['bvec2', 'bvec3', 'bvec4'] as Ty[]).map((t): Overload => [
        [t, t],
        t,
      ]),
      ...compare(),
    ],
  ],
  ['pow', binaryGen()],
  ['radians', unaryGen()],
  ['reflect', binaryGen()],
  ['refract', GEN.map((t): Overload => [[t, t, 'float'], t])],
  ['sample2d', [[['texture2d', 'vec2'], 'vec4']]],
  ['sample2d_rt', [[['texture2d', 'vec2'], 'vec4']]],
  ['depth_clip', [[['vec4', 'vec4', 'float'], 'vec4']]],
  ['sign', unaryGen()],
  ['sin', unaryGen()],
  [
    'smoothstep',
    [...ternaryGen(), ...VEC.map((t): Overload => [['float', 'float', t], t])],
  ],
  ['sqrt', unaryGen()],
  ['step', [...binaryGen(), ...VEC.map((t): Overload => [['float', t], t])]],
  ['tan', unaryGen()],
  [
    'transpose',
    [
      [['mat4'], 'mat4'],
      [['mat3'], 'mat3'],
    ],
  ],
]);

/** Return type of built-in `name` for these argument types, if any. */
export function builtinResult(
  name: string,
  args: readonly Ty[],
): Ty | undefined {
  return BUILTINS.get(name)?.find(
    ([params]) =>
      params.length === args.length && params.every((p, i) => p === args[i]),
  )?.[1];
}
