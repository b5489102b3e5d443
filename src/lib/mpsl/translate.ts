/**
 * Translates the body of a Makepad 1.0 draw shader (what sits between the
 * braces of `draw_bg: { ... }`) to a GLSL ES 3.0 program for WebGL2: type
 * checks it with Makepad's rules (./types.ts), folds constant arithmetic
 * in f32 like Makepad's const_eval.rs, and links it with the ported shader
 * library (./library.ts). Errors carry the line and column in the source.
 *
 * The program draws one widget-sized quad: `self.pos` runs from 0 to 1
 * across it (DrawQuad's vertex shader in draw/src/shader/draw_quad.rs),
 * `self.rect_size` is the widget's size in logical pixels, and the colour
 * `pixel()` returns is premultiplied and blended over a backdrop colour the
 * way Makepad's OpenGL back end blends (ONE, ONE_MINUS_SRC_ALPHA,
 * platform/src/os/linux/opengl.rs:285).
 */
import type {DrawBody, Expr, FnItem, Stmt} from './ast';
import {MpslError, type Pos} from './lexer';
import {
  CONSTANTS,
  LIBRARY_GLSL,
  OBJECTS,
  SDF2D_FIELDS,
  SDF2D_METHODS,
  SDF2D_STATIC,
  libraryName,
  type Signature,
} from './library';
import {parseDrawBody} from './parser';
import {
  BUILTINS,
  binaryResult,
  builtinResult,
  constructorError,
  glslType,
  isMatrix,
  isVector,
  slots,
  swizzleIndices,
  swizzleResult,
  typeFromName,
  unaryResult,
  type Ty,
} from './types';

/** The widget whose draw shader the code belongs to. */
export type ShaderBase = 'view' | 'image';

/** A value the page sets from outside: an instance, uniform or texture. */
export type ShaderInput = {
  readonly name: string;
  readonly storage: 'instance' | 'uniform' | 'texture';
  readonly type: Ty;
  /** Default components (empty for textures). */
  readonly value: readonly number[];
  /** Name of the GLSL uniform. */
  readonly glslName: string;
  /** Declared in the code (not one the widget's draw shader always has). */
  readonly declared: boolean;
};

export type Diagnostic = {
  readonly message: string;
  readonly line: number;
  readonly col: number;
};

export type Translation = {
  readonly ok: true;
  readonly vertex: string;
  readonly fragment: string;
  /** Instances, uniforms and textures, in declaration order. */
  readonly inputs: readonly ShaderInput[];
  /** The code reads `self.time`, so the picture changes over time. */
  readonly usesTime: boolean;
};

export type TranslateResult =
  Translation | {readonly ok: false; readonly error: Diagnostic};

export type TranslateOptions = {readonly base?: ShaderBase};

/** Uniforms the page always sets. */
export const PROGRAM_UNIFORMS = {
  rectSize: 'mp_rect_size',
  /** The canvas's size in device pixels. */
  pixels: 'mp_pixels',
  time: 'mp_time',
  backdrop: 'mp_backdrop',
} as const;

/** Attribute holding the quad's corner (0..1, 0..1). */
export const GEOMETRY_ATTRIBUTE = 'mp_geom';

/**
 * The quad covers the canvas. `self.pos` is not a varying, as in DrawQuad,
 * but the pixel's centre computed from `gl_FragCoord`, `(i + 0.5) / width`.
 * In the pictures Makepad draws under Mesa, ties at pixel centres (such as
 * `p.x == p.y` on a diagonal) fall the same way all along the line, as
 * exact centres make them; SwiftShader's interpolation of a varying adds
 * noise in the last bit and breaks such ties pixel by pixel
 * (tests/previews compares the two).
 */
export const VERTEX_SHADER = `#version 300 es
in vec2 ${GEOMETRY_ATTRIBUTE};
void main() {
  gl_Position = vec4(${GEOMETRY_ATTRIBUTE} * 2.0 - 1.0, 0.0, 1.0);
}
`;

