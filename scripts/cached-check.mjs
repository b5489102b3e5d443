#!/usr/bin/env node
/**
 * Runs one of the source checks with its cache kept outside the clone, in
 * the checks' cache folder (scripts/lib/cacheFolder.ts), keyed by file
 * contents, so a fresh clone at any path reuses what an earlier run found:
 *
 *   typecheck   tsc --noEmit --incremental (its build info)
 *   format      prettier --check . (--cache-strategy content)
 *   lint        eslint . (--cache-strategy content)
 *
 * Usage: node scripts/cached-check.mjs typecheck|format|lint [-- args]
 *        (npm run typecheck, npm run format:check, npm run lint; further
 *        arguments go to the tool: `npm run lint -- --fix`)
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url));
/** @type {typeof import('./lib/cacheFolder')} */
const {cacheFolder} = jiti('./lib/cacheFolder.ts');

/** Prettier's and ESLint's options for a cache keyed by file contents. */
const contentCache = (cache, file) => [
  '--cache',
  '--cache-strategy',
  'content',
  '--cache-location',
  path.join(cache, file),
];

/** @type {Record<string, (cache: string) => string[]>} */
const CHECKS = {
  typecheck: (cache) => [
    'tsc',
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    path.join(cache, 'tsc.tsbuildinfo'),
  ],
  format: (cache) => [
    'prettier',
    '--check',
    '.',
    ...contentCache(cache, 'prettier-cache'),
  ],
  lint: (cache) => ['eslint', '.', ...contentCache(cache, 'eslint-cache')],
};

const [name, ...rest] = process.argv.slice(2);
if (name === undefined || name === '--help' || rest.includes('--help')) {
  console.log(
    `Usage: node scripts/cached-check.mjs ${Object.keys(CHECKS).join('|')} [-- args]`,
  );
  console.log(`Cache folder: ${cacheFolder()}`);
  process.exit(name === undefined ? 1 : 0);
}
const check = CHECKS[name];
if (check === undefined) {
  console.error(
    `cached-check: unknown check "${name}" (${Object.keys(CHECKS).join(', ')})`,
  );
  process.exit(2);
}
const [tool, ...args] = check(cacheFolder());
const result = spawnSync(
  path.join(root, 'node_modules', '.bin', tool),
  [...args, ...rest.filter((arg) => arg !== '--')],
  {cwd: root, stdio: 'inherit'},
);
if (result.error) {
  throw result.error;
}
process.exit(result.status ?? 1);
