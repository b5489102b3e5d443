#!/usr/bin/env node
/**
 * Writes the widget reference's facts: one src/data/widgets/facts/<Name>.json
 * per widget of src/data/widgets.ts, read from Makepad 1.0.0's source in the
 * kit (../shared/makepad-1.0/, or MAKEPAD_KIT; unpacked by its setup.sh).
 * The rules are in scripts/widget-facts/extract.ts and CONTRIBUTING.md
 * (Widget reference); src/data/widgets/facts.test.ts fails when the
 * committed files differ from what this writes.
 *
 * Usage: npm run widgets:facts [-- --check]
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
/** @type {typeof import('./widget-facts/kit')} */
const kit = jiti('./widget-facts/kit.ts');
/** @type {typeof import('./widget-facts/extract')} */
const extract = jiti('./widget-facts/extract.ts');
/** @type {typeof import('../src/data/widgets')} */
const catalogue = jiti('../src/data/widgets.ts');

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
  console.error(
    `widgets:facts: unknown argument ${unknown.join(' ')} (see --help)`,
  );
  process.exit(2);
}
const check = args.includes('--check');

/** A widget's facts file: JSON in the repository's Prettier style. */
async function factsJson(facts) {
  const file = path.join(kit.FACTS_DIR, `${facts.name}.json`);
  const config = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(JSON.stringify(facts), {...config, filepath: file});
}

let sources;
try {
  sources = kit.readMakepadSources();
} catch (error) {
  console.error(`widgets:facts: ${error.message}`);
  process.exit(1);
}
const facts = extract.extractWidgetFacts(sources, catalogue.WIDGETS);
const wanted = new Map(
  await Promise.all(
    facts.map(async (widget) => [
      `${widget.name}.json`,
      await factsJson(widget),
    ]),
  ),
);
const {changed, stale} = generated.syncGeneratedFiles(
  kit.FACTS_DIR,
  wanted,
  check,
);
const rel = (file) =>
  path.relative(process.cwd(), path.join(kit.FACTS_DIR, file));

if (check) {
  if (changed.length + stale.length > 0) {
    console.error(
      `widgets:facts: out of date (run npm run widgets:facts):\n  ${[
        ...changed.map(rel),
        ...stale.map((file) => `${rel(file)} (no such widget)`),
      ].join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`widgets:facts: the ${wanted.size} files are up to date.`);
  process.exit(0);
}

const count = (part) =>
  facts.reduce((sum, widget) => sum + widget[part].length, 0);
console.log(
  `widgets:facts: ${facts.length} widgets (${changed.length} files written, ${stale.length} removed): ` +
    `${count('properties')} properties, ${count('styling')} styling rows, ${count('variants')} variants, ` +
    `${count('actions')} actions, ${count('methods')} methods.`,
);
