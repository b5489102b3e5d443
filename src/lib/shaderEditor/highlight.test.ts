import {tags} from '@lezer/highlight';
import {CODE_THEME_DARK, CODE_THEME_LIGHT} from '../../data/codeThemes';
import {highlightSpecs, prismStyle} from './highlight';

describe('prismStyle', () => {
  it('takes the last entry naming a type, as prism-react-renderer does', () => {
    // The light theme names `keyword` twice; the second wins.
    expect(prismStyle(CODE_THEME_LIGHT, 'keyword')).toEqual({
      color: '#00009f',
    });
    expect(prismStyle(CODE_THEME_DARK, 'keyword')).toEqual({
      color: '#bd93f9',
      fontStyle: 'italic',
    });
  });

  it('falls back to the plain colour for a type the theme leaves out', () => {
    expect(prismStyle(CODE_THEME_DARK, 'number')).toEqual({
      color: CODE_THEME_DARK.plain.color,
    });
  });
});

describe('highlightSpecs', () => {
  it('colours the editor tags like Prism colours Rust, in both themes', () => {
    const colourOf = (theme: typeof CODE_THEME_LIGHT, tag: unknown) =>
      highlightSpecs(theme).find((spec) => spec.tag === tag)?.color;
    expect(colourOf(CODE_THEME_LIGHT, tags.comment)).toBe('#656556');
    expect(colourOf(CODE_THEME_LIGHT, tags.number)).toBe('#236e6d');
    expect(colourOf(CODE_THEME_LIGHT, tags.color)).toBe('#236e6d');
    expect(colourOf(CODE_THEME_LIGHT, tags.typeName)).toBe('#00009f');
    expect(colourOf(CODE_THEME_DARK, tags.function(tags.variableName))).toBe(
      '#50fa7b',
    );
    expect(colourOf(CODE_THEME_DARK, tags.comment)).toBe('#8692b9');
  });
});
