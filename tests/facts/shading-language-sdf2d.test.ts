/**
 * Numbers stated by the shading language guide and the Sdf2d field and
 * library pages, computed the way Makepad 1.0.0 computes them
 * (draw/src/shader/std.rs, platform/src/pass.rs, f32 pass uniforms).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const zh = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current';

/** The English and the Chinese text of a page, by its path under docs/. */
function both(page: string): readonly [string, string] {
  return [
    fs.readFileSync(path.join(root, 'docs', page), 'utf8'),
    fs.readFileSync(path.join(root, zh, page), 'utf8'),
  ];
}

/** `stated` as a whole number or decimal, not part of a longer one. */
function statesNumber(text: string, stated: string): boolean {
  const escaped = stated.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?<![\\d.])${escaped}(?![\\d]|\\.\\d)`).test(text);
}

/** Sdf2d::antialias for `pos` in logical pixels at a DPI factor. */
function aa(dpiFactor: number): number {
  // dFdx(pos) and dFdy(pos): one device pixel is 1 / dpiFactor logical ones
  const dx = Math.hypot(1 / dpiFactor, 0);
  const dy = Math.hypot(0, 1 / dpiFactor);
  return 1 / Math.hypot(dx, dy);
}

/** The gap between an f32 value and the next one up (positive normals). */
function f32Step(value: number): number {
  return 2 ** (Math.floor(Math.log2(value)) - 23);
}

describe('the antialiasing ramp of Sdf2d', () => {
  it('is about 0.707 at DPI factor 1 and spans √2 ≈ 1.4 device pixels', () => {
    expect(aa(1)).toBeCloseTo(Math.SQRT1_2, 12);
    expect(aa(1).toFixed(3)).toBe('0.707');
    expect(aa(2)).toBeCloseTo(2 * aa(1), 12);
    for (const dpi of [1, 2, 3]) {
      // coverage clamp(-w * aa, 0, 1) reaches 1 at w = -1 / aa (logical)
      expect(((1 / aa(dpi)) * dpi).toFixed(1)).toBe('1.4');
    }
    for (const page of [
      'api/Sdf2d/fields/aa.md',
      'api/Sdf2d/fields/blur.md',
      'guide/shading-language/shader-skill.md',
      'guide/shading-language/draw-basic-graphics.md',
    ]) {
      for (const text of both(page)) {
        expect(statesNumber(text, '1.4')).toBe(true);
      }
    }
    for (const text of both('api/Sdf2d/fields/aa.md')) {
      expect(statesNumber(text, '0.707')).toBe(true);
    }
  });

  it('makes bands thinner than about three pixels (stroke width 1.4) translucent', () => {
    const fullBand = 2 / aa(1);
    expect(Math.round(fullBand)).toBe(3);
    // a stroke covers `width` on each side of the outline
    expect((fullBand / 2).toFixed(1)).toBe('1.4');
    const [en, cn] = both('api/Sdf2d/fields/aa.md');
    expect(en).toMatch(/about three logical pixels thick/);
    expect(en).toMatch(/below about 1\.4/);
    expect(cn).toMatch(/约三个逻辑像素/);
    expect(cn).toMatch(/小于约 1\.4/);
  });

  it('equals SQRT1_2 of the shader library at DPI factor 1', () => {
    expect(aa(1)).toBeCloseTo(0.70710678118654757, 12);
  });
});

describe('the time pass uniform', () => {
  it('steps by 1/1024 s (about 1 ms) from 8192 s, about 2.3 hours', () => {
    expect(f32Step(8192)).toBe(1 / 1024);
    expect(Math.fround(8192 + 1 / 1024)).toBe(8192 + 1 / 1024);
    expect(Math.fround(8192 + 1 / 4096)).toBe(8192);
    // two hours is still in the half-millisecond range
    expect(f32Step(7200)).toBe(1 / 2048);
    expect((8192 / 3600).toFixed(1)).toBe('2.3');
    for (const text of both('guide/shading-language/built-in-uniforms.md')) {
      expect(statesNumber(text, '8192')).toBe(true);
      expect(statesNumber(text, '2.3')).toBe(true);
      expect(text).toMatch(/1\/1024/);
    }
  });

  it('has a dpi_dilate of 1.0 at factor 1 and 0.0 from factor 2', () => {
    const dilate = (dpi: number) => Math.min(Math.max(2 - dpi, 0), 1);
    expect(dilate(1)).toBe(1);
    expect(dilate(2)).toBe(0);
    expect(dilate(3)).toBe(0);
    const [en, cn] = both('guide/shading-language/built-in-uniforms.md');
    expect(en).toMatch(/1\.0 at a factor of 1, 0\.0 from a factor of 2/);
    expect(cn).toMatch(/系数为 1 时是 1\.0，系数达到 2 后是 0\.0/);
  });
});

describe('Sdf2d::box doubles its radius', () => {
  const rounding = (r: number) => 2 * r;

  it('rounds box(0, 0, 100, 40, 20) by 40, more than half the height', () => {
    expect(rounding(20)).toBe(40);
    expect(rounding(20)).toBeGreaterThan(40 / 2);
    // a pill of height h needs rounding h / 2, so r = h / 4
    expect(rounding(40 / 4)).toBe(40 / 2);
    const [en, cn] = both('guide/shading-language/draw-basic-graphics.md');
    expect(en).toMatch(/not round by 20 pixels but by 40/);
    expect(en).toMatch(/pass a quarter of the height/);
    expect(cn).toMatch(/不是 20 像素而是 40 像素/);
    expect(cn).toMatch(/高度的四分之一/);
  });

  it('gives the gradient card of the techniques page ten-pixel corners', () => {
    expect(rounding(5)).toBe(10);
    const [en, cn] = both('guide/shading-language/shader-skill.md');
    expect(en).toMatch(/`radius: 5\.0` gives ten-pixel corners/);
    expect(cn).toMatch(/`radius: 5\.0` 得到的是十像素的圆角/);
  });
});

describe('Sdf2d::scale', () => {
  it('halves a circle of radius 10 and a stroke of width 2 at f = 2', () => {
    const f = 2;
    expect(10 / f).toBe(5);
    expect(2 / f).toBe(1);
    const [en, cn] = both('api/Sdf2d/fields/scale_factor.md');
    expect(en).toMatch(/radius 10 drawn afterwards therefore covers only 5/);
    expect(en).toMatch(/ends up 1 unit wide on each side/);
    expect(cn).toMatch(/半径为 10 的圆在视口中只占 5 个单位/);
    expect(cn).toMatch(/每侧只有 1 个单位宽/);
  });
});

describe('the shader library', () => {
  it('has a golden angle 2 * PI * (2 - GOLDEN) of about 137.5 degrees', () => {
    const golden = 1.618033988749895;
    const degrees = (2 * Math.PI * (2 - golden) * 180) / Math.PI;
    expect(degrees.toFixed(1)).toBe('137.5');
    for (const text of both('api/Sdf2d/library/constants.md')) {
      expect(statesNumber(text, '137.5')).toBe(true);
    }
  });

  it('feeds random_2d a dot product of 9122 at the pixel (100, 100)', () => {
    const dot = 100 * 12.9898 + 100 * 78.233;
    expect(Math.round(dot)).toBe(9122);
    expect(dot).toBeGreaterThan(1000);
    for (const text of both('api/Sdf2d/library/Math.md')) {
      expect(statesNumber(text, '9122')).toBe(true);
    }
  });

  it('turns an upward vector (0, -50) by 90 degrees to (50, 0)', () => {
    const a = Math.PI / 2;
    const [x, y] = [0, -50];
    // Math::rotate_2d: vec2(v.x * ca - v.y * sa, v.x * sa + v.y * ca)
    expect(x * Math.cos(a) - y * Math.sin(a)).toBeCloseTo(50, 12);
    expect(x * Math.sin(a) + y * Math.cos(a)).toBeCloseTo(0, 12);
  });

  it('puts the hands of ten past ten at 305 and 60 degrees', () => {
    const minute = (10 / 60) * 360;
    const hour = ((10 + 10 / 60) / 12) * 360;
    expect(minute).toBe(60);
    expect(hour).toBeCloseTo(305, 12);
    for (const text of both('api/Sdf2d/library/Math.md')) {
      expect(statesNumber(text, '305')).toBe(true);
      expect(statesNumber(text, '60')).toBe(true);
    }
  });
});