/** Shortest decimal that reads back as the same f32, as a GLSL float. */
export function glslFloat(value: number): string {
  const v = Math.fround(value);
  let text = String(v);
  for (let digits = 1; digits <= 9; digits++) {
    const candidate = v.toPrecision(digits);
    if (Math.fround(Number(candidate)) === v) {
      text = String(Number(candidate));
      break;
    }
  }
  if (!/[.e]/.test(text)) {
    text += '.0';
  }
  if (text.includes('e') && !text.includes('.')) {
    text = text.replace('e', '.0e');
  }
  return v < 0 ? `(${text})` : text;
}

/** The RGBA components of a colour literal, as Makepad's Vec4::from_u32. */
export function colorComponents(rgba: number): number[] {
  return [24, 16, 8, 0].map((shift) =>
    Math.fround(((rgba >>> shift) & 0xff) / 255),
  );
}

type Value = {kind: 'float'; v: number} | {kind: 'bool'; v: boolean};

type Emitted = {
  code: string;
  ty: Ty;
  /** Compile-time value, when Makepad's const_eval would fold it. */
  value?: Value;
  /** The expression can be written to (a variable, field or swizzle). */
  lvalue?: boolean;
};

type Symbol = {ty: Ty; glsl: string; kind: 'local' | 'param' | 'loop'};

type SelfField = {ty: Ty; glsl: string; storage?: ShaderInput['storage']};

const f32 = Math.fround;

function foldFloat(op: string, a: number, b: number): Value | undefined {
  switch (op) {
    case '+':
      return {kind: 'float', v: f32(a + b)};
    case '-':
      return {kind: 'float', v: f32(a - b)};
    case '*':
      return {kind: 'float', v: f32(a * b)};
    case '/':
      return {kind: 'float', v: f32(a / b)};
    case '==':
      return {kind: 'bool', v: a === b};
    case '!=':
      return {kind: 'bool', v: a !== b};
    case '<':
      return {kind: 'bool', v: a < b};
    case '<=':
      return {kind: 'bool', v: a <= b};
    case '>':
      return {kind: 'bool', v: a > b};
    case '>=':
      return {kind: 'bool', v: a >= b};
    default:
      return undefined;
  }
}

function foldBool(op: string, a: boolean, b: boolean): Value | undefined {
  switch (op) {
    case '||':
      return {kind: 'bool', v: a || b};
    case '&&':
      return {kind: 'bool', v: a && b};
    case '==':
      return {kind: 'bool', v: a === b};
    case '!=':
      return {kind: 'bool', v: a !== b};
    default:
      return undefined;
  }
}

function valueCode(value: Value): string | undefined {
  if (value.kind === 'bool') {
    return String(value.v);
  }
  return Number.isFinite(value.v) ? glslFloat(value.v) : undefined;
}

function baseFields(): Map<string, SelfField> {
  return new Map<string, SelfField>([
    ['pos', {ty: 'vec2', glsl: 'mp_pos'}],
    ['rect_size', {ty: 'vec2', glsl: PROGRAM_UNIFORMS.rectSize}],
    ['rect_pos', {ty: 'vec2', glsl: 'mp_rect_pos'}],
    ['time', {ty: 'float', glsl: PROGRAM_UNIFORMS.time}],
    ['world', {ty: 'vec4', glsl: 'mp_world'}],
    ['depth_clip', {ty: 'float', glsl: 'mp_depth_clip'}],
    ['draw_depth', {ty: 'float', glsl: 'mp_draw_depth'}],
  ]);
}

/** Inputs every widget of a base has (DrawColor's `color`, DrawImage's). */
function baseInputs(base: ShaderBase): ShaderInput[] {
  if (base === 'image') {
    return [
      {
        name: 'image',
        storage: 'texture',
        type: 'texture2d',
        value: [],
        glslName: 't_image',
        declared: false,
      },
      {
        name: 'opacity',
        storage: 'instance',
        type: 'float',
        value: [1],
        glslName: 'u_opacity',
        declared: false,
      },
      {
        name: 'image_scale',
        storage: 'instance',
        type: 'vec2',
        value: [1, 1],
        glslName: 'u_image_scale',
        declared: false,
      },
      {
        name: 'image_pan',
        storage: 'instance',
        type: 'vec2',
        value: [0, 0],
        glslName: 'u_image_pan',
        declared: false,
      },
      {
        name: 'async_load',
        storage: 'instance',
        type: 'float',
        value: [0],
        glslName: 'u_async_load',
        declared: false,
      },
    ];
  }
  return [
    {
      name: 'color',
      storage: 'instance',
      type: 'vec4',
      value: [0, 0, 0, 0],
      glslName: 'u_color',
      declared: false,
    },
  ];
}

