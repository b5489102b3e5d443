/**
 * The colours of the shader editor, taken from the site's code theme
 * (src/data/codeThemes.ts, the Prism themes of docusaurus.config.ts), so
 * the editor reads like the code blocks beside it in both appearances.
 * Each highlighting tag of ./mpslLanguage.ts takes the style of the Prism
 * token type Prism's Rust grammar gives the same text.
 */
import {tags, type Tag} from '@lezer/highlight';
import type {PrismTheme} from 'prism-react-renderer';
import {styleOfTypes} from '../codeColours';

/** Editor tag → Prism token type. */
export const PRISM_TYPE_OF_TAG: readonly (readonly [Tag, string])[] = [
  [tags.comment, 'comment'],
  [tags.lineComment, 'comment'],
  [tags.keyword, 'keyword'],
  [tags.self, 'keyword'],
  [tags.typeName, 'keyword'],
  [tags.bool, 'boolean'],
  [tags.number, 'number'],
  [tags.color, 'number'],
  [tags.string, 'string'],
  [tags.constant(tags.variableName), 'constant'],
  [tags.function(tags.variableName), 'function'],
  [tags.operator, 'operator'],
  [tags.punctuation, 'punctuation'],
];

export type TokenStyle = {
  readonly color?: string;
  readonly fontStyle?: string;
};

/**
 * The style Prism gives a token type in `theme`: the theme's entries for
 * it merged in order (styleOfTypes, as prism-react-renderer reads a
 * theme); the plain colour when no entry names the type.
 */
export function prismStyle(theme: PrismTheme, type: string): TokenStyle {
  const style = styleOfTypes(theme).get(type);
  const color = style?.color ?? theme.plain.color;
  const fontStyle = style?.fontStyle;
  return fontStyle === undefined ? {color} : {color, fontStyle};
}

/** Specs for CodeMirror's HighlightStyle.define, one per tag. */
export function highlightSpecs(
  theme: PrismTheme,
): {tag: Tag; color?: string; fontStyle?: string}[] {
  return PRISM_TYPE_OF_TAG.map(([tag, type]) => ({
    tag,
    ...prismStyle(theme, type),
  }));
}
