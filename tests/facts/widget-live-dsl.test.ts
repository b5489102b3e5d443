import fs from 'node:fs';
import path from 'node:path';

/**
 * Numbers stated by the widget and Live DSL guide pages, computed the way
 * Makepad 1.0.0 computes them.
 */

const root = path.resolve(__dirname, '..', '..');
const zh = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current';

function read(file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8');
}

type Vec2 = {readonly x: number; readonly y: number};

/**
 * The distance that `Sdf2d::box(x, y, w, h, r)` computes for a point, as
 * draw/src/shader/std.rs defines it in Makepad 1.0.0 (`fn box`, lines 394
 * to 401): the inner rectangle is shrunk by `2 * r` on every side and the
 * distance is taken minus `2 * r`, so the corners are rounded with twice
 * the radius passed in. (The division by the scale factor is left out: it
 * is 1 at the sizes used here.)
 */
function boxDistance(
  p: Vec2,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): number {
  const half = {x: 0.5 * w, y: 0.5 * h};
  const bx = Math.max(Math.abs(p.x - x - half.x) - (half.x - 2 * r), 0);
  const by = Math.max(Math.abs(p.y - y - half.y) - (half.y - 2 * r), 0);
  return Math.hypot(bx, by) - 2 * r;
}

describe('the pill button of the custom button page', () => {
  // The listing draws the box one pixel inside the button's rectangle.
  const rect = {x: 120, y: 40};
  const box = {x: 1, y: 1, w: rect.x - 2, h: rect.y - 2};
  const halfCircle = box.h / 2;
  // The end caps are half circles of half the box's height, centred on
  // the middle line, one box-height-half in from each end.
  const capCentre = {x: box.x + box.w - halfCircle, y: box.y + halfCircle};

  function capOffsets(radius: number): number[] {
    const offsets: number[] = [];
    for (let i = 0; i <= 16; i += 1) {
      const angle = -Math.PI / 2 + (Math.PI * i) / 16;
      const p = {
        x: capCentre.x + halfCircle * Math.cos(angle),
        y: capCentre.y + halfCircle * Math.sin(angle),
      };
      offsets.push(boxDistance(p, box.x, box.y, box.w, box.h, radius));
    }
    return offsets;
  }

  it('has round ends when the radius passed is a quarter of the height', () => {
    const radius = box.h * 0.25;
    for (const d of capOffsets(radius)) {
      expect(Math.abs(d)).toBeLessThan(1e-9);
    }
  });

  it('has pointed ends when the radius passed is half the height', () => {
    const radius = box.h * 0.5;
    // The tip on the middle line no longer reaches the box's end ...
    const tip = {x: box.x + box.w, y: capCentre.y};
    expect(
      boxDistance(tip, box.x, box.y, box.w, box.h, radius),
    ).toBeGreaterThan(1);
    // ... and the half circle of the pill is not the shape's edge.
    expect(Math.max(...capOffsets(radius).map(Math.abs))).toBeGreaterThan(1);
  });

  it('is drawn with a quarter of the box height in both listings', () => {
    for (const crate of ['widget-pill-button', 'widget-pill-button-variants']) {
      const source = read(`listings/${crate}/src/pill_button.rs`);
      expect(source).toMatch(
        /let radius = \(self\.rect_size\.y - 2\.0\) \* 0\.25;/,
      );
      expect(source).toMatch(
        /sdf\.box\(1\.0, 1\.0, self\.rect_size\.x - 2\.0, self\.rect_size\.y - 2\.0, radius\);/,
      );
    }
  });

  it('is explained with the same numbers on both pages', () => {
    const en = read('docs/guide/widget/customized-button-widget.md');
    expect(en).toMatch(/doubles the radius it is given/);
    expect(en).toMatch(/passes a quarter of the box's height/);
    expect(en).toMatch(/the corners then measure half the height/);
    const cn = read(`${zh}/guide/widget/customized-button-widget.md`);
    expect(cn).toMatch(/会把传给它的半径加倍/);
    expect(cn).toMatch(/传入的是矩形高度的四分之一/);
    expect(cn).toMatch(/圆角正好是高度的一半/);
  });
});

describe('the size of the custom button code', () => {
  it('is stated as the line count of src/pill_button.rs on both overview pages', () => {
    const source = read('listings/widget-pill-button/src/pill_button.rs');
    // What a reader pastes: the file without blank lines and without the
    // ANCHOR comments that the pages never show.
    const lines = source
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.includes('ANCHOR'));
    const en = /in about (\d+) lines of widget code/.exec(
      read('docs/guide/widget/index.md'),
    );
    const cn = /约 (\d+) 行组件代码/.exec(read(`${zh}/guide/widget/index.md`));
    for (const stated of [en?.[1], cn?.[1]]) {
      expect(stated).toBeDefined();
      expect(Math.abs(Number(stated) - lines.length)).toBeLessThanOrEqual(5);
    }
  });
});