class Translator {
  private readonly fns = new Map<string, FnItem>();
  private readonly selfFields: Map<string, SelfField>;
  private readonly inputs: ShaderInput[];
  private scopes: Map<string, Symbol>[] = [];
  private names = new Map<string, number>();
  private current: FnItem | undefined;
  private loopDepth = 0;
  usesTime = false;

  constructor(
    private readonly body: DrawBody,
    base: ShaderBase,
  ) {
    this.selfFields = baseFields();
    this.inputs = baseInputs(base);
    for (const input of this.inputs) {
      this.selfFields.set(input.name, {
        ty: input.type,
        glsl: input.glslName,
        storage: input.storage,
      });
    }
  }

  private fail(message: string, pos: Pos): never {
    throw new MpslError(message, pos);
  }

  run(): Translation {
    this.collectItems();
    const entry = this.fns.get('fragment') ?? this.fns.get('pixel');
    if (entry === undefined) {
      this.fail('the shader needs `fn pixel(self) -> vec4 { ... }`', {
        offset: 0,
        line: 1,
        col: 1,
      });
    }
    if (!entry.hasSelf || entry.params.length > 0 || entry.returns !== 'vec4') {
      this.fail(
        `\`${entry.name}\` must be declared as \`fn ${entry.name}(self) -> vec4\``,
        entry.pos,
      );
    }
    const prototypes: string[] = [];
    const definitions: string[] = [];
    for (const fn of this.fns.values()) {
      const header = this.fnHeader(fn);
      prototypes.push(`${header};`);
      definitions.push(`${header} {\n${this.fnBody(fn)}}\n`);
    }
    const uniforms = this.inputs
      .map((input) => `uniform ${glslType(input.type)} ${input.glslName};`)
      .join('\n');
    const fragment = `#version 300 es
precision highp float;
precision highp int;
uniform vec2 ${PROGRAM_UNIFORMS.pixels};
vec2 mp_pos;
out vec4 mp_out;
uniform vec2 ${PROGRAM_UNIFORMS.rectSize};
uniform float ${PROGRAM_UNIFORMS.time};
uniform vec4 ${PROGRAM_UNIFORMS.backdrop};
const vec2 mp_rect_pos = vec2(0.0);
const float mp_depth_clip = 1.0;
const float mp_draw_depth = 1.0;
vec4 mp_world;
vec4 sample2d(sampler2D s, vec2 p) { return texture(s, p); }
vec4 sample2d_rt(sampler2D s, vec2 p) { return texture(s, vec2(p.x, 1.0 - p.y)); }
vec4 depth_clip(vec4 w, vec4 c, float clip) { return c; }
${LIBRARY_GLSL}
${uniforms}
${prototypes.join('\n')}
${definitions.join('\n')}
void main() {
  // The pixel's centre, from the top left: exact, whatever the GPU's
  // interpolation rounds (see the comment of VERTEX_SHADER).
  mp_pos = vec2(gl_FragCoord.x, ${PROGRAM_UNIFORMS.pixels}.y - gl_FragCoord.y) / ${PROGRAM_UNIFORMS.pixels};
  mp_world = vec4(mp_pos * ${PROGRAM_UNIFORMS.rectSize} + mp_rect_pos, 0.0, 1.0);
  vec4 c = clamp(f_${entry.name}(), 0.0, 1.0);
  mp_out = vec4(c.rgb + ${PROGRAM_UNIFORMS.backdrop}.rgb * (1.0 - c.a), 1.0);
}
`;
    return {
      ok: true,
      vertex: VERTEX_SHADER,
      fragment,
      inputs: this.inputs,
      usesTime: this.usesTime,
    };
  }

