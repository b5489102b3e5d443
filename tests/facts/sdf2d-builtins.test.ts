/**
 * Numbers the pages under api/Sdf2d/builtin/ state, computed the way
 * Makepad 1.0.0's shaders compute them: the GLSL definitions of the
 * built-ins (platform/shader_compiler/src/builtin.rs lists them; the
 * back ends emit the GLSL functions), Sdf2d's own helpers in
 * draw/src/shader/std.rs, and the values of each page's example
 * (listings/sdf2d-builtins/src/builtins/). Every number is checked on the
 * English page and on its Chinese twin.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const english = 'docs/api/Sdf2d/builtin';
const chinese =
  'i18n/zh-Hans/docusaurus-plugin-content-docs/current/api/Sdf2d/builtin';

function read(dir: string, page: string): string {
  return fs.readFileSync(path.join(root, dir, `${page}.md`), 'utf8');
}

/** Expects the English page and its Chinese twin to match `pattern`. */
function bothState(page: string, pattern: RegExp): void {
  expect(read(english, page)).toMatch(pattern);
  expect(read(chinese, page)).toMatch(pattern);
}

/** A number as the pages print it, escaped for a regular expression. */
function num(value: number, digits: number): string {
  return value.toFixed(digits).replace('.', '\\.');
}

// GLSL definitions (GLSL ES 3.00 §8), which Makepad's back ends emit.
const clamp = (x: number, lo: number, hi: number) =>
  Math.min(Math.max(x, lo), hi);
const fract = (x: number) => x - Math.floor(x);
const mod = (x: number, y: number) => x - y * Math.floor(x / y);
const step = (edge: number, x: number) => (x < edge ? 0 : 1);
const radians = (deg: number) => (deg * Math.PI) / 180;
const degrees = (rad: number) => (rad * 180) / Math.PI;
/** Largest finite 32-bit float. */
const F32_MAX = (2 - 2 ** -23) * 2 ** 127;

describe('rounding built-ins', () => {
  it('ceil, floor and fract give the values the pages name', () => {
    expect(Math.ceil(2.1)).toBe(3);
    expect(Math.ceil(-1.7)).toBe(-1);
    bothState(
      'ceil',
      /`ceil\(2\.1\)`[^\n]*3\.0[^\n]*`ceil\(-1\.7\)`[^\n]*-1\.0/,
    );
    expect(Math.floor(2.9)).toBe(2);
    expect(Math.floor(-0.5)).toBe(-1);
    bothState(
      'floor',
      /`floor\(2\.9\)`[^\n]*2\.0[^\n]*`floor\(-0\.5\)`[^\n]*-1\.0/,
    );
    expect(fract(3.25)).toBe(0.25);
    expect(fract(-0.25)).toBe(0.75);
    bothState(
      'fract',
      /`fract\(3\.25\)`[^\n]*0\.25[^\n]*`fract\(-0\.25\)`[^\n]*0\.75/,
    );
  });

  it('mod follows floor, unlike the truncating % of Rust and fmod', () => {
    expect(mod(-1, 4)).toBe(3);
    // Rust's % and Metal/HLSL fmod truncate: JavaScript's % does the same.
    expect(-1 % 4).toBe(-1);
    bothState('mod', /`mod\(-1\.0, 4\.0\)`[^\n]*3\.0/);
    bothState('mod', /`-1\.0_f32 % 4\.0`[^\n]*-1\.0/);
  });
});

describe('angles', () => {
  it('degrees and radians convert as the pages say', () => {
    expect(degrees(Math.PI)).toBeCloseTo(180, 10);
    expect(radians(45)).toBeCloseTo(0.7853982, 7);
    bothState('degrees', /0\.7853982[^\n]*45°/);
    bothState('radians', new RegExp(`45\\.0[^\\n]*${num(radians(45), 4)}`));
    expect(radians(-12)).toBeCloseTo(-0.2094, 4);
    bothState('radians', new RegExp(num(radians(-12), 4)));
    bothState('radians', new RegExp(num(Math.PI, 5)));
  });

  it('acos and asin cover the ranges the pages give', () => {
    expect(Math.acos(-1)).toBeCloseTo(3.14159, 5);
    bothState('acos', /3\.14159/);
    expect(Math.asin(1)).toBeCloseTo(1.5708, 4);
    bothState(
      'asin',
      new RegExp(`-${num(Math.PI / 2, 4)}[^\\n]*${num(Math.PI / 2, 4)}`),
    );
  });

  it('tan(25°) and the rise of the 128-pixel run in the tan example', () => {
    const slope = Math.tan(radians(25));
    expect(slope.toFixed(2)).toBe('0.47');
    // rise = min(run * tan(a), 120.0) with run = 128.0
    const rise = Math.min(128 * slope, 120);
    expect(Math.round(rise)).toBe(60);
    bothState('tan', /tan\(25°\)[^\n]*0\.47/);
    bothState('tan', /128[^\n]*60/);
  });

  it('the transpose example turns the tag by tilt = 0.35 rad, about 20°', () => {
    expect(Math.round(degrees(0.35))).toBe(20);
    bothState('transpose', /20°/);
  });
});

