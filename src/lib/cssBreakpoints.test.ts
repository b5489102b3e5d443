/**
 * The site's CSS uses the widths and heights of src/data/breakpoints.ts and
 * no others (CONTRIBUTING.md, Layout): every width media query of every stylesheet under
 * src/ is one of the breakpoints, and the navbar and menu bar heights are
 * the constants.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  MENU_MAX_WIDTH,
  MOBILE_MAX_WIDTH,
  NAVBAR_HEIGHT_PX,
  NAVBAR_HIDDEN_HEIGHT_PX,
  NAVBAR_MOBILE_HEIGHT_PX,
  OUTLINE_MENU_MAX_WIDTH,
  PLAYGROUND_STACKED_MAX_WIDTH,
  EXAMPLE_STACKED_MAX_WIDTH,
  SIDEBAR_MENU_BAR_HEIGHT_PX,
} from '../data/breakpoints';

const SRC = path.join(__dirname, '..');

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return stylesheets(full);
    }
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

const MAX_WIDTHS = [
  MOBILE_MAX_WIDTH,
  MENU_MAX_WIDTH,
  OUTLINE_MENU_MAX_WIDTH,
  PLAYGROUND_STACKED_MAX_WIDTH,
  EXAMPLE_STACKED_MAX_WIDTH,
];

/** Contents of the block that follows `opening` in `css` (braces balanced). */
function block(css: string, opening: string): string {
  const start = css.indexOf(opening);
  expect(start).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let i = css.indexOf('{', start); i < css.length; i += 1) {
    if (css[i] === '{') {
      depth += 1;
    } else if (css[i] === '}') {
      depth -= 1;
      if (depth === 0) {
        return css.slice(css.indexOf('{', start) + 1, i);
      }
    }
  }
  throw new Error(`unclosed block after ${opening}`);
}

describe('breakpoints in the CSS', () => {
  const files = stylesheets(SRC);

  it('finds the stylesheets', () => {
    expect(files.map((file) => path.relative(SRC, file))).toEqual(
      expect.arrayContaining([
        path.join('css', 'custom.css'),
        path.join('components', 'SidebarMenuBar', 'styles.module.css'),
      ]),
    );
  });

  it.each(stylesheets(SRC).map((file) => [path.relative(SRC, file), file]))(
    '%s switches only at the breakpoints of src/data/breakpoints.ts',
    (_name, file) => {
      const css = fs.readFileSync(file, 'utf8');
      // Media queries only: a container query (`@container`) answers the
      // width of an element, not of the viewport.
      const preludes = [...css.matchAll(/@media[^{]*/g)].join('\n');
      for (const [, side, width] of preludes.matchAll(
        /\((max|min)-width:\s*(\d+)px\)/g,
      )) {
        const allowed =
          side === 'max' ? MAX_WIDTHS : MAX_WIDTHS.map((max) => max + 1);
        expect(allowed).toContain(Number(width));
      }
    },
  );

  it('sets the navbar and menu bar heights of CONTRIBUTING.md, Layout', () => {
    const css = fs.readFileSync(path.join(SRC, 'css', 'custom.css'), 'utf8');
    const root = block(css, ':root {\n  --ifm-navbar-height');
    expect(root).toContain(`--ifm-navbar-height: ${NAVBAR_HEIGHT_PX}px;`);
    expect(root).toContain(
      `--mb-sidebar-menu-bar-height: ${SIDEBAR_MENU_BAR_HEIGHT_PX}px;`,
    );
    expect(
      block(css, `@media (max-width: ${MOBILE_MAX_WIDTH}px) {\n  :root`),
    ).toContain(`--ifm-navbar-height: ${NAVBAR_MOBILE_HEIGHT_PX}px;`);
    expect(block(css, 'html[data-hide-navbar] {')).toContain(
      `--ifm-navbar-height: ${NAVBAR_HIDDEN_HEIGHT_PX}px;`,
    );
  });
});