  private collectItems(): void {
    for (const item of this.body.items) {
      if (item.kind === 'fn') {
        if (this.fns.has(item.name)) {
          this.fail(`function \`${item.name}\` is defined twice`, item.pos);
        }
        this.fns.set(item.name, item);
        continue;
      }
      if (item.kind === 'decl') {
        if (item.storage === 'varying') {
          this.fail('`varying` is not supported by the preview', item.pos);
        }
        const existing = this.inputs.findIndex(
          (input) => input.name === item.name,
        );
        let input: ShaderInput;
        if (item.storage === 'texture') {
          if (item.type !== 'texture2d') {
            this.fail(
              'only `texture name: texture2d` is supported by the preview',
              item.pos,
            );
          }
          input = {
            name: item.name,
            storage: 'texture',
            type: 'texture2d',
            value: [],
            glslName: `t_${item.name}`,
            declared: true,
          };
        } else {
          const {type, value} = this.declValue(item.type, item.value, item.pos);
          input = {
            name: item.name,
            storage: item.storage,
            type,
            value,
            glslName: `u_${item.name}`,
            declared: true,
          };
        }
        if (existing >= 0) {
          this.inputs[existing] = input;
        } else {
          this.inputs.push(input);
        }
        this.selfFields.set(input.name, {
          ty: input.type,
          glsl: input.glslName,
          storage: input.storage,
        });
        continue;
      }
      // `color: #f00` sets the default of an existing input.
      const index = this.inputs.findIndex((input) => input.name === item.name);
      if (index >= 0) {
        const target = this.inputs[index]!;
        const {type, value} = this.declValue(undefined, item.value, item.pos);
        if (type !== target.type) {
          this.fail(
            `\`${item.name}\` is a ${target.type}, not a ${type}`,
            item.pos,
          );
        }
        this.inputs[index] = {...target, value};
      }
    }
  }

  /** The type and default of `instance name: <type or value>`. */
  private declValue(
    typeName: string | undefined,
    value: Expr | undefined,
    pos: Pos,
  ): {type: Ty; value: number[]} {
    if (typeName !== undefined) {
      const type = typeFromName(typeName);
      if (
        type === undefined ||
        type === 'void' ||
        type === 'Sdf2d' ||
        type === 'texture2d'
      ) {
        this.fail(`unknown type \`${typeName}\``, pos);
      }
      return {type, value: new Array<number>(slots(type)).fill(0)};
    }
    const constant = (expr: Expr): number[] => {
      switch (expr.kind) {
        case 'number':
          return [f32(expr.value)];
        case 'bool':
          return [expr.value ? 1 : 0];
        case 'color':
          return colorComponents(expr.value);
        case 'unary':
          if (expr.op === '-') {
            return constant(expr.expr).map((v) => -v);
          }
          break;
        case 'call':
          if (
            expr.path.length === 1 &&
            typeFromName(expr.path[0]!) !== undefined
          ) {
            return expr.args.flatMap(constant);
          }
          break;
        default:
          break;
      }
      this.fail(
        'a default value must be a number, a colour or a vector of numbers',
        expr.pos,
      );
    };
    if (value === undefined) {
      this.fail('expected a type or a value', pos);
    }
    const components = constant(value);
    let type: Ty;
    if (value.kind === 'color') {
      type = 'vec4';
    } else if (value.kind === 'bool') {
      type = 'bool';
    } else if (value.kind === 'call') {
      type = typeFromName(value.path[0]!)!;
      if (slots(type) !== components.length) {
        if (components.length === 1 && isVector(type)) {
          return {
            type,
            value: new Array<number>(slots(type)).fill(components[0]!),
          };
        }
        this.fail(`\`${type}\` needs ${slots(type)} components`, value.pos);
      }
    } else {
      type = 'float';
    }
    return {type, value: components};
  }

  private glslName(prefix: string, name: string): string {
    const base = `${prefix}${name.replace(/__+/g, '_')}`;
    const count = this.names.get(base) ?? 0;
    this.names.set(base, count + 1);
    return count === 0 ? base : `${base}_${count}`;
  }

  private fnHeader(fn: FnItem): string {
    const returns = this.typeOf(fn.returns, fn.pos, true);
    const params = fn.params.map((param) => {
      const ty = this.typeOf(param.type, param.pos);
      return `${param.inout ? 'inout ' : ''}${glslType(ty)} p_${param.name}`;
    });
    return `${glslType(returns)} f_${fn.name}(${params.join(', ')})`;
  }

  private typeOf(name: string, pos: Pos, allowVoid = false): Ty {
    const ty = typeFromName(name === 'Self' ? 'Sdf2d' : name);
    if (ty === undefined || (ty === 'void' && !allowVoid)) {
      this.fail(`unknown type \`${name}\``, pos);
    }
    return ty;
  }

