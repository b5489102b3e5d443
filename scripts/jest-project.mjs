#!/usr/bin/env node
/**
 * `npm run test:unit [-- jest options]` and `npm run test:build [-- …]`:
 * one Jest project, with the reader's test path patterns and options.
 * Jest's --selectProjects takes every word after it, so
 * `jest --selectProjects unit <pattern>` would read the pattern as a
 * project name and run every test: the reader's arguments go first.
 *
 *   node scripts/jest-project.mjs unit                     every unit test
 *   npm run test:unit -- paths                             files matching "paths"
 *   npm run test:unit -- paths -t 'strips .html'           one test
 *   npm run test:unit -- --help                            this text
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [project, ...args] = process.argv.slice(2);

if (project === undefined || project === '--help' || args.includes('--help')) {
  console.log(
    [
      'Usage: node scripts/jest-project.mjs <project> [<jest options or test path patterns>]',
      '       npm run test:unit [-- <patterns and options>]  (project "unit")',
      '       npm run test:build [-- <patterns and options>] (project "build")',
      'Runs one Jest project of jest.config.mjs with the given arguments.',
    ].join('\n'),
  );
  process.exit(project === undefined ? 1 : 0);
}

const result = spawnSync(
  path.join(root, 'node_modules', '.bin', 'jest'),
  [...args, '--selectProjects', project],
  {cwd: root, stdio: 'inherit'},
);
if (result.error) {
  throw result.error;
}
process.exit(result.status ?? 1);
