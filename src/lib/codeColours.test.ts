import type {PrismTheme} from 'prism-react-renderer';
import {CODE_THEME_DARK, CODE_THEME_LIGHT} from '../data/codeThemes';
import {
  mergePlainRuns,
  plainTokenTest,
  preHydrationCodeCss,
  styleOfTypes,
} from './codeColours';

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

describe('plainTokenTest', () => {
  const isPlain = plainTokenTest(
    {
      ...light,
      styles: [
        ...light.styles,
        {types: ['punctuation', 'operator'], style: {color: '#111111'}},
        {types: ['italic'], style: {color: '#111111', fontStyle: 'italic'}},
      ],
    },
    {
      ...dark,
      styles: [
        ...dark.styles,
        {types: ['operator'], style: {color: '#ff0000'}},
      ],
    },
  );

  it('finds a token plain whose types have no style, or only the text colour, in both themes', () => {
    expect(isPlain(['plain'])).toBe(true);
    expect(isPlain(['namespace'])).toBe(true);
    expect(isPlain(['punctuation'])).toBe(true);
    expect(isPlain(['namespace', 'punctuation'])).toBe(true);
  });

  it('keeps a token whose style differs from the text in either theme', () => {
    // Coloured in both themes, in one only, or italic in the text colour.
    expect(isPlain(['keyword'])).toBe(false);
    expect(isPlain(['comment'])).toBe(false);
    expect(isPlain(['operator'])).toBe(false);
    expect(isPlain(['italic'])).toBe(false);
    // A plain type does not hide the style of another.
    expect(isPlain(['punctuation', 'keyword'])).toBe(false);
  });

  it('writes the site’s punctuation and operators as text, and keeps its keywords and strings', () => {
    const site = plainTokenTest(CODE_THEME_LIGHT, CODE_THEME_DARK);
    expect(site(['punctuation'])).toBe(true);
    expect(site(['operator'])).toBe(true);
    expect(site(['keyword'])).toBe(false);
    expect(site(['string'])).toBe(false);
    expect(site(['builtin'])).toBe(false);
  });
});

describe('mergePlainRuns', () => {
  const isPlain = (types: readonly string[]) =>
    types.every((type) => type === 'plain' || type === 'punctuation');
  const token = (types: string[], content: string) => ({types, content});

  it('makes each run of plain tokens one plain token, in order', () => {
    expect(
      mergePlainRuns(
        [
          token(['plain'], '    '),
          token(['keyword'], 'let'),
          token(['plain'], ' x '),
          token(['punctuation'], '='),
          token(['plain'], ' '),
          token(['number'], '1'),
          token(['punctuation'], ';'),
        ],
        isPlain,
      ),
    ).toEqual([
      token(['plain'], '    '),
      token(['keyword'], 'let'),
      token(['plain'], ' x = '),
      token(['number'], '1'),
      token(['plain'], ';'),
    ]);
  });

  it('leaves an empty line’s token and a line without plain tokens as they are', () => {
    const empty = {types: ['plain'], content: '\n', empty: true};
    expect(mergePlainRuns([empty], isPlain)).toEqual([empty]);
    const line = [token(['keyword'], 'fn'), token(['function'], 'main')];
    expect(mergePlainRuns(line, isPlain)).toEqual(line);
  });
});
