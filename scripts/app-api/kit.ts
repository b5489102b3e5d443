/**
 * The Makepad 1.0.0 files that the "App and events" reference reads, from
 * the kit (scripts/widget-facts/kit.ts unpacks it), and where the committed
 * facts and notes live.
 */
import fs from 'node:fs';
import path from 'node:path';
import {APP_API_TABLES} from '../../src/data/appApi';
import {REPO_ROOT, unpackedMakepad} from '../widget-facts/kit';
import {sourceFilesOf, type SourceFiles} from './extract';

/** The files of every table, by path below the checkout. */
export function readAppApiSources(makepad = unpackedMakepad()): SourceFiles {
  return new Map(
    sourceFilesOf(APP_API_TABLES).map((file) => [
      file,
      fs.readFileSync(path.join(makepad, file), 'utf8'),
    ]),
  );
}

/** src/data/appApi/, holding facts/ and notes/<locale>/. */
export const APP_API_DIR = path.join(REPO_ROOT, 'src', 'data', 'appApi');
export const APP_API_FACTS_DIR = path.join(APP_API_DIR, 'facts');
export const APP_API_NOTES_DIR = path.join(APP_API_DIR, 'notes');
