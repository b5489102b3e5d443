/**
 * Code blocks in the dark theme before the page has hydrated
 * (CONTRIBUTING.md, Code blocks). The server renders every code block with
 * the light Prism theme as inline styles, since it cannot know the reader's
 * theme; React draws them again in the dark theme only once the page has
 * hydrated, 2–3 s after the first paint on a phone. Until then a dark page
 * showed light code blocks.
 *
 * These rules give such a block the dark theme's colours. They select only
 * a block still drawn with the light theme (its container's inline
 * `--prism-background-color` is the light one, as the server writes it) on
 * a dark page, so they stop applying the moment React draws it again, and
 * `!important` beats the inline light styles meanwhile. tests/e2e/
 * loading.test.ts checks that the colours before hydration are those React
 * draws after it.
 */
import type {PrismTheme, PrismThemeEntry} from 'prism-react-renderer';
import {CODE_THEME_DARK, CODE_THEME_LIGHT} from '../data/codeThemes';

type Style = Record<string, string | number | undefined>;

/** A Prism style key as a CSS property (fontStyle → font-style). */
const cssProperty = (key: string): string =>
  key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Each token type's style, merged in the theme's order, a later entry
 * winning, as prism-react-renderer reads a theme (the shader editor's
 * colours come from it too: src/lib/shaderEditor/highlight.ts).
 */
export function styleOfTypes(theme: PrismTheme): Map<string, PrismThemeEntry> {
  const styles = new Map<string, PrismThemeEntry>();
  for (const entry of theme.styles) {
    if (entry.languages !== undefined) {
      throw new Error('code colours: styles limited to languages are unknown');
    }
    for (const type of entry.types) {
      styles.set(type, {...styles.get(type), ...entry.style});
    }
  }
  return styles;
}

/**
 * The value a token takes in `dark` for a property a light style sets: the
 * dark text colour, or the property's initial value.
 */
function unset(property: string, dark: PrismTheme): string {
  if (property === 'color') {
    return String(dark.plain.color);
  }
  if (property === 'opacity') {
    return '1';
  }
  return property === 'textDecorationLine' || property === 'textDecoration'
    ? 'none'
    : 'normal';
}

const declarations = (style: Style): string =>
  Object.entries(style)
    .map(([key, value]) => `${cssProperty(key)}: ${value} !important;`)
    .join(' ');

/** The stylesheet (src/plugins/code-colours adds it to the site's). */
export function preHydrationCodeCss(
  light: PrismTheme,
  dark: PrismTheme,
): string {
  const block = `[data-theme='dark'] .theme-code-block[style*='--prism-background-color:${light.plain.backgroundColor}']`;
  const lightTypes = styleOfTypes(light);
  const darkTypes = styleOfTypes(dark);
  const rules = [
    `${block} { ${declarations({
      '--prism-color': dark.plain.color,
      '--prism-background-color': dark.plain.backgroundColor,
    })} }`,
    `${block} pre { ${declarations({
      color: dark.plain.color,
      backgroundColor: dark.plain.backgroundColor,
    })} }`,
    `${block} .token-line { ${declarations({color: dark.plain.color})} }`,
  ];
  // Every token starts from the dark text, undoing what the light styles
  // set (its colour, italics…); then the dark styles of its types apply,
  // as Prism merges them.
  const reset: Style = {};
  for (const style of lightTypes.values()) {
    for (const key of Object.keys(style)) {
      reset[key] = unset(key, dark);
    }
  }
  rules.push(`${block} .token { ${declarations(reset)} }`);
  for (const [type, style] of darkTypes) {
    // A token of several types takes the style of its last type first
    // (the innermost: 'attribute attr-name string' is a string), as Prism
    // does; its class list ends with that type.
    rules.push(
      `${block} .token.${type}, ${block} .token.${type}[class$=' ${type}'] { ${declarations(style)} }`,
    );
  }
  return `${rules.join('\n')}\n`;
}

/** The style prism-react-renderer gives a token of `types` in `theme`. */
function tokenStyle(
  types: readonly string[],
  styles: Map<string, PrismThemeEntry>,
): PrismThemeEntry {
  return Object.assign({}, ...types.map((type) => styles.get(type)));
}

/**
 * Which tokens look like the text around them in both themes: their types'
 * style is empty or sets only the theme's text colour (`plain`, and in the
 * site's themes punctuation, operators, namespaces…). Such a token needs no
 * element of its own: its text, drawn in its line, looks the same, in the
 * server's light colours, in the dark ones before hydration
 * (preHydrationCodeCss colours the lines) and after it. A page's code
 * blocks then have fewer than half the elements they had
 * (src/theme/CodeBlock/Line/Token).
 */
export function plainTokenTest(
  light: PrismTheme,
  dark: PrismTheme,
): (types: readonly string[]) => boolean {
  const themes = [light, dark].map((theme) => ({
    color: theme.plain.color,
    styles: styleOfTypes(theme),
  }));
  const known = new Map<string, boolean>();
  return (types) => {
    const key = types.join(' ');
    let plain = known.get(key);
    if (plain === undefined) {
      plain = themes.every(({color, styles}) =>
        Object.entries(tokenStyle(types, styles)).every(
          ([property, value]) => property === 'color' && value === color,
        ),
      );
      known.set(key, plain);
    }
    return plain;
  };
}

/** A token of prism-react-renderer's lines: its types and its text. */
type LineToken = {types: string[]; content: string; empty?: boolean};

/**
 * The line with each run of neighbouring plain tokens (`isPlain`) made one
 * plain token: written as text, they are then one text node, which React's
 * server render would otherwise separate by `<!-- -->` markers.
 */
export function mergePlainRuns<T extends LineToken>(
  line: T[],
  isPlain: (types: readonly string[]) => boolean,
): T[] {
  const merged: T[] = [];
  let run: string[] = [];
  const endRun = () => {
    if (run.length > 0) {
      merged.push({types: ['plain'], content: run.join('')} as T);
      run = [];
    }
  };
  for (const token of line) {
    if (token.empty !== true && isPlain(token.types)) {
      run.push(token.content);
    } else {
      endRun();
      merged.push(token);
    }
  }
  endRun();
  return merged;
}

/** plainTokenTest of the site's code themes (src/data/codeThemes.ts). */
export const isPlainToken = plainTokenTest(CODE_THEME_LIGHT, CODE_THEME_DARK);
