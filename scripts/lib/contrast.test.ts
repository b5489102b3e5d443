import fs from 'node:fs';
import path from 'node:path';
import {
  CODE_THEME_DARK,
  CODE_THEME_LIGHT,
  HIGHLIGHTED_LINE_BG,
} from '../../src/data/codeThemes';
import {composite, contrastRatio, parseColor} from './contrast';

describe('contrast', () => {
  it('reads hex and rgb() colours', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255, 1]);
    expect(parseColor('#6d28d9')).toEqual([109, 40, 217, 1]);
    expect(parseColor('rgba(0, 0, 0, 0.08)')).toEqual([0, 0, 0, 0.08]);
    expect(() => parseColor('purple')).toThrow('purple');
  });

  it('gives the WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777')).toBe(1);
    // The figure: body links against body text.
    expect(contrastRatio('#6d28d9', '#1c1e21')).toBeCloseTo(2.35, 2);
  });

  it('lays a translucent colour over another', () => {
    expect(composite('rgba(0, 0, 0, 0.5)', '#ffffff')).toEqual([
      127.5, 127.5, 127.5,
    ]);
  });
});

describe.each([
  ['light', CODE_THEME_LIGHT, HIGHLIGHTED_LINE_BG.light],
  ['dark', CODE_THEME_DARK, HIGHLIGHTED_LINE_BG.dark],
] as const)('%s code theme', (_mode, theme, highlight) => {
  const background = theme.plain.backgroundColor ?? '';
  const backgrounds = [background, composite(highlight, background)];
  const colours = [
    theme.plain.color ?? '',
    ...theme.styles.flatMap(({style}) => (style.color ? [style.color] : [])),
  ];

  it.each(colours)(
    '%s reaches 4.5:1 on plain and highlighted lines',
    (colour) => {
      for (const bg of backgrounds) {
        expect(contrastRatio(colour, bg)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('dims no token (opacity would lower the contrast)', () => {
    for (const {style} of theme.styles) {
      expect(style.opacity).toBeUndefined();
    }
  });
});

it('custom.css uses the highlighted-line colours of src/data/codeThemes.ts', () => {
  const css = fs.readFileSync(
    path.join(__dirname, '..', '..', 'src', 'css', 'custom.css'),
    'utf8',
  );
  const declared = [
    ...css.matchAll(/--docusaurus-highlighted-code-line-bg:\s*([^;]+);/g),
  ].map((match) => match[1]);
  expect(declared).toEqual([
    HIGHLIGHTED_LINE_BG.light,
    HIGHLIGHTED_LINE_BG.dark,
  ]);
});
