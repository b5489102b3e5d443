/**
 * Makepad 1.0.0's source, read from the kit beside the clone
 * (`../shared/makepad-1.0/`, or the folder `MAKEPAD_KIT` names): its
 * setup.sh unpacks makepad-1.0.0-src.tar.gz once per checksum into its
 * cache folder (the same unpack the example check uses) and prints the
 * path of the cargo config it writes there; the sources sit beside it in
 * `makepad/`. A kit made from crates.io by scripts/make-kit.sh is unpacked
 * already: its setup.sh only prints the config's path.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {MakepadSources} from './extract';

/** The repository's root (this file is scripts/widget-facts/kit.ts). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Where the kit is expected. */
export function kitDir(): string {
  return (
    process.env.MAKEPAD_KIT ??
    path.resolve(REPO_ROOT, '..', 'shared', 'makepad-1.0')
  );
}

export class KitMissingError extends Error {}

/** The unpacked `makepad/` folder of the kit (unpacking it if needed). */
export function unpackedMakepad(): string {
  const kit = kitDir();
  const setup = path.join(kit, 'setup.sh');
  if (!fs.existsSync(setup)) {
    throw new KitMissingError(
      `The Makepad 1.0 kit is missing: expected ${kit}/setup.sh (beside makepad-1.0.0-src.tar.gz, ` +
        'the kit folder beside the clone, ../shared/makepad-1.0/; or set MAKEPAD_KIT to it, ' +
        'or to a kit made from crates.io by scripts/make-kit.sh).',
    );
  }
  const out = execFileSync('bash', [setup], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const config = out.trim().split('\n').pop() ?? '';
  const makepad = path.join(path.dirname(config), 'makepad');
  if (!fs.existsSync(path.join(makepad, 'widgets', 'src'))) {
    throw new KitMissingError(
      `${kit}/setup.sh did not unpack ${makepad}/widgets/src`,
    );
  }
  return makepad;
}

/** widgets/src/*.rs and draw/src/turtle.rs of Makepad 1.0.0. */
export function readMakepadSources(
  makepad = unpackedMakepad(),
): MakepadSources {
  const dir = path.join(makepad, 'widgets', 'src');
  const widgets = new Map<string, string>();
  for (const file of fs.readdirSync(dir).sort()) {
    if (file.endsWith('.rs')) {
      widgets.set(file, fs.readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  return {
    widgets,
    turtle: fs.readFileSync(
      path.join(makepad, 'draw', 'src', 'turtle.rs'),
      'utf8',
    ),
  };
}

/** The folder of the committed facts (src/data/widgets/facts/). */
export const FACTS_DIR = path.join(
  REPO_ROOT,
  'src',
  'data',
  'widgets',
  'facts',
);

/** The file of a widget's notes in one language. */
export function notesFile(locale: 'en' | 'zh', name: string): string {
  return path.join(
    REPO_ROOT,
    'src',
    'data',
    'widgets',
    'notes',
    locale,
    `${name}.json`,
  );
}
