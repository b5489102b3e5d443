/**
 * The committed facts (src/data/widgets/facts/*.json) are what
 * `npm run widgets:facts` writes from Makepad 1.0.0's source in the kit.
 * Without the kit the test fails and says where it is expected.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {diff} from 'jest-diff';
import {WIDGETS} from '../widgets';
import type {WidgetFacts} from '../../lib/widgetFacts';
import {extractWidgetFacts} from '../../../scripts/widget-facts/extract';
import {
  FACTS_DIR,
  KitMissingError,
  readMakepadSources,
  unpackedMakepad,
} from '../../../scripts/widget-facts/kit';

describe('widget facts', () => {
  let generated: ReadonlyMap<string, WidgetFacts>;

  beforeAll(() => {
    const facts = extractWidgetFacts(readMakepadSources(), WIDGETS);
    generated = new Map(facts.map((widget) => [widget.name, widget]));
  });

  it.each(WIDGETS.map((widget) => widget.name))(
    '%s.json is what widgets:facts reads from the kit',
    (name) => {
      const file = path.join(FACTS_DIR, `${name}.json`);
      if (!fs.existsSync(file)) {
        throw new Error(
          `${path.relative(process.cwd(), file)} is missing: run npm run widgets:facts`,
        );
      }
      const committed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      const expected = generated.get(name);
      if (JSON.stringify(committed) !== JSON.stringify(expected)) {
        throw new Error(
          `${name}.json differs from Makepad's source (run npm run widgets:facts and review the change):\n${diff(
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

  it('has no facts file for a widget outside the catalogue', () => {
    const names = new Set(WIDGETS.map((widget) => `${widget.name}.json`));
    expect(
      fs.readdirSync(FACTS_DIR).filter((file) => !names.has(file)),
    ).toEqual([]);
  });
});

describe('the kit', () => {
  const saved = process.env.MAKEPAD_KIT;
  afterEach(() => {
    if (saved === undefined) {
      delete process.env.MAKEPAD_KIT;
    } else {
      process.env.MAKEPAD_KIT = saved;
    }
  });

  it('is required: without it the facts cannot be checked, and the error says where it belongs', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-kit-'));
    process.env.MAKEPAD_KIT = empty;
    expect(() => unpackedMakepad()).toThrow(KitMissingError);
    expect(() => unpackedMakepad()).toThrow(`${empty}/setup.sh`);
    fs.rmSync(empty, {recursive: true});
  });
});
