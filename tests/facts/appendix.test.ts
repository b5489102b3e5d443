import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const zh = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current';

function page(relative: string): {en: string; zh: string} {
  return {
    en: fs.readFileSync(path.join(root, 'docs', relative), 'utf8'),
    zh: fs.readFileSync(path.join(root, zh, relative), 'utf8'),
  };
}

/**
 * Makepad 1.0.0, widgets/src/theme_desktop_dark.rs: THEME_SPACE_FACTOR = 6,
 * THEME_SPACE_2 = 1.0 * factor, THEME_SPACE_3 = 1.5 * factor, and
 * THEME_MSPACE_3 uses THEME_SPACE_3 on all four sides.
 */
const THEME_SPACE_FACTOR = 6;
const THEME_SPACE_2 = 1.0 * THEME_SPACE_FACTOR;
const THEME_MSPACE_3 = 1.5 * THEME_SPACE_FACTOR;

describe('Live DSL code style', () => {
  const {en, zh: zhPage} = page('guide/appendix/live-DSL-code-style.md');

  it('computes the theme spacing the card switches to', () => {
    expect(THEME_MSPACE_3).toBe(9);
    expect(THEME_SPACE_2).toBe(6);
  });

  it('states the same spacing in English and Chinese', () => {
    expect(en).toMatch(
      new RegExp(`the theme's ${THEME_MSPACE_3} and ${THEME_SPACE_2} `),
    );
    expect(en).toContain(`THEME_SPACE_FACTOR\` of ${THEME_SPACE_FACTOR}`);
    expect(zhPage).toMatch(
      new RegExp(`主题的 ${THEME_MSPACE_3} 和 ${THEME_SPACE_2}`),
    );
    expect(zhPage).toContain(
      `\`THEME_SPACE_FACTOR\` 为 ${THEME_SPACE_FACTOR} 时`,
    );
  });
});