  private fnBody(fn: FnItem): string {
    this.current = fn;
    this.names = new Map();
    this.scopes = [new Map()];
    for (const param of fn.params) {
      if (this.scopes[0]!.has(param.name)) {
        this.fail(`parameter \`${param.name}\` is declared twice`, param.pos);
      }
      this.scopes[0]!.set(param.name, {
        ty: this.typeOf(param.type, param.pos),
        glsl: `p_${param.name}`,
        kind: 'param',
      });
    }
    const code = this.block(fn.body, 1);
    this.current = undefined;
    return code;
  }

  private block(stmts: readonly Stmt[], depth: number): string {
    this.scopes.push(new Map());
    const lines = stmts.map((stmt) => this.stmt(stmt, depth)).join('');
    this.scopes.pop();
    return lines;
  }

  private lookup(name: string): Symbol | undefined {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const symbol = this.scopes[i]!.get(name);
      if (symbol) {
        return symbol;
      }
    }
    return undefined;
  }

  private stmt(stmt: Stmt, depth: number): string {
    const indent = '  '.repeat(depth);
    switch (stmt.kind) {
      case 'let': {
        const init = stmt.init ? this.expr(stmt.init) : undefined;
        let ty: Ty;
        if (stmt.type !== undefined) {
          ty = this.typeOf(stmt.type, stmt.pos);
          if (init && init.ty !== ty) {
            this.fail(
              `\`${stmt.name}\` is declared as \`${ty}\` but its value is a \`${init.ty}\``,
              stmt.init!.pos,
            );
          }
        } else if (init) {
          ty = init.ty;
        } else {
          this.fail(`\`let ${stmt.name}\` needs a type or a value`, stmt.pos);
        }
        if (ty === 'void') {
          this.fail(
            `\`${stmt.name}\` can't hold the result of a function that returns nothing`,
            stmt.init!.pos,
          );
        }
        if (ty === 'texture2d') {
          this.fail("a texture can't be stored in a variable", stmt.pos);
        }
        const glsl = this.glslName('l_', stmt.name);
        this.scopes[this.scopes.length - 1]!.set(stmt.name, {
          ty,
          glsl,
          kind: 'local',
        });
        return `${indent}${glslType(ty)} ${glsl}${init ? ` = ${init.code}` : ''};\n`;
      }
      case 'expr': {
        const expr = this.expr(stmt.expr);
        return `${indent}${expr.code};\n`;
      }
      case 'return': {
        const expected = typeFromName(this.current!.returns) ?? 'void';
        if (!stmt.expr) {
          if (expected !== 'void') {
            this.fail(
              `\`${this.current!.name}\` must return a \`${expected}\``,
              stmt.pos,
            );
          }
          return `${indent}return;\n`;
        }
        const value = this.expr(stmt.expr);
        if (value.ty !== expected) {
          this.fail(
            `\`${this.current!.name}\` returns \`${expected}\`, not \`${value.ty}\``,
            stmt.expr.pos,
          );
        }
        return `${indent}return ${value.code};\n`;
      }
      case 'if': {
        const cond = this.expr(stmt.cond);
        if (cond.ty !== 'bool') {
          this.fail(
            `an \`if\` condition must be a \`bool\`, not a \`${cond.ty}\``,
            stmt.cond.pos,
          );
        }
        let code = `${indent}if (${cond.code}) {\n${this.block(stmt.then, depth + 1)}${indent}}`;
        if (stmt.otherwise) {
          code += ` else {\n${this.block(stmt.otherwise, depth + 1)}${indent}}`;
        }
        return `${code}\n`;
      }
      case 'for': {
        const bound = (expr: Expr): number => {
          const value = this.expr(expr);
          if (value.ty !== 'float' || value.value?.kind !== 'float') {
            this.fail('a loop bound must be a constant number', expr.pos);
          }
          return Math.trunc(value.value.v);
        };
        const from = bound(stmt.from);
        const to = bound(stmt.to);
        const step = stmt.step ? bound(stmt.step) : from < to ? 1 : -1;
        if (step === 0) {
          this.fail('step must not be zero', stmt.step!.pos);
        }
        if ((from < to && step < 0) || (from > to && step > 0)) {
          this.fail('the step goes the wrong way', stmt.step!.pos);
        }
        this.scopes.push(new Map());
        const glsl = this.glslName('i_', stmt.name);
        this.scopes[this.scopes.length - 1]!.set(stmt.name, {
          ty: 'int',
          glsl,
          kind: 'loop',
        });
        this.loopDepth += 1;
        const body = this.block(stmt.body, depth + 1);
        this.loopDepth -= 1;
        this.scopes.pop();
        const cmp = step > 0 ? '<' : '>';
        return `${indent}for (int ${glsl} = ${from}; ${glsl} ${cmp} ${to}; ${glsl} += ${step}) {\n${body}${indent}}\n`;
      }
      case 'break':
      case 'continue':
        if (this.loopDepth === 0) {
          this.fail(`\`${stmt.kind}\` outside of a loop`, stmt.pos);
        }
        return `${indent}${stmt.kind};\n`;
    }
  }

  private expr(expr: Expr): Emitted {
    switch (expr.kind) {
      case 'number': {
        const v = f32(expr.value);
        return {code: glslFloat(v), ty: 'float', value: {kind: 'float', v}};
      }
      case 'bool':
        return {
          code: String(expr.value),
          ty: 'bool',
          value: {kind: 'bool', v: expr.value},
        };
      case 'color':
        return {
          code: `vec4(${colorComponents(expr.value).map(glslFloat).join(', ')})`,
          ty: 'vec4',
        };
      case 'name':
        return this.name(expr);
      case 'call':
        return this.call(expr);
      case 'method':
        return this.method(expr);
      case 'field':
        return this.field(expr);
      case 'index': {
        const target = this.expr(expr.target);
        const index = this.expr(expr.index);
        if (!(isVector(target.ty) || isMatrix(target.ty))) {
          this.fail(`a \`${target.ty}\` can't be indexed`, expr.pos);
        }
        if (index.ty !== 'float' && index.ty !== 'int') {
          this.fail(
            `an index must be a number, not a \`${index.ty}\``,
            expr.index.pos,
          );
        }
        const ty: Ty = isMatrix(target.ty)
          ? (`vec${target.ty.slice(-1)}` as Ty)
          : target.ty.startsWith('b')
            ? 'bool'
            : target.ty.startsWith('i')
              ? 'int'
              : 'float';
        const code = index.ty === 'int' ? index.code : `int(${index.code})`;
        return {code: `${target.code}[${code}]`, ty, lvalue: target.lvalue};
      }
      case 'unary': {
        const inner = this.expr(expr.expr);
        const ty = unaryResult(expr.op, inner.ty);
        if (ty === undefined) {
          this.fail(
            `can't apply \`${expr.op}\` to a \`${inner.ty}\``,
            expr.pos,
          );
        }
        let value: Value | undefined;
        if (inner.value?.kind === 'float' && expr.op === '-') {
          value = {kind: 'float', v: -inner.value.v};
        } else if (inner.value?.kind === 'bool' && expr.op === '!') {
          value = {kind: 'bool', v: !inner.value.v};
        }
        const folded = value && valueCode(value);
        return {
          code: folded ?? `(${expr.op}${inner.code})`,
          ty,
          value: folded ? value : undefined,
        };
      }
      case 'binary': {
        const left = this.expr(expr.left);
        const right = this.expr(expr.right);
        const ty = binaryResult(expr.op, left.ty, right.ty);
        if (ty === undefined) {
          this.fail(
            `can't apply \`${expr.op}\` to a \`${left.ty}\` and a \`${right.ty}\``,
            expr.pos,
          );
        }
        let value: Value | undefined;
        if (left.value?.kind === 'float' && right.value?.kind === 'float') {
          value = foldFloat(expr.op, left.value.v, right.value.v);
        } else if (
          left.value?.kind === 'bool' &&
          right.value?.kind === 'bool'
        ) {
          value = foldBool(expr.op, left.value.v, right.value.v);
        }
        const folded = value && valueCode(value);
        return {
          code: folded ?? `(${left.code} ${expr.op} ${right.code})`,
          ty,
          value: folded ? value : undefined,
        };
      }
      case 'assign': {
        const target = this.expr(expr.target);
        if (!target.lvalue) {
          this.fail(
            'the left side of an assignment must be a variable, a field or a swizzle',
            expr.target.pos,
          );
        }
        const value = this.expr(expr.value);
        const ty = binaryResult(expr.op, target.ty, value.ty);
        if (ty === undefined) {
          this.fail(
            expr.op === '='
              ? `can't assign a \`${value.ty}\` to a \`${target.ty}\``
              : `can't apply \`${expr.op}\` to a \`${target.ty}\` and a \`${value.ty}\``,
            expr.pos,
          );
        }
        return {code: `(${target.code} ${expr.op} ${value.code})`, ty};
      }
      case 'cond': {
        const cond = this.expr(expr.cond);
        if (cond.ty !== 'bool') {
          this.fail(
            `a condition must be a \`bool\`, not a \`${cond.ty}\``,
            expr.cond.pos,
          );
        }
        const then = this.expr(expr.then);
        const otherwise = this.expr(expr.otherwise);
        if (then.ty !== otherwise.ty) {
          this.fail(
            `both branches must have the same type, not \`${then.ty}\` and \`${otherwise.ty}\``,
            expr.pos,
          );
        }
        return {
          code: `(${cond.code} ? ${then.code} : ${otherwise.code})`,
          ty: then.ty,
        };
      }
    }
  }

  private name(expr: Extract<Expr, {kind: 'name'}>): Emitted {
    const [first] = expr.path as [string];
    if (expr.path.length === 1) {
      const symbol = this.lookup(first);
      if (symbol) {
        return {
          code: symbol.glsl,
          ty: symbol.ty,
          lvalue: symbol.kind !== 'loop',
        };
      }
      const constant = CONSTANTS.get(first);
      if (constant !== undefined) {
        return {code: glslFloat(constant), ty: 'float'};
      }
      if (first === 'self') {
        this.fail(
          '`self` is used as `self.field` or `self.function()`',
          expr.pos,
        );
      }
    }
    this.fail(`identifier not found \`${expr.path.join('::')}\``, expr.pos);
  }

  private args(args: readonly Expr[]): Emitted[] {
    return args.map((arg) => this.expr(arg));
  }

  private checkCall(
    what: string,
    signature: Signature,
    args: readonly Emitted[],
    pos: Pos,
  ): void {
    const got = args.map((arg) => arg.ty);
    if (
      got.length !== signature.params.length ||
      got.some((ty, i) => ty !== signature.params[i])
    ) {
      this.fail(
        `\`${what}\` takes (${signature.params.join(', ')}), not (${got.join(', ')})`,
        pos,
      );
    }
  }

  private call(expr: Extract<Expr, {kind: 'call'}>): Emitted {
    const args = this.args(expr.args);
    const code = (name: string, prefix: string[] = []) =>
      `${name}(${[...prefix, ...args.map((arg) => arg.code)].join(', ')})`;
    if (expr.path.length === 1) {
      const [name] = expr.path as [string];
      const type = typeFromName(name);
      if (
        type !== undefined &&
        !['void', 'Sdf2d', 'texture2d'].includes(type)
      ) {
        const error = constructorError(
          type,
          args.map((arg) => arg.ty),
        );
        if (error) {
          this.fail(error, expr.pos);
        }
        return {code: code(type), ty: type};
      }
      if (BUILTINS.has(name)) {
        const ty = builtinResult(
          name,
          args.map((arg) => arg.ty),
        );
        if (ty === undefined) {
          this.fail(
            `no overload of \`${name}\` takes (${args.map((arg) => arg.ty).join(', ')})`,
            expr.pos,
          );
        }
        return {code: code(name), ty};
      }
      const fn = this.fns.get(name);
      if (fn) {
        return this.userCall(fn, args, expr.pos);
      }
      this.fail(`function not found \`${name}\``, expr.pos);
    }
    const [object, name] = expr.path as [string, string];
    if (expr.path.length === 2) {
      const signature =
        object === 'Sdf2d'
          ? SDF2D_STATIC.get(name)
          : OBJECTS.get(object)?.get(name);
      if (signature) {
        this.checkCall(`${object}::${name}`, signature, args, expr.pos);
        return {code: code(libraryName(object, name)), ty: signature.returns};
      }
      if (object === 'Sdf2d' && SDF2D_METHODS.has(name)) {
        this.fail(
          `\`${name}\` is a method: call it on a value, as \`sdf.${name}(...)\``,
          expr.pos,
        );
      }
    }
    this.fail(`function not found \`${expr.path.join('::')}\``, expr.pos);
  }

  private userCall(fn: FnItem, args: readonly Emitted[], pos: Pos): Emitted {
    const signature: Signature = {
      params: fn.params.map((param) => this.typeOf(param.type, param.pos)),
      returns: this.typeOf(fn.returns, fn.pos, true),
    };
    this.checkCall(fn.name, signature, args, pos);
    fn.params.forEach((param, i) => {
      if (param.inout && !args[i]!.lvalue) {
        this.fail(
          `argument ${i + 1} of \`${fn.name}\` is \`inout\`: pass a variable`,
          pos,
        );
      }
    });
    return {
      code: `f_${fn.name}(${args.map((arg) => arg.code).join(', ')})`,
      ty: signature.returns,
    };
  }

  private isSelf(expr: Expr): boolean {
    return (
      expr.kind === 'name' &&
      expr.path.length === 1 &&
      expr.path[0] === 'self' &&
      !this.lookup('self')
    );
  }

  private method(expr: Extract<Expr, {kind: 'method'}>): Emitted {
    if (this.isSelf(expr.receiver)) {
      const fn = this.fns.get(expr.name);
      if (!fn) {
        this.fail(`this shader has no function \`${expr.name}\``, expr.pos);
      }
      return this.userCall(fn, this.args(expr.args), expr.pos);
    }
    const receiver = this.expr(expr.receiver);
    if (receiver.ty !== 'Sdf2d') {
      this.fail(
        `a \`${receiver.ty}\` has no method \`${expr.name}\``,
        expr.pos,
      );
    }
    const signature = SDF2D_METHODS.get(expr.name);
    if (!signature) {
      this.fail(`Sdf2d has no method \`${expr.name}\``, expr.pos);
    }
    if (!receiver.lvalue) {
      this.fail(
        `call \`${expr.name}\` on a variable: the method changes its Sdf2d`,
        expr.pos,
      );
    }
    const args = this.args(expr.args);
    this.checkCall(`Sdf2d::${expr.name}`, signature, args, expr.pos);
    return {
      code: `${libraryName('Sdf2d', expr.name)}(${[receiver.code, ...args.map((arg) => arg.code)].join(', ')})`,
      ty: signature.returns,
    };
  }

  private field(expr: Extract<Expr, {kind: 'field'}>): Emitted {
    if (this.isSelf(expr.target)) {
      const field = this.selfFields.get(expr.name);
      if (!field) {
        this.fail(`\`self\` has no field \`${expr.name}\``, expr.pos);
      }
      if (expr.name === 'time') {
        this.usesTime = true;
      }
      return {code: field.glsl, ty: field.ty};
    }
    const target = this.expr(expr.target);
    if (target.ty === 'Sdf2d') {
      const ty = SDF2D_FIELDS.get(expr.name);
      if (!ty) {
        this.fail(`Sdf2d has no field \`${expr.name}\``, expr.pos);
      }
      return {code: `${target.code}.${expr.name}`, ty, lvalue: target.lvalue};
    }
    const ty = swizzleResult(target.ty, expr.name);
    if (ty === undefined) {
      this.fail(
        `field \`${expr.name}\` is not defined on a \`${target.ty}\``,
        expr.pos,
      );
    }
    const indices = swizzleIndices(expr.name)!;
    const distinct = new Set(indices).size === indices.length;
    return {
      code: `${target.code}.${expr.name}`,
      ty,
      lvalue: target.lvalue && distinct,
    };
  }
}

/** Translates a draw shader body to a WebGL2 program, or says what is wrong. */
export function translateMpsl(
  source: string,
  options: TranslateOptions = {},
): TranslateResult {
  try {
    const body = parseDrawBody(source);
    return new Translator(body, options.base ?? 'view').run();
  } catch (error) {
    if (error instanceof MpslError) {
      return {
        ok: false,
        error: {
          message: error.message,
          line: error.pos.line,
          col: error.pos.col,
        },
      };
    }
    throw error;
  }
}
