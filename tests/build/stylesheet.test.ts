/**
 * The stylesheets every page waits for before its first paint hold no
 * inlined font (src/plugins/font-files): Geist Mono's file, under
 * Docusaurus's 10,000-byte inlining limit, once went into each locale's
 * stylesheet as 13 KB of base64. Fonts are files, each fetched by the
 * pages that draw with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES} from '../../src/data/site';
import {BUILD_DIR, localeDir} from './builtSearch';

/** The stylesheets a locale's home page links to (site-absolute paths). */
function stylesheets(dir: string): string[] {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
}

it.each(LOCALES)('links stylesheets without inlined fonts (%s)', (locale) => {
  const sheets = stylesheets(localeDir(locale));
  expect(sheets.length).toBeGreaterThan(0);
  for (const sheet of sheets) {
    // Site-absolute (`/zh/assets/css/…`): a path in the build.
    const css = fs.readFileSync(path.join(BUILD_DIR, sheet), 'utf8');
    expect(css).toMatch(/@font-face/);
    expect(css).not.toMatch(/url\(\s*["']?data:font/);
    expect(css).toMatch(/url\([^)]*geist-mono[^)]*\.woff2\)/);
  }
});
