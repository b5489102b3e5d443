/**
 * Numbers stated by the Sdf2d method pages (docs/api/Sdf2d/methods/),
 * computed the way Makepad 1.0.0 computes them: `impl Sdf2d` in
 * draw/src/shader/std.rs (antialias, calc_blur, stroke_keep, box, hexagon,
 * gloop, rotate, scale, arc_round_caps, arc_flat_caps) and Math::rotate_2d.
 * Where a page explains an example, the example's numbers are read from its
 * listing, so a changed listing fails here until the page follows.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const zh = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current';
const methods = 'api/Sdf2d/methods';

/** The English and the Chinese text of a method page. */
function both(page: string): readonly [string, string] {
  return [
    fs.readFileSync(path.join(root, 'docs', methods, page), 'utf8'),
    fs.readFileSync(path.join(root, zh, methods, page), 'utf8'),
  ];
}

/** The example listing of a method page. */
function listing(page: string): string {
  return fs.readFileSync(
    path.join(root, 'listings/sdf2d-gallery/src/methods', page),
    'utf8',
  );
}

/** `stated` as a whole number or decimal, not part of a longer one. */
function statesNumber(text: string, stated: string): boolean {
  const escaped = stated.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?<![\\d.])${escaped}(?![\\d]|\\.\\d)`).test(text);
}

function expectBothState(page: string, ...numbers: string[]): void {
  for (const text of both(page)) {
    for (const number of numbers) {
      expect([page, number, statesNumber(text, number)]).toEqual([
        page,
        number,
        true,
      ]);
    }
  }
}

/** Sdf2d::antialias(pos) for a space of `unitsPerPixel` in x and y. */
function antialias(unitsPerPixel: number): number {
  return 1 / Math.hypot(unitsPerPixel, unitsPerPixel);
}

/** Sdf2d::calc_blur with the default blur (below 0.001, so no blur factor). */
function calcBlur(w: number, aa: number): number {
  return Math.min(Math.max(-w * aa, 0), 1);
}

/** The arguments of `box(x, y, w, h, r)`. */
type Box = readonly [x: number, y: number, w: number, h: number, r: number];

/** Sdf2d::box: distance to a box at (x, y) of w × h, rounding 2 * r. */
function boxDist(px: number, py: number, [x, y, w, h, r]: Box): number {
  const sx = 0.5 * w;
  const sy = 0.5 * h;
  const bx = Math.max(Math.abs(px - x - sx) - (sx - 2 * r), 0);
  const by = Math.max(Math.abs(py - y - sy) - (sy - 2 * r), 0);
  return Math.hypot(bx, by) - 2 * r;
}

/** How far right of the box's centre its outline lies, `dy` off the middle. */
function boxReach(box: Box, dy: number): number {
  const [x, y, w, h] = box;
  const cy = y + h / 2 + dy;
  let inside = x + w / 2;
  let outside = x + w + 1;
  for (let i = 0; i < 60; i++) {
    const mid = (inside + outside) / 2;
    if (boxDist(mid, cy, box) < 0) {
      inside = mid;
    } else {
      outside = mid;
    }
  }
  return inside - (x + w / 2);
}

/** Sdf2d::hexagon: distance from (dx, dy) off the centre, size r. */
function hexagonDist(dx: number, dy: number, r: number): number {
  const ax = Math.abs(dx) * 1.15;
  const ay = Math.abs(dy);
  return Math.max(ay + Math.cos((60 * Math.PI) / 180) * ax - r, ax - r);
}

/**
 * The screen direction of an arc angle: arc_round_caps turns pos by
 * -(start + half sweep) with Math::rotate_2d and puts the arc's middle on
 * +y, so angle a points along rotate_2d((0, 1), a) = (-sin a, cos a).
 */
function arcDirection(a: number): readonly [number, number] {
  return [-Math.sin(a), Math.cos(a)];
}

/** The clock hour a screen direction points at (y down, 12 is up). */
function clockHour([x, y]: readonly [number, number]): number {
  const clockwiseFromUp = Math.atan2(x, -y);
  return ((((clockwiseFromUp / (2 * Math.PI)) * 12) % 12) + 12) % 12;
}

describe('the antialiasing factor and edge ramp', () => {
  it('is 1 / √2 ≈ 0.707 in a pixel viewport, 1.414 at DPI factor 2 and 113 in 0–1 units of 160 pixels', () => {
    expect(antialias(1).toFixed(3)).toBe('0.707');
    expect(antialias(0.5).toFixed(3)).toBe('1.414');
    expect(Math.round(antialias(1 / 160))).toBe(113);
    expectBothState('antialias.md', '0.707', '1.414', '113');
  });

  it('ramps over 1 / aa, the pixel diagonal: about 1.4 pixels', () => {
    for (const unitsPerPixel of [1, 0.5, 1 / 160]) {
      const ramp = 1 / antialias(unitsPerPixel) / unitsPerPixel;
      expect(ramp.toFixed(1)).toBe('1.4');
      expect(calcBlur(-ramp * unitsPerPixel, antialias(unitsPerPixel))).toBe(1);
    }
    for (const page of ['antialias.md', 'draw/calc_blur.md', 'draw/fill.md']) {
      expectBothState(page, '1.4');
    }
  });

  it('leaves strokes and bands below 1.4 partly transparent at their centre', () => {
    const aa = antialias(1);
    // stroke_keep: calc_blur(abs(shape) - width); on the outline shape = 0
    expect(calcBlur(0 - 1.4, aa)).toBeLessThan(1);
    expect(calcBlur(0 - 1.42, aa)).toBe(1);
    // hline: the centre line has distance -h
    expect(calcBlur(-1.4, aa)).toBeLessThan(1);
    expectBothState('draw/stroke.md', '1.4', '0.707');
    expectBothState('draw/primitives/hline.md', '1.4');
  });
});

describe('stroke widths', () => {
  it('cover width on each side: stroke(c, 1.0) is 2 pixels, stroke(c, 2.2) 4.4 units', () => {
    expect(2 * 1.0).toBe(2);
    expect((2 * 2.2).toFixed(1)).toBe('4.4');
    const [en, cn] = both('draw/stroke.md');
    expect(en).toMatch(/`stroke\(color, 1\.0\)` draws a 2-pixel line/);
    expect(cn).toMatch(
      /`stroke\(color, 1\.0\)` 这样的调用画出的是 2 像素宽的线/,
    );
    expectBothState('draw/line_to.md', '2.2', '4.4');
  });

  it('reach their full width outside a circle: a 24-unit circle with stroke 2.0 has r = 10', () => {
    const widget = 24;
    const width = 2;
    const r = widget / 2 - width;
    // the outer edge of the stroke: |pos - centre| - r = width
    expect(r + width).toBe(widget / 2);
    expect(r).toBe(10);
    expectBothState('draw/primitives/circle.md', '24', '12.0', '2.0', '10.0');
  });

  it('leave 12 pixels around the viewport example: fill 16 from the edge, stroke 4 beyond it', () => {
    const code = listing('viewport.rs');
    expect(code).toMatch(
      /min\(self\.rect_size\.x, self\.rect_size\.y\) \* 0\.5 - 16\.0/,
    );
    expect(code).toMatch(/sdf\.stroke\(#xfb8500, 4\.0\)/);
    expect(code).toMatch(/width: 160, height: 160/);
    const r = 160 * 0.5 - 16;
    expect(160 / 2 - r).toBe(16);
    expect(160 / 2 - (r - 4)).toBe(20);
    expect(160 / 2 - (r + 4)).toBe(12);
    expectBothState('viewport.md', '16', '4', '20', '12');
  });
});

describe('the box family doubles its radii', () => {
  it('makes box(0, 0, 100, 40, 10) a pill of radius 20', () => {
    const pill: Box = [0, 0, 100, 40, 10];
    expect(2 * pill[4]).toBe(pill[3] / 2);
    // the end is a half circle of radius 20 around (80, 20)
    expect(boxReach(pill, 0)).toBeCloseTo(50, 6);
    expect(boxReach(pill, 12)).toBeCloseTo(
      30 + Math.sqrt(20 ** 2 - 12 ** 2),
      6,
    );
    expectBothState('draw/primitives/box.md', '100.0', '40.0', '10.0', '20');
  });

  it('gives pointed ends about 89 units long when r is half the height', () => {
    const box: Box = [0, 0, 100, 40, 20];
    const length = 2 * boxReach(box, 0);
    expect(Math.round(length)).toBe(89);
    // pointed: one unit off the middle line the outline is already 0.58
    // units shorter; a round end of radius 20 loses only 0.025
    expect(boxReach(box, 0) - boxReach(box, 1)).toBeGreaterThan(0.5);
    const pill: Box = [0, 0, 100, 40, 10];
    expect(boxReach(pill, 0) - boxReach(pill, 1)).toBeLessThan(0.05);
    const [en, cn] = both('draw/primitives/box.md');
    expect(en).toMatch(
      /`box\(0\.0, 0\.0, 100\.0, 40\.0, 20\.0\)`[^.]*about 89 units long/,
    );
    expect(cn).toMatch(
      /`box\(0\.0, 0\.0, 100\.0, 40\.0, 20\.0\)`[^。]*约 89 个单位长/,
    );
  });

  it('needs r = k / 2 for a corner of k: "radius 12" is r = 6.0, r = 6.0 is a 12-unit corner', () => {
    expect(12 / 2).toBe(6);
    expectBothState('draw/primitives/box.md', '12', '6.0');
    expectBothState('draw/primitives/box_all.md', '6.0', '12');
  });

  it('states the corners of the examples: 8 (box), 14 (box_all), 10 (box_x), 2 for r = 1.0', () => {
    const corners: readonly (readonly [string, string, RegExp, number])[] = [
      [
        'draw/primitives/box.md',
        'draw/primitives/box.rs',
        /sdf\.box\(10\.0, 60\.0, 140\.0, 40\.0, (\d+\.\d+)\)/,
        8,
      ],
      [
        'draw/primitives/box_all.md',
        'draw/primitives/box_all.rs',
        /sdf\.box_all\(8\.0, 28\.0, 112\.0, 44\.0, (\d+\.\d+),/,
        14,
      ],
      [
        'draw/primitives/box_x.md',
        'draw/primitives/box_x.rs',
        /sdf\.box_x\(6\.0, 60\.0, 74\.0, 40\.0, (\d+\.\d+),/,
        10,
      ],
    ];
    for (const [page, file, call, corner] of corners) {
      const r = Number(call.exec(listing(file))?.[1]);
      expect(2 * r).toBe(corner);
      expectBothState(page, String(corner));
    }
    expect(2 * 1.0).toBe(2);
    for (const page of ['box_all.md', 'box_x.md', 'box_y.md']) {
      expectBothState(`draw/primitives/${page}`, '1.0', '2');
    }
  });

  it('paints nothing inside with r = 0 and a solid inside with r = 1.0', () => {
    const aa = antialias(1);
    const centre = (r: number) => boxDist(50, 20, [0, 0, 100, 40, r]);
    expect(centre(0)).toBe(0);
    expect(calcBlur(centre(0), aa)).toBe(0);
    expect(centre(1)).toBe(-2);
    expect(calcBlur(centre(1), aa)).toBe(1);
  });

  it('makes the switch track of the fill example a pill: 2 * 21 = 84 / 2', () => {
    const r = Number(
      /sdf\.box\(7\.0, 38\.0, 146\.0, 84\.0, (\d+\.\d+)\)/.exec(
        listing('draw/fill.rs'),
      )?.[1],
    );
    expect(2 * r).toBe(84 / 2);
    const [en, cn] = both('draw/fill.md');
    expect(en).toMatch(/pill-shaped switch track/);
    expect(cn).toMatch(/胶囊形的开关轨道/);
  });
});

describe('the dashes of the calc_blur example', () => {
  it('are 16, each 1/32 of a turn (11.25 degrees)', () => {
    const code = listing('draw/calc_blur.rs');
    expect(code).toMatch(
      /step\(0\.5, fract\(atan\(p\.y, p\.x\) \/ \(2\.0 \* PI\) \* 16\.0\)\)/,
    );
    // step(0.5, fract(turns * 16)) is 1 in the second half of each sixteenth
    let dashes = 0;
    let previous = 0;
    const samples = 3200;
    for (let i = 0; i < samples; i++) {
      const turns = (i + 0.5) / samples;
      const on = (turns * 16) % 1 >= 0.5 ? 1 : 0;
      if (on && !previous) {
        dashes++;
      }
      previous = on;
    }
    expect(dashes).toBe(16);
    expect(360 / 32).toBe(11.25);
    expectBothState('draw/calc_blur.md', '16', '1/32', '11.25');
  });
});

describe('arc angles', () => {
  it('start straight down and grow clockwise on screen', () => {
    const near = (a: number, hour: number) =>
      expect(clockHour(arcDirection(a))).toBeCloseTo(hour, 9);
    near(0, 6);
    near(Math.PI / 2, 9);
    near(Math.PI, 0);
    near(1.5 * Math.PI, 3);
  });

  it('put the progress example from 12 o’clock to a little past 8 (70 %)', () => {
    expect(listing('draw/primitives/arc_round_caps.rs')).toMatch(
      /arc_round_caps\(80\.0, 80\.0, 56\.0, PI, PI \+ 0\.7 \* 2\.0 \* PI, 12\.0\)/,
    );
    const end = Math.PI + 0.7 * 2 * Math.PI;
    expect(clockHour(arcDirection(Math.PI))).toBeCloseTo(0, 9);
    expect(clockHour(arcDirection(end))).toBeCloseTo(8.4, 9);
    expectBothState('draw/primitives/arc_round_caps.md', '12', '70', '8');
  });

  it('put the gauge example from 7:30 to 4:30, 270 degrees', () => {
    const start = 0.25 * Math.PI;
    const sweep = 1.5 * Math.PI;
    expect(clockHour(arcDirection(start))).toBeCloseTo(7.5, 9);
    expect(clockHour(arcDirection(start + sweep))).toBeCloseTo(4.5, 9);
    expect((sweep * 180) / Math.PI).toBeCloseTo(270, 9);
    const [en, cn] = both('draw/primitives/arc_flat_caps.md');
    expect(en).toMatch(
      /270 degrees from about 7:30, over the top, to about 4:30/,
    );
    expect(cn).toMatch(/大约 7 点半[^。]*大约 4 点半，共 270 度/);
  });
});

describe('the hexagon', () => {
  it('reaches r vertically and r / 1.15 ≈ 0.87 r sideways (1.74 r wide)', () => {
    const r = 1;
    expect(hexagonDist(0, r, r)).toBeCloseTo(0, 12);
    expect(hexagonDist(r / 1.15, 0, r)).toBeCloseTo(0, 12);
    expect((1 / 1.15).toFixed(2)).toBe('0.87');
    expect((2 / 1.15).toFixed(2)).toBe('1.74');
    expectBothState('draw/primitives/hexagon.md', '0.87', '1.74', '1.15');
  });

  it('overstates distance about 1.15 times, so strokes are about 13 % thinner', () => {
    // the slanted edges: gradient of dy + 0.5 * 1.15 * dx
    expect(Math.hypot(1, 0.5 * 1.15).toFixed(2)).toBe('1.15');
    expect(Math.round((1 - 1 / 1.15) * 100)).toBe(13);
    expect(Math.round((1.15 - 1) * 100)).toBe(15);
    expectBothState('draw/primitives/hexagon.md', '13', '15');
  });

  it('makes the example about 125 units wide', () => {
    expect(listing('draw/primitives/hexagon.rs')).toMatch(
      /sdf\.hexagon\(80\.0, 80\.0, 72\.0\)/,
    );
    expect(Math.round((2 * 72) / 1.15)).toBe(125);
    expectBothState('draw/primitives/hexagon.md', '125');
  });
});

describe('angles in radians', () => {
  it('35 radians are about 5.57 turns: five turns and about 205 degrees', () => {
    const turns = 35 / (2 * Math.PI);
    expect(turns.toFixed(2)).toBe('5.57');
    expect(Math.floor(turns)).toBe(5);
    expect(Math.round(((35 - 5 * 2 * Math.PI) * 180) / Math.PI)).toBe(205);
    expectBothState('transform/rotate.md', '35', '5.57', '205');
  });

  it('30 degrees are PI / 6.0 and 90 degrees PI * 0.5', () => {
    expect((30 * Math.PI) / 180).toBeCloseTo(Math.PI / 6, 12);
    expect((90 * Math.PI) / 180).toBeCloseTo(Math.PI * 0.5, 12);
    for (const page of ['transform/rotate.md', 'draw/primitives/hexagon.md']) {
      for (const text of both(page)) {
        expect(text).toMatch(/30 [^\n]*`PI \/ 6\.0`/);
      }
    }
    for (const text of both('draw/primitives/hline.md')) {
      expect(text).toMatch(/90 [^\n]*`PI \* 0\.5`/);
    }
  });
});

describe('scale', () => {
  it('draws the example box at 1 / 1.25 = 80 %: 120 by 120 units', () => {
    expect(listing('transform/scale.rs')).toMatch(
      /sdf\.scale\(1\.25, 80\.0, 80\.0\)/,
    );
    // pos = (pos - c) * f + c: a shape edge at e appears at c + (e - c) / f
    const f = 1.25;
    const shown = (e: number) => 80 + (e - 80) / f;
    expect(shown(155) - shown(5)).toBe(120);
    expect(shown(5)).toBe(20);
    expect(1 / f).toBe(0.8);
    expect((1 / f) ** 2).toBeCloseTo(0.64, 12);
    expectBothState('transform/scale.md', '1.25', '80', '120');
  });
});

describe('gloop', () => {
  it('lowers the distance by up to k / 4 and bridges gaps narrower than k / 2', () => {
    const gloop = (old: number, dist: number, k: number) => {
      const h = Math.min(Math.max(0.5 + (0.5 * (old - dist)) / k, 0), 1);
      return old * (1 - h) + dist * h - k * h * (1 - h);
    };
    const k = 16;
    expect(Math.min(7, 7) - gloop(7, 7, k)).toBe(k / 4);
    // halfway across a gap g both distances are g / 2
    expect(gloop(3.9, 3.9, k)).toBeLessThan(0);
    expect(gloop(4.1, 4.1, k)).toBeGreaterThan(0);
    expectBothState('effects/gloop.md', 'k / 4', 'k / 2');
  });

  it('joins the example circles across a gap of about 4 units (k / 2 = 8)', () => {
    const code = listing('effects/gloop.rs');
    expect(code).toMatch(/sdf\.circle\(54\.0, 80\.0, 29\.0\)/);
    expect(code).toMatch(/sdf\.circle\(106\.0, 83\.0, 19\.0\)/);
    expect(code).toMatch(/sdf\.gloop\(16\.0\)/);
    const gap = Math.hypot(106 - 54, 83 - 80) - (29 + 19);
    expect(gap).toBeGreaterThan(0);
    expect(Math.round(gap)).toBe(4);
    expect(gap).toBeLessThan(16 / 2);
    expectBothState('effects/gloop.md', '4', '8');
  });
});

describe('hline', () => {
  it('is 2 * h tall: hline(10, 1.5) is 3 units, the example 2, 4 and 8', () => {
    expect(2 * 1.5).toBe(3);
    const halves = [
      ...listing('draw/primitives/hline.rs').matchAll(
        /sdf\.hline\(\d+\.\d+, (\d+\.\d+)\)/g,
      ),
    ].map((m) => Number(m[1]));
    expect(halves.map((h) => 2 * h)).toEqual([2, 4, 8]);
    expectBothState('draw/primitives/hline.md', '1.5', '3', '2', '4', '8');
  });
});
