import type {PrismTheme} from 'prism-react-renderer';
import {CODE_THEME_DARK, CODE_THEME_LIGHT} from '../data/codeThemes';
import {preHydrationCodeCss, styleOfTypes} from './codeColours';

const light: PrismTheme = {
  plain: {color: '#111111', backgroundColor: '#ffffff'},
  styles: [
    {types: ['comment'], style: {color: '#777777', fontStyle: 'italic'}},
    {types: ['keyword'], style: {color: '#0000aa'}},
    {types: ['keyword', 'tag'], style: {color: '#0000ff'}},
  ],
};
const dark: PrismTheme = {
  plain: {color: '#eeeeee', backgroundColor: '#202020'},
  styles: [{types: ['keyword', 'builtin'], style: {color: '#bb99ff'}}],
};

const BLOCK =
  "[data-theme='dark'] .theme-code-block[style*='--prism-background-color:#ffffff']";

describe('styleOfTypes', () => {
  it('merges the entries of a type in the theme’s order, as Prism does', () => {
    expect(styleOfTypes(light).get('keyword')).toEqual({color: '#0000ff'});
    expect(styleOfTypes(light).get('comment')).toEqual({
      color: '#777777',
      fontStyle: 'italic',
    });
  });
});

describe('preHydrationCodeCss', () => {
  const css = preHydrationCodeCss(light, dark).trim().split('\n');

  it('selects only blocks still drawn in the light theme on a dark page', () => {
    for (const rule of css) {
      expect(rule.startsWith(`${BLOCK} `)).toBe(true);
    }
  });

  it('gives the block, its lines and each token the dark theme, over the inline light styles', () => {
    expect(css).toContain(
      `${BLOCK} { --prism-color: #eeeeee !important; --prism-background-color: #202020 !important; }`,
    );
    expect(css).toContain(
      `${BLOCK} pre { color: #eeeeee !important; background-color: #202020 !important; }`,
    );
    expect(css).toContain(
      `${BLOCK} .token-line { color: #eeeeee !important; }`,
    );
    expect(css).toContain(
      `${BLOCK} .token.keyword, ${BLOCK} .token.keyword[class$=' keyword'] { color: #bb99ff !important; }`,
    );
    expect(css).toContain(
      `${BLOCK} .token.builtin, ${BLOCK} .token.builtin[class$=' builtin'] { color: #bb99ff !important; }`,
    );
  });

  it('starts every token from the dark text, undoing what light styles set, before its types’ dark styles', () => {
    const reset = css.indexOf(
      `${BLOCK} .token { color: #eeeeee !important; font-style: normal !important; }`,
    );
    expect(reset).toBeGreaterThan(-1);
    expect(reset).toBeLessThan(
      css.findIndex((rule) => rule.includes('.token.keyword')),
    );
    // Types with no dark style get no rule: a token of several types keeps
    // the dark style of the others, as Prism's inline style does.
    expect(css.some((rule) => rule.includes('.token.comment'))).toBe(false);
    expect(css.some((rule) => rule.includes('.token.tag'))).toBe(false);
  });

  it('is made from the site’s own themes', () => {
    const site = preHydrationCodeCss(CODE_THEME_LIGHT, CODE_THEME_DARK);
    expect(site).toContain(
      `--prism-background-color:${String(CODE_THEME_LIGHT.plain.backgroundColor)}'`,
    );
    expect(site).toContain(
      `.token.keyword[class$=' keyword'] { color: #bd93f9 !important; font-style: italic !important; }`,
    );
  });
});
