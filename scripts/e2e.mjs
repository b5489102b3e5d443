#!/usr/bin/env node
/**
 * `npm run test:e2e [-- playwright test options]`: the browser tests
 * (Playwright's test runner, playwright.config.ts) against the production
 * build in build/. When build/ holds no build of both locales, it builds
 * first and says so.
 *
 *   npm run test:e2e                        every browser test
 *   npm run test:e2e -- a11y                test files whose path matches "a11y"
 *   npm run test:e2e -- layout -g 'mobile'  tests whose title matches "mobile"
 *   npm run test:e2e -- --workers 1         one test file at a time
 *   npm run test:e2e -- --help              this text
 * The report of the last run: test-results/e2e-report/index.html.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const args = process.argv.slice(2);

if (args.includes('--help')) {
  console.log(
    [
      'Usage: npm run test:e2e [-- <test file patterns and playwright test options>]',
      'Runs the browser tests (playwright.config.ts) against build/,',
      'building both locales first when build/ has no complete build.',
      'Options: -g <title pattern>, --workers <n>, --retries <n>, --list;',
      'every option: npx playwright test --help.',
    ].join('\n'),
  );
  process.exit(0);
}

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, {cwd: root, stdio: 'inherit'});
  if (result.error) {
    throw result.error;
  }
  return result.status ?? 1;
}

// The e2e global setup needs both locales: build/zh/404.html is written last.
if (!fs.existsSync(path.join(root, 'build', 'zh', '404.html'))) {
  console.log(
    'No production build in build/: building both locales first (npm run build).',
  );
  const status = run(process.execPath, [
    path.join(root, 'scripts', 'build.mjs'),
  ]);
  if (status !== 0) {
    console.error('The build failed; the browser tests did not run.');
    process.exit(status);
  }
}

process.exit(run(bin('playwright'), ['test', ...args]));
