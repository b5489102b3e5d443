#!/usr/bin/env node
/**
 * `npm run build`: the production build of every locale into build/ (the
 * default locale at the root, the others under their base URL), each locale
 * in its own `docusaurus build --locale` process, default locale first (its
 * build clears build/). One process per locale keeps the peak memory of a
 * build to that of one locale: a single `docusaurus build` of both keeps
 * the first locale's memory while it builds the second (measured: 2.0 GB
 * for both in one process, 1.2 GB for each on its own).
 *
 * The HTML is not minified (SKIP_HTML_MINIFICATION, read by Docusaurus):
 * React's server output is already compact, and Docusaurus's minifier
 * (html-minifier-terser, which also runs Terser on every page's inline
 * scripts) cost about 10 s of CPU per locale, a fifth of the build, to save
 * about 300 bytes gzip per page (measured on 2026-11-28, MAINTAINERS.md,
 * Speed). SWC's minifier is fast but drops attribute quotes, which readers
 * of the HTML outside a browser rely on (`lang="…"`).
 *
 *   npm run build                    every locale
 *   npm run build -- --locale zh     one locale (needs the default's build/)
 *   npm run build -- --help          this text
 * Other options are passed to `docusaurus build`.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {defaultLocale, locales} = JSON.parse(
  fs.readFileSync(path.join(root, 'src', 'data', 'locales.json'), 'utf8'),
);
const args = process.argv.slice(2);

if (args.includes('--help')) {
  console.log(
    [
      'Usage: npm run build [-- --locale <locale>] [docusaurus build options]',
      `Builds ${Object.keys(locales).join(', ')} into build/, one process per locale.`,
    ].join('\n'),
  );
  process.exit(0);
}

const localeIndex = args.indexOf('--locale');
const chosen =
  localeIndex >= 0
    ? [args[localeIndex + 1]]
    : [
        defaultLocale,
        ...Object.keys(locales).filter((l) => l !== defaultLocale),
      ];
const passThrough =
  localeIndex >= 0
    ? args.filter((_, i) => i !== localeIndex && i !== localeIndex + 1)
    : args;

for (const locale of chosen) {
  if (!(locale in locales)) {
    console.error(`Unknown locale "${locale}" (src/data/locales.json).`);
    process.exit(1);
  }
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'docusaurus'),
    ['build', '--locale', locale, ...passThrough],
    {
      cwd: root,
      stdio: 'inherit',
      env: {SKIP_HTML_MINIFICATION: 'true', ...process.env},
    },
  );
  if (result.status !== 0) {
    console.error(`The ${locale} build failed.`);
    process.exit(result.status ?? 1);
  }
}