describe('exponentials and logarithms', () => {
  it('exp: e, the Gaussian at one sigma and the f32 overflow', () => {
    expect(Math.exp(1).toFixed(3)).toBe('2.718');
    bothState('exp', /`exp\(1\.0\)`[^\n]*2\.718/);
    bothState('exp', /2\.71828/);
    // exp(-d*d / (2 s*s)) at d = s
    expect(Math.exp(-0.5).toFixed(1)).toBe('0.6');
    bothState('exp', /`d = s`[^\n]*0\.6|0\.6 at `d = s`/);
    expect(Math.exp(88)).toBeLessThan(F32_MAX);
    expect(Math.exp(89)).toBeGreaterThan(F32_MAX);
    bothState('exp', /`exp\(89\.0\)`/);
  });

  it('exp2: powers, the grid spacing of the example and the overflow', () => {
    expect(2 ** 3).toBe(8);
    expect(2 ** -1).toBe(0.5);
    expect((2 ** 1.5).toFixed(2)).toBe('2.83');
    bothState(
      'exp2',
      /`exp2\(3\.0\)`[^\n]*8\.0[^\n]*`exp2\(-1\.0\)`[^\n]*0\.5[^\n]*2\.83/,
    );
    // spacing = 6.0 * exp2(zoom), zoom = 1.5
    expect(Math.round(6 * 2 ** 1.5)).toBe(17);
    bothState('exp2', /17/);
    // 2^128 is past the largest f32; 2^127.99 is not.
    expect(2 ** 128).toBeGreaterThan(F32_MAX);
    expect(2 ** 127.99).toBeLessThan(F32_MAX);
    expect((F32_MAX / 1e38).toFixed(1)).toBe('3.4');
    bothState('exp2', /128[^\n]*3\.4 × 10\^38/);
  });

  it('log: the level meter of the example at amplitude 0.25', () => {
    const db = (20 * Math.log(0.25)) / Math.log(10);
    expect(Math.round(db)).toBe(-12);
    // level = clamp((db + 60) / 60, 0, 1)
    const level = clamp((db + 60) / 60, 0, 1);
    expect(Math.round(level * 100)).toBe(80);
    expect(Math.round(db + 60)).toBe(48);
    bothState('log', /80 ?%[^\n]*-12 dB[^\n]*48 dB/);
  });

  it('log2: ten octaves, and where 440 Hz sits on the axis', () => {
    expect(20 * 2 ** 10).toBe(20480);
    bothState('log2', /20 480 = 20 × 2¹⁰/);
    const octaves = Math.log2(440 / 20);
    expect(octaves.toFixed(1)).toBe('4.5');
    expect(Math.round((octaves / 10) * 100)).toBe(45);
    bothState('log2', /45 ?%[^\n]*4\.5/);
    expect(Math.log2(8)).toBe(3);
    expect(Math.log2(0.5)).toBe(-1);
  });

  it('inversesqrt and sqrt of the pages’ sample inputs', () => {
    expect(1 / Math.sqrt(4)).toBe(0.5);
    expect(1 / Math.sqrt(0.25)).toBe(2);
    bothState('inversesqrt', /`x = 4\.0`[^\n]*0\.5[^\n]*`x = 0\.25`[^\n]*2\.0/);
    expect(Math.sqrt(9)).toBe(3);
    expect(Math.sqrt(0.25)).toBe(0.5);
    bothState(
      'sqrt',
      /`sqrt\(9\.0\)`[^\n]*3\.0[^\n]*`sqrt\(0\.25\)`[^\n]*0\.5/,
    );
  });
});

describe('periods of the wave examples', () => {
  it('cos rings repeat every 2π / 0.7 ≈ 9 px', () => {
    expect(Math.round((2 * Math.PI) / 0.7)).toBe(9);
    bothState('cos', /9 (pixels|像素)/);
  });

  it('asin(sin(x * 0.2)) bands repeat every ≈ 31 px, about five per 160 px', () => {
    const period = (2 * Math.PI) / 0.2;
    expect(Math.floor(period)).toBe(31);
    expect(Math.round(160 / period)).toBe(5);
    bothState('asin', /31 (pixels|像素)/);
  });
});

