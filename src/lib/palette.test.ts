/**
 * The palette of src/css/custom.css (CONTRIBUTING.md, Look): every pair of
 * text and background tokens the site draws reaches WCAG AA (4.5:1) in both
 * themes. axe checks the pages themselves (tests/e2e/a11y.test.ts); this
 * test names the token that fails when a colour is changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {contrastRatio} from '../../scripts/lib/contrast';

const CSS = fs.readFileSync(
  path.join(__dirname, '..', 'css', 'custom.css'),
  'utf8',
);

/** The custom properties of the first rule whose selector is `selector`. */
function tokens(selector: string): Record<string, string> {
  const start = CSS.indexOf(`${selector} {`);
  expect(start).toBeGreaterThanOrEqual(0);
  const body = CSS.slice(start, CSS.indexOf('\n}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name,
      value,
    ]),
  );
}

const LIGHT = tokens(':root');
const DARK = {...LIGHT, ...tokens("html[data-theme='dark']")};

/** A token's colour, following `var(--x)` references. */
function colour(theme: Record<string, string>, name: string): string {
  const value = theme[name];
  if (value === undefined) {
    throw new Error(`custom.css defines no ${name}`);
  }
  const reference = value.match(/^var\((--[\w-]+)\)$/);
  return reference?.[1] ? colour(theme, reference[1]) : value;
}

/** Text token on background token. The light page itself is white. */
const PAIRS: [string, string][] = [
  ['--ifm-font-color-base', '--mb-page'],
  ['--mb-text-muted', '--mb-page'],
  ['--ifm-color-primary', '--mb-page'],
  ['--ifm-font-color-base', '--mb-surface'],
  ['--mb-text-muted', '--mb-surface'],
  ['--ifm-color-primary', '--mb-surface'],
  ['--ifm-font-color-base', '--ifm-code-background'],
  ['--mb-on-primary', '--ifm-color-primary'],
  ['--mb-footer-text', '--mb-footer-background'],
  ['--mb-footer-title', '--mb-footer-background'],
  ['--ifm-color-primary', '--mb-footer-background'],
];

describe.each([
  ['light', {...LIGHT, '--mb-page': '#ffffff'}],
  ['dark', {...DARK, '--mb-page': colour(DARK, '--ifm-background-color')}],
] as const)('the %s palette', (_theme, theme) => {
  it.each(PAIRS)('%s on %s reaches 4.5:1', (text, background) => {
    expect(
      contrastRatio(colour(theme, text), colour(theme, background)),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
