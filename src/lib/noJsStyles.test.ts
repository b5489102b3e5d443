import fs from 'node:fs';
import path from 'node:path';
import {
  MENU_MAX_WIDTH,
  MOBILE_MAX_WIDTH,
  OUTLINE_MENU_MAX_WIDTH,
} from '../data/breakpoints';
import {
  BLOG_ROW_ATTRIBUTE,
  NEEDS_JS_ATTRIBUTE,
  NO_JS_ONLY_ATTRIBUTE,
} from '../data/noJs';
import {noJsStyles} from './noJsStyles';

/** The rules inside `@media (max-width: <width>px) { … }`. */
function rulesAtMost(css: string, width: number): string | undefined {
  const start = css.indexOf(`@media (max-width: ${width}px) {`);
  if (start < 0) {
    return undefined;
  }
  let depth = 0;
  for (let end = css.indexOf('{', start); end < css.length; end += 1) {
    depth += css[end] === '{' ? 1 : css[end] === '}' ? -1 : 0;
    if (depth === 0) {
      return css.slice(start, end);
    }
  }
  return undefined;
}

describe('noJsStyles', () => {
  const css = noJsStyles();

  it('hides what needs JavaScript and shows what stands in for it', () => {
    expect(css).toContain(`[${NEEDS_JS_ATTRIBUTE}] { display: none`);
    expect(css).toContain(`[${NO_JS_ONLY_ATTRIBUTE}] { display: block`);
    expect(css).toContain("[role='tabpanel'][hidden] { display: block");
  });

  it('lays out at the site breakpoints what the menus would show', () => {
    expect(rulesAtMost(css, MOBILE_MAX_WIDTH)).toContain('.navbar__item');
    expect(rulesAtMost(css, MENU_MAX_WIDTH)).toContain(
      '.theme-doc-sidebar-container',
    );
    expect(rulesAtMost(css, MENU_MAX_WIDTH)).toContain(
      `[${BLOG_ROW_ATTRIBUTE}] > aside`,
    );
    expect(rulesAtMost(css, OUTLINE_MENU_MAX_WIDTH)).toContain(
      "[data-outline='column']",
    );
  });

  it('has balanced braces and no `</` that could close its <style>', () => {
    expect(css.split('{').length).toBe(css.split('}').length);
    expect(css).not.toContain('</');
  });

  it('is the counterpart of the site stylesheet, which hides the stand-ins', () => {
    const site = fs.readFileSync(
      path.join(__dirname, '..', 'css', 'custom.css'),
      'utf8',
    );
    expect(site).toMatch(
      new RegExp(`\\[${NO_JS_ONLY_ATTRIBUTE}\\] \\{\\s*display: none;`),
    );
  });
});