describe('vectors', () => {
  it('normalize(vec2(3.0, 4.0)) is vec2(0.6, 0.8)', () => {
    const len = Math.hypot(3, 4);
    expect([3 / len, 4 / len]).toEqual([0.6, 0.8]);
    bothState('normalize', /`vec2\(0\.6, 0\.8\)`/);
  });

  it('aa is device pixels per unit over √2 (std.rs antialias)', () => {
    // 1 / length(vec2(length(dFdx(p)), length(dFdy(p)))) with unit derivatives
    const aa = 1 / Math.hypot(Math.hypot(1, 0), Math.hypot(0, 1));
    expect(aa.toFixed(3)).toBe('0.707');
    bothState('dFdx', /0\.707/);
  });

  it('dFdy of a logical coordinate at scale factor 2.0 is 0.5', () => {
    expect(1 / 2).toBe(0.5);
    bothState('dFdy', /2\.0[^\n]*0\.5/);
  });

  it('the inverse example stretches by 2 along the diagonal and 1 across it', () => {
    // to_screen = [[1.5, 0.5], [0.5, 1.5]]: eigenvalues 1.5 ± 0.5
    const along = 1.5 + 0.5;
    const across = 1.5 - 0.5;
    expect([along, across]).toEqual([2, 1]);
    expect(read(english, 'inverse')).toMatch(/radius 32[^\n]*twice its size/);
    expect(read(chinese, 'inverse')).toMatch(/半径为 32[^\n]*两倍/);
  });
});

describe('sizes in the examples', () => {
  it('all and not: the window sizes are twice the half-sizes tested', () => {
    // lessThan(offset, vec2(56.0, 36.0)) and lessThan(offset, vec2(52.0, 40.0))
    expect([2 * 56, 2 * 36]).toEqual([112, 72]);
    bothState('all', /112 × 72/);
    expect([2 * 52, 2 * 40]).toEqual([104, 80]);
    bothState('not', /104 × 80/);
  });

  it('grids: 160 px tiles cut into 16, 20 and 32 px cells', () => {
    expect(160 / 16).toBe(10);
    bothState('floor', /10 × 10/);
    bothState('equal', /10 × 10/);
    expect(160 / 32).toBe(5);
    bothState('notEqual', /5 × 5/);
  });

  it('mix: the inset halfway between 24 and 8 px', () => {
    const inset = 24 * (1 - 0.5) + 8 * 0.5;
    expect(inset).toBe(16);
    bothState('mix', /16 (pixels|像素)/);
  });

  it('max: the badge width and its round ends', () => {
    // w = max(40.0, digits * 16.0 + 16.0); box radius argument 10.0
    expect(Math.max(40, 3 * 16 + 16)).toBe(64);
    expect(1 * 16 + 16).toBe(32);
    expect(Math.max(40, 1 * 16 + 16)).toBe(40);
    // Sdf2d::box uses 2 * r as the corner radius (std.rs box)
    expect(2 * 10).toBe(40 / 2);
    bothState('max', /64/);
    bothState('max', /32[^\n]*40/);
    bothState('max', /20 (pixels|像素)/);
  });

  it('min: the largest ring in the 160 × 120 avatar area', () => {
    const r = Math.min(160, 120) * 0.5 - 4;
    expect(r).toBe(56);
    bothState('min', /160 × 120/);
    bothState('min', /56/);
  });

  it('ceil, step and greaterThanEqual light the segments the pages count', () => {
    // ceil: step(col, strength * 5.0) for col = 1..5, strength = 0.6
    const bars = [1, 2, 3, 4, 5].filter((col) => step(col, 0.6 * 5) === 1);
    expect(bars).toHaveLength(3);
    // step: segments left of level * 160 px, 16 px each
    expect(Math.round((0.7 * 160) / 16)).toBe(7);
    // greaterThanEqual: charge 0.62 against four thresholds
    const cells = [0.1, 0.35, 0.6, 0.85].filter((t) => 0.62 >= t);
    expect(cells).toHaveLength(3);
    bothState(
      'greaterThanEqual',
      /0\.62[^\n]*0\.1[^\n]*0\.35[^\n]*0\.6[^\n]*0\.85/,
    );
  });

  it('clamp: the bar fills 35 % of the track', () => {
    expect(clamp(0.35, 0, 1)).toBe(0.35);
    bothState('clamp', /35 ?%/);
  });

  it('depth_clip: scaling premultiplied colour by 0.8 lets a fifth through', () => {
    // blend ONE, ONE_MINUS_SRC_ALPHA (opengl.rs:285): background weight 1 - a
    expect(1 - 0.8).toBeCloseTo(1 / 5, 10);
    expect(read(english, 'depth_clip')).toMatch(/0\.8[^\n]*a fifth/);
    expect(read(chinese, 'depth_clip')).toMatch(/0\.8[^\n]*五分之一/);
  });

  it('distance: comparing squared lengths, 20 px becomes 400.0', () => {
    expect(20 * 20).toBe(400);
    bothState('distance', /20 (px|像素)[^\n]*400\.0/);
  });
});
