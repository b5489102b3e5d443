import fs from 'node:fs';
import path from 'node:path';

/**
 * The image viewer tutorial (docs/guide/quick-start/image-viewer-app/,
 * Chinese only) states counts that follow from its demo data: the
 * `DEMO_NAMES` of the step-16 listing and its `State` with four images
 * per row. They are computed here the way the listing computes them.
 */
const root = path.resolve(__dirname, '..', '..');
const tutorial = 'docs/guide/quick-start/image-viewer-app';

function page(name: string): string {
  return fs.readFileSync(path.join(root, tutorial, `${name}.md`), 'utf8');
}

function demoNames(): string[] {
  const source = fs.readFileSync(
    path.join(root, 'listings/image-viewer-step-16/src/app.rs'),
    'utf8',
  );
  const list = /const DEMO_NAMES: \[&str; \d+\] = \[([\s\S]*?)\];/.exec(
    source,
  )?.[1];
  return [...(list ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');
}

const PER_ROW = 4;

/** `State::set_filter` + `matches_filter`: trimmed, lower-cased `contains`. */
function shown(names: string[], filter: string): string[] {
  const key = filter.trim().toLowerCase();
  return names.filter((name) => name.toLowerCase().includes(key));
}

describe('the image viewer tutorial', () => {
  const names = demoNames();

  it('has 14 demo images, 4 rows of which the last holds 2', () => {
    expect(names).toHaveLength(14);
    const rows = Math.floor((names.length + PER_ROW - 1) / PER_ROW);
    const lastRow = Math.min(
      Math.max(names.length - (rows - 1) * PER_ROW, 0),
      PER_ROW,
    );
    expect([rows, lastRow]).toEqual([4, 2]);
    expect(page('adding-state')).toMatch(
      /网格变成 4 行：前 3 行各 4 张占位图，第 4 行只有 2 张/,
    );
    expect(page('adding-more-state')).toContain(`${names[0]}  (1/14)`);
    expect(page('handling-events')).toContain(`${names[1]}  (2/14)`);
    expect(page('handling-events')).toContain(`${names[13]}  (14/14)`);
  });

  it('filters as the filtering step says', () => {
    const night = shown(names, 'night');
    expect(night).toEqual(['city_night.png', 'night_market.jpg']);
    expect(shown(names, 'png')).toHaveLength(4);
    expect(shown(names, 'JPG')).toHaveLength(10);
    const text = page('filtering-images');
    expect(text).toContain('剩下 4 张 png 文件');
    expect(text).toContain('得到 10 张 jpg 文件');
    expect(text).toContain(`${night[0]}  (1/2)`);
  });

  it('opens the image a click points at', () => {
    // second row, first cell; the third image of the `png` results
    expect(`${names[PER_ROW]}  (${PER_ROW + 1}/14)`).toBe(
      'cat_on_sofa.jpg  (5/14)',
    );
    const png = shown(names, 'png');
    const third = `${png[2]}  (3/${png.length})`;
    expect(page('click-to-slideshow')).toContain(`cat_on_sofa.jpg  (5/14)`);
    expect(page('click-to-slideshow')).toContain(third);
  });
});
