/**
 * Remark plugin (docs, MDX pages): replaces each `<ApiFacts of="Cx" />` of
 * the "App and events" reference by the table of that id
 * (src/data/appApi.ts), built from its facts and the page language's
 * notes (src/lib/apiFacts.ts), followed by a line linking the Makepad
 * source it comes from. The build fails, naming the page and the reason,
 * on an unknown table, a missing facts file or note, or a tag outside an
 * MDX page (the same rules as src/plugins/remark-widget-facts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {APP_API_TABLES} from '../../data/appApi';
import type {Locale} from '../../data/site';
import {buildApiTable, type ApiFacts, type ApiNotes} from '../../lib/apiFacts';
import {WidgetFactsError, type FactTable} from '../../lib/widgetFacts';
import {transformTags, type Node} from '../remark-widget-facts';

/** The tag pages write. */
export const TAG = 'ApiFacts';

export type Options = {
  /** Folder of the facts JSON files (src/data/appApi/facts). */
  factsDir: string;
  /** Folder of the notes, one subfolder per locale (src/data/appApi/notes). */
  notesDir: string;
};

function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T)
    : undefined;
}

/** The table of an id in a language (files read on each call). */
export function apiTableSource(options: Options) {
  return (of: string, locale: Locale): FactTable => {
    const table = APP_API_TABLES.find((entry) => entry.id === of);
    if (!table) {
      throw new WidgetFactsError(
        `unknown table "${of}" (not in src/data/appApi.ts)`,
      );
    }
    const facts = readJson<ApiFacts>(path.join(options.factsDir, `${of}.json`));
    if (!facts) {
      throw new WidgetFactsError(`no facts for ${of}: run npm run api:facts`);
    }
    const notesFile = path.join(options.notesDir, locale, `${of}.json`);
    const notes = readJson<ApiNotes>(notesFile);
    if (!notes) {
      throw new WidgetFactsError(
        `no ${locale} notes for ${of}: write ${notesFile}`,
      );
    }
    return buildApiTable(facts, table, notes, locale);
  };
}

export default function remarkApiFacts(options: Options) {
  const table = apiTableSource(options);
  return (tree: Node, file: {path?: string}): void => {
    transformTags(tree, file.path, TAG, (attr, locale) =>
      table(attr('of'), locale),
    );
  };
}
