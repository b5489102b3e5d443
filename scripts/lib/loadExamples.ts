/**
 * Reads the example index of every preview crate (src/data/sdfPreviews.ts)
 * from listings/: for each example its name, widget, file and draw shader.
 * Node only (it reads files): the remark plugin of the previews
 * (src/plugins/remark-sdf-preview) and the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import {PREVIEW_CRATES} from '../../src/data/sdfPreviews';
import {findDrawBlock, type DrawBlock} from '../../src/lib/mpsl/drawBlock';
import {
  indexExamples,
  type ExampleEntry,
} from '../../src/lib/sdfPreview/exampleIndex';

export type PreviewExample = ExampleEntry & {
  /** The example's draw shader, or undefined when the file has none. */
  readonly block?: DrawBlock;
};

/** Every `.rs` file below `dir`. */
export function rustFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) =>
      entry.isDirectory()
        ? rustFiles(path.join(dir, entry.name))
        : entry.name.endsWith('.rs')
          ? [path.join(dir, entry.name)]
          : [],
    )
    .sort();
}

/** Every example of the preview crates, by file (relative to listings/). */
export function loadExamples(
  listingsRoot: string,
): Map<string, PreviewExample> {
  const examples = new Map<string, PreviewExample>();
  for (const crate of PREVIEW_CRATES) {
    const crateDir = path.join(listingsRoot, crate.name);
    const files = rustFiles(path.join(crateDir, crate.examples)).map(
      (file) => ({
        path: path.relative(listingsRoot, file).split(path.sep).join('/'),
        text: fs.readFileSync(file, 'utf8'),
      }),
    );
    const app = fs.readFileSync(path.join(crateDir, 'src', 'app.rs'), 'utf8');
    for (const entry of indexExamples(crate.name, app, files)) {
      const text = files.find((file) => file.path === entry.file)!.text;
      examples.set(entry.file, {...entry, block: findDrawBlock(text)});
    }
  }
  return examples;
}
