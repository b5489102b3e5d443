#!/usr/bin/env node
/**
 * Writes the facts of the "App and events" reference: one
 * src/data/appApi/facts/<table>.json per table of src/data/appApi.ts, read
 * from Makepad 1.0.0's source in the kit (../shared/makepad-1.0/, or
 * MAKEPAD_KIT). The rules are in scripts/app-api/extract.ts;
 * src/data/appApi/facts.test.ts fails when the committed files differ
 * from what this writes.
 *
 * Usage: npm run api:facts [-- --check]
 *   --check  write nothing; exit 1 and list the files that would change
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import * as prettier from 'prettier';

const jiti = createJiti(fileURLToPath(import.meta.url));
/** @type {typeof import('./lib/generatedFiles')} */
const generated = jiti('./lib/generatedFiles.ts');
/** @type {typeof import('./app-api/kit')} */
const kit = jiti('./app-api/kit.ts');
/** @type {typeof import('./app-api/extract')} */
const extract = jiti('./app-api/extract.ts');
/** @type {typeof import('../src/data/appApi')} */
const catalogue = jiti('../src/data/appApi.ts');

const args = process.argv.slice(2);
if (args.includes('-h') || args.includes('--help')) {
  console.log(
    fs
      .readFileSync(fileURLToPath(import.meta.url), 'utf8')
      .split('*/')[0]
      .replace(/^#!.*\n\/\*\*\n/, '')
      .replace(/^ \* ?/gm, ''),
  );
  process.exit(0);
}
const unknown = args.filter((arg) => arg !== '--check');
if (unknown.length > 0) {
  console.error(`api:facts: unknown argument ${unknown.join(' ')}`);
  process.exit(2);
}
const check = args.includes('--check');

let sources;
try {
  sources = kit.readAppApiSources();
} catch (error) {
  console.error(`api:facts: ${error.message}`);
  process.exit(1);
}
const facts = extract.extractAppApiFacts(catalogue.APP_API_TABLES, sources);
const dir = kit.APP_API_FACTS_DIR;
const wanted = new Map();
for (const table of facts) {
  const file = path.join(dir, `${table.id}.json`);
  const config = (await prettier.resolveConfig(file)) ?? {};
  wanted.set(
    `${table.id}.json`,
    await prettier.format(JSON.stringify(table), {...config, filepath: file}),
  );
}
const {changed, stale} = generated.syncGeneratedFiles(dir, wanted, check);

if (check) {
  if (changed.length + stale.length > 0) {
    console.error(
      `api:facts: out of date (run npm run api:facts):\n  ${[
        ...changed,
        ...stale.map((file) => `${file} (no such table)`),
      ].join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`api:facts: the ${wanted.size} files are up to date.`);
  process.exit(0);
}

const members = facts.reduce((sum, table) => sum + table.members.length, 0);
console.log(
  `api:facts: ${facts.length} tables, ${members} members (${changed.length} files written, ${stale.length} removed).`,
);
