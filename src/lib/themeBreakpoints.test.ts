import fs from 'node:fs';
import path from 'node:path';
import {
  MENU_MAX_WIDTH,
  MOBILE_MAX_WIDTH,
  OUTLINE_MENU_MAX_WIDTH,
} from '../data/breakpoints';
import {
  THEME_STYLESHEET_BREAKPOINTS,
  rewriteThemeMediaQuery,
  usesThemeBreakpoint,
} from './themeBreakpoints';

const NODE_MODULES = path.join(__dirname, '..', '..', 'node_modules');

/** Every stylesheet of the theme packages with a 996/997 px media query. */
function themeStylesheetsWith996(): string[] {
  const roots = [
    'infima/dist/css/default',
    '@docusaurus/theme-classic/lib/theme',
    '@easyops-cn/docusaurus-search-local/dist/client/client/theme',
  ];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (
        entry.name.endsWith('.css') &&
        !entry.name.endsWith('.min.css')
      ) {
        const css = fs.readFileSync(full, 'utf8');
        const queries = css.match(/@media[^{]+/g) ?? [];
        if (queries.some(usesThemeBreakpoint)) {
          found.push(full);
        }
      }
    }
  };
  roots
    .map((root) => path.join(NODE_MODULES, root))
    .filter((root) => fs.existsSync(root))
    .forEach(walk);
  return found;
}

describe('rewriteThemeMediaQuery', () => {
  it('moves the navbar of Infima to the mobile width', () => {
    const infima = '/x/node_modules/infima/dist/css/default/default.css';
    expect(rewriteThemeMediaQuery('(max-width: 996px)', infima)).toBe(
      `(max-width: ${MOBILE_MAX_WIDTH}px)`,
    );
  });

  it('moves the sidebar column to the menu width', () => {
    const sidebar =
      '/x/node_modules/@docusaurus/theme-classic/lib/theme/DocRoot/Layout/Sidebar/styles.module.css';
    expect(rewriteThemeMediaQuery('(min-width: 997px)', sidebar)).toBe(
      `(min-width: ${MENU_MAX_WIDTH + 1}px)`,
    );
  });

  it('moves the outline column to the outline-menu width', () => {
    const toc =
      'C:\\x\\node_modules\\@docusaurus\\theme-classic\\lib\\theme\\TOC\\styles.module.css';
    expect(rewriteThemeMediaQuery('(max-width:996px)', toc)).toBe(
      `(max-width: ${OUTLINE_MENU_MAX_WIDTH}px)`,
    );
  });

  it('keeps the rest of the query and other widths', () => {
    const search =
      '/n/@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
    expect(rewriteThemeMediaQuery('not (max-width: 996px)', search)).toBe(
      `not (max-width: ${MOBILE_MAX_WIDTH}px)`,
    );
    expect(rewriteThemeMediaQuery('(max-width: 576px)', search)).toBe(
      '(max-width: 576px)',
    );
    expect(rewriteThemeMediaQuery('print', '/unknown.css')).toBe('print');
  });

  it('stops on an unknown stylesheet with the theme breakpoint', () => {
    expect(() =>
      rewriteThemeMediaQuery('(max-width: 996px)', '/x/other/styles.css'),
    ).toThrow(/THEME_STYLESHEET_BREAKPOINTS/);
  });

  it('knows every installed theme stylesheet that uses 996 px', () => {
    const files = themeStylesheetsWith996();
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      expect(() =>
        rewriteThemeMediaQuery('(max-width: 996px)', file),
      ).not.toThrow();
    }
  });

  it('lists each stylesheet once', () => {
    const suffixes = THEME_STYLESHEET_BREAKPOINTS.map(([suffix]) => suffix);
    expect(new Set(suffixes).size).toBe(suffixes.length);
  });
});
