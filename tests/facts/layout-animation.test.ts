/**
 * Numbers stated by the layout and animation guide pages, computed the
 * way Makepad 1.0.0 computes them (draw/src/turtle.rs for sizes,
 * platform/src/animator.rs for play times), from the values in the
 * listings the pages show.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const zhDocs = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current';

function read(relative: string): string {
  return fs.readFileSync(path.join(root, relative), 'utf8');
}

/** The English page and its Chinese twin, under `guide/`. */
function pages(page: string): [string, string] {
  return [read(`docs/guide/${page}`), read(`${zhDocs}/guide/${page}`)];
}

/** The first number after `key:` in a listing, e.g. `width: 320`. */
function numberAfter(source: string, key: string): number {
  const match = new RegExp(`\\b${key}:\\s*(-?\\d+(?:\\.\\d+)?)`).exec(source);
  if (!match?.[1]) {
    throw new Error(`no number after ${key}:`);
  }
  return Number(match[1]);
}

type Sides = {left: number; top: number; right: number; bottom: number};

function all(v: number): Sides {
  return {left: v, top: v, right: v, bottom: v};
}

/**
 * `Turtle::eval_width` for `Size::Fill` across the flow (a `Down` or
 * `Overlay` parent of known width): the parent's width minus its padding
 * minus the child's margin, never below zero.
 */
function fillAcrossFlow(
  parentWidth: number,
  padding: Sides,
  margin: Sides,
): number {
  return Math.max(
    parentWidth - (padding.left + padding.right) - (margin.left + margin.right),
    0,
  );
}

/**
 * The gap between two neighbours in a `Right` row: `walk_turtle_move`
 * advances by size + margin + spacing, and the next child starts at its
 * own left margin; margins never collapse.
 */
function gapBetween(first: Sides, spacing: number, second: Sides): number {
  return first.right + spacing + second.left;
}

/**
 * `end_turtle_with_guard` for a `Fit` axis of a `Down` turtle: the used
 * extent (which starts at the leading padding) plus the trailing padding.
 * Width: the widest child; height: the children and the spacing between
 * them (`child_spacing` adds none before the first).
 */
function fitDown(
  children: Array<{w: number; h: number}>,
  padding: Sides,
  spacing: number,
): {w: number; h: number} {
  const widest = Math.max(...children.map((c) => c.w));
  const stacked =
    children.reduce((sum, c) => sum + c.h, 0) +
    spacing * Math.max(children.length - 1, 0);
  return {
    w: padding.left + widest + padding.right,
    h: padding.top + stacked + padding.bottom,
  };
}

/**
 * `Play::Loop { duration, end }`: progress is `(time / duration) % end`,
 * so the timeline restarts every `duration * end` seconds.
 */
function loopPeriod(duration: number, end: number): number {
  return duration * end;
}

describe('layout pages', () => {
  it('state the Fill width of the settings panel divider', () => {
    const listing = read(
      'listings/layout-attribute-inheritance-relation/src/settings_panel.rs',
    );
    const width = fillAcrossFlow(
      numberAfter(listing, 'width'),
      all(numberAfter(listing, 'padding')),
      all(0),
    );
    expect(width).toBe(296);
    const [en, zh] = pages('layout-system/attribute-inheritance-relation.md');
    expect(en).toMatch(new RegExp(`inner width of ${width} pixels`));
    expect(zh).toMatch(new RegExp(`横跨 ${width} 像素的内部宽度`));
  });

  it('state the distance between two margined neighbours', () => {
    const gap = gapBetween(all(10), 5, all(10));
    expect(gap).toBe(25);
    const [en, zh] = pages('layout-system/attribute-inheritance-relation.md');
    expect(en).toMatch(new RegExp(`end up ${gap} pixels apart`));
    expect(zh).toMatch(new RegExp(`最终相距 ${gap} 像素`));
  });

  it('state the final rectangle of the InspectorBox', () => {
    const listing = read('listings/layout-debug-layout/src/inspector_box.rs');
    const size = fitDown(
      [
        {w: 120, h: 16},
        {w: 80, h: 16},
      ],
      all(numberAfter(listing, 'padding')),
      numberAfter(listing, 'spacing'),
    );
    expect(size).toEqual({w: 136, h: 52});
    const stated = `size: DVec2 { x: ${size.w}.0, y: ${size.h}.0 }`;
    for (const page of pages('layout-system/debug-layout.md')) {
      expect(page).toContain(stated);
    }
  });
});

describe('animation pages', () => {
  it('state the loop period of the pulsing dot', () => {
    const listing = read(
      'listings/animation-example-animation/src/pulse_dot.rs',
    );
    const loop = /Loop\s*\{duration:\s*([\d.]+),\s*end:\s*([\d.]+)\}/.exec(
      listing,
    );
    expect(loop).not.toBeNull();
    const period = loopPeriod(Number(loop?.[1]), Number(loop?.[2]));
    expect(period).toBeCloseTo(1.2);
    const [en, zh] = pages('animation-system/example-animation.md');
    expect(en).toMatch(/restarts every 1\.2 seconds/);
    expect(zh).toMatch(/每 1\.2 秒重新开始/);
  });

  it('state the hover durations and the lift of the card', () => {
    const listing = read(
      'listings/animation-building-basic-animation-component/src/lift_card.rs',
    );
    const durations = [...listing.matchAll(/duration:\s*([\d.]+)/g)].map((m) =>
      Number(m[1]),
    );
    // off first, then on, as in the animator block
    expect(durations).toEqual([0.25, 0.15]);
    const lift = /let lift = ([\d.]+) \* self\.hover/.exec(listing);
    expect(Number(lift?.[1])).toBe(4);
    const [en, zh] = pages(
      'animation-system/building-basic-animation-component.md',
    );
    expect(en).toMatch(/fades in over 0\.15 seconds/);
    expect(en).toMatch(/settles back over 0\.25 seconds/);
    expect(en).toMatch(/up by four pixels/);
    expect(zh).toMatch(/在 0\.15 秒内淡入/);
    expect(zh).toMatch(/在 0\.25 秒内回落/);
    expect(zh).toMatch(/向上移动四个像素/);
  });
});
