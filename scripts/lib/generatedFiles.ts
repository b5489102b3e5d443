/**
 * A folder of generated JSON files (the widget facts, the App and events
 * facts) against what its generator wants: which files to write and which
 * to remove, and either doing it or, with `check`, reporting them.
 */
import fs from 'node:fs';
import path from 'node:path';

export type GeneratedFiles = {
  /** Files (names in `dir`) that are missing or hold other text. */
  readonly changed: readonly string[];
  /** `.json` files in `dir` that the generator no longer makes. */
  readonly stale: readonly string[];
};

/**
 * Compares `wanted` (file name → text) with the `.json` files in `dir`;
 * unless `check`, writes the changed files and removes the stale ones.
 */
export function syncGeneratedFiles(
  dir: string,
  wanted: ReadonlyMap<string, string>,
  check: boolean,
): GeneratedFiles {
  const existing = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((file) => file.endsWith('.json'))
    : [];
  const changed = [...wanted]
    .filter(
      ([file, text]) =>
        !existing.includes(file) ||
        fs.readFileSync(path.join(dir, file), 'utf8') !== text,
    )
    .map(([file]) => file);
  const stale = existing.filter((file) => !wanted.has(file));
  if (!check) {
    fs.mkdirSync(dir, {recursive: true});
    for (const file of changed) {
      fs.writeFileSync(path.join(dir, file), wanted.get(file)!);
    }
    for (const file of stale) {
      fs.rmSync(path.join(dir, file));
    }
  }
  return {changed, stale};
}
