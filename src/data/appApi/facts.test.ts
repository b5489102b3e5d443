/**
 * The committed facts of the "App and events" reference
 * (src/data/appApi/facts/*.json) are what `npm run api:facts` reads from
 * Makepad 1.0.0's source in the kit: a method added, removed or changed in
 * the source, or a variant or field, fails here. Without the kit the test
 * fails and says where it is expected (scripts/widget-facts/kit.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {diff} from 'jest-diff';
import {APP_API_TABLES} from '../appApi';
import type {ApiFacts} from '../../lib/apiFacts';
import {extractAppApiFacts} from '../../../scripts/app-api/extract';
import {
  APP_API_FACTS_DIR,
  readAppApiSources,
} from '../../../scripts/app-api/kit';

describe('App and events facts', () => {
  let generated: ReadonlyMap<string, ApiFacts>;

  beforeAll(() => {
    const facts = extractAppApiFacts(APP_API_TABLES, readAppApiSources());
    generated = new Map(facts.map((table) => [table.id, table]));
  });

  it.each(APP_API_TABLES.map((table) => table.id))(
    '%s.json is what api:facts reads from the kit',
    (id) => {
      const file = path.join(APP_API_FACTS_DIR, `${id}.json`);
      if (!fs.existsSync(file)) {
        throw new Error(`${id}.json is missing: run npm run api:facts`);
      }
      const committed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      const expected = generated.get(id);
      if (JSON.stringify(committed) !== JSON.stringify(expected)) {
        throw new Error(
          `${id}.json differs from Makepad's source (run npm run api:facts, review the change and its notes):\n${diff(
            committed,
            expected,
            {
              aAnnotation: 'Committed',
              bAnnotation: 'From the kit',
              expand: false,
              contextLines: 2,
            },
          )}`,
        );
      }
    },
  );

  it('has no facts file for a table outside the catalogue', () => {
    const ids = new Set(APP_API_TABLES.map((table) => `${table.id}.json`));
    expect(
      fs.readdirSync(APP_API_FACTS_DIR).filter((file) => !ids.has(file)),
    ).toEqual([]);
  });
});
