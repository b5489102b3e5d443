import fs from 'node:fs';
import path from 'node:path';
import {PLAYGROUND_STARTERS, PREVIEW_CRATES} from '../../src/data/sdfPreviews';
import {loadExamples} from './loadExamples';

const LISTINGS = path.join(__dirname, '..', '..', 'listings');
const examples = loadExamples(LISTINGS);

describe('loadExamples', () => {
  it('finds every example of both crates, each with a draw shader', () => {
    const byCrate = (crate: string) =>
      [...examples.values()].filter((example) => example.crate === crate);
    expect(byCrate('sdf2d-gallery').length).toBeGreaterThanOrEqual(53);
    expect(byCrate('sdf2d-builtins').length).toBeGreaterThanOrEqual(52);
    expect(
      [...examples.values()]
        .filter((example) => !example.block)
        .map((e) => e.file),
    ).toEqual([]);
  });

  it('names examples uniquely within a crate', () => {
    for (const crate of PREVIEW_CRATES) {
      const names = [...examples.values()]
        .filter((example) => example.crate === crate.name)
        .map((example) => example.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('knows every starter of the playground', () => {
    expect(PLAYGROUND_STARTERS.filter((file) => !examples.has(file))).toEqual(
      [],
    );
  });

  it('agrees with the crates about the colour behind the examples', () => {
    for (const crate of PREVIEW_CRATES) {
      const app = fs.readFileSync(
        path.join(LISTINGS, crate.name, 'src', 'app.rs'),
        'utf8',
      );
      expect(app).toContain(`#x${crate.backdrop.slice(1)}`);
    }
  });
});
