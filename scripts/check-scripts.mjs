#!/usr/bin/env node
/**
 * Checks that every script of package.json works on a fresh clone:
 *   - each command it runs exists (a binary in node_modules/.bin, or the file
 *     that `node`/`bash` is given);
 *   - each script is either run by `npm test` (scripts/test-all.sh calls it as
 *     `npm run <name>`) or listed in NOT_RUN_BY_NPM_TEST with the reason;
 *   - scripts that accept `--help` (the project's own scripts) answer it.
 * Run by scripts/test-all.sh as its first step; `node scripts/check-scripts.mjs`.
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(
  fs.readFileSync(path.join(root, 'package.json'), 'utf8'),
);
const testAll = fs.readFileSync(
  path.join(root, 'scripts', 'test-all.sh'),
  'utf8',
);

/** Scripts `npm test` does not run, and why. */
const NOT_RUN_BY_NPM_TEST = {
  docusaurus: 'the Docusaurus command line itself (`npm run docusaurus -- …`)',
  start: 'development server, runs until stopped',
  'start:zh': 'development server, runs until stopped',
  serve: 'static server, runs until stopped (answers --help here)',
  clear: 'deletes build/ and the caches',
  format: 'rewrites files (format:check runs instead)',
  test: 'is scripts/test-all.sh itself',
  benchmark: 'minutes of builds and Lighthouse runs (answers --help here)',
  'test:previews':
    'renders every Sdf2d example with Makepad under Xvfb and Mesa (minutes; needs xvfb, libgl1-mesa-dri); MAINTAINERS.md, Live Sdf2d previews',
  'test:previews:committed':
    'compares the built previews with the committed Makepad pictures; needs a build and minutes of Chromium rendering',
  'previews:references':
    'rewrites the committed Makepad pictures under static/img/sdf2d-previews',
  'live:pictures':
    'redraws the pictures of the live apps from the live build in Chromium; needs npm run build:live (MAINTAINERS.md, Live examples)',
  'widgets:pictures':
    'renders every widget example with Makepad under Xvfb and Mesa and compares it with static/img/widgets (minutes); MAINTAINERS.md, Widget pictures',
  'widgets:facts':
    'rewrites src/data/widgets/facts from the Makepad kit (answers --help here); the unit test src/data/widgets/facts.test.ts checks the committed files',
  'api:facts':
    'rewrites src/data/appApi/facts from the Makepad kit (answers --help here); the unit test src/data/appApi/facts.test.ts checks the committed files',
};

/** Commands that are not files of node_modules/.bin. */
const SHELL_COMMANDS = new Set(['node', 'bash', 'npm', 'npx', 'cd', 'test']);

const problems = [];

/** The separate commands of a script line (`a && b; c | d`). */
function commandsOf(line) {
  return line
    .split(/&&|\|\||;|\|/)
    .map((part) => part.trim().split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0)
    .map((words) => {
      // Leading `VAR=value` assignments are not the command.
      const start = words.findIndex((word) => !/^\w+=/.test(word));
      return words.slice(start);
    });
}

function checkTargets(name, line) {
  for (const [command, ...rest] of commandsOf(line)) {
    if (command === 'node' || command === 'bash') {
      const file = rest.find((word) => !word.startsWith('-'));
      if (!file || !fs.existsSync(path.join(root, file))) {
        problems.push(
          `"${name}": ${command} runs ${file}, which does not exist`,
        );
      }
    } else if (!SHELL_COMMANDS.has(command)) {
      if (!fs.existsSync(path.join(root, 'node_modules', '.bin', command))) {
        problems.push(
          `"${name}": ${command} is not in node_modules/.bin (a dependency missing from package.json?)`,
        );
      }
    }
  }
}

function runByNpmTest(name) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`npm run ${escaped}(\\s|$)`, 'm').test(testAll);
}

const execFileAsync = promisify(execFile);

/**
 * `npm run <name> -- --help` answers with a usage text: the problem if it
 * does not, or undefined.
 */
async function helpProblem(name) {
  try {
    const {stdout} = await execFileAsync(
      'npm',
      ['run', '--silent', name, '--', '--help'],
      {cwd: root, encoding: 'utf8', timeout: 60_000},
    );
    return /usage/i.test(stdout)
      ? undefined
      : `"${name} -- --help" printed no usage text`;
  } catch (error) {
    const stderr = String(error.stderr ?? error.message);
    return `"${name} -- --help" failed (status ${error.code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`;
  }
}

const documented = [];
for (const [name, line] of Object.entries(pkg.scripts)) {
  checkTargets(name, line);
  if (!runByNpmTest(name) && !(name in NOT_RUN_BY_NPM_TEST)) {
    problems.push(
      `"${name}" is neither run by scripts/test-all.sh (as \`npm run ${name}\`) nor listed in NOT_RUN_BY_NPM_TEST of scripts/check-scripts.mjs`,
    );
  }
  // The project's own scripts document themselves.
  if (/^node scripts\//.test(line)) {
    documented.push(name);
  }
}
// All at once: each is mostly npm's and Node's start (7 s one after the
// other on two cores, 3 s together).
for (const problem of await Promise.all(documented.map(helpProblem))) {
  if (problem !== undefined) {
    problems.push(problem);
  }
}
for (const name of Object.keys(NOT_RUN_BY_NPM_TEST)) {
  if (!(name in pkg.scripts)) {
    problems.push(
      `NOT_RUN_BY_NPM_TEST names "${name}", which package.json lacks`,
    );
  }
}

if (problems.length > 0) {
  console.error(`package.json scripts:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const run = Object.keys(pkg.scripts).filter(runByNpmTest);
console.log(
  `package.json scripts: every target exists; npm test runs ${run.join(', ')}.`,
);
