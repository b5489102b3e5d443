/**
 * Which example of a listing crate a file defines. A crate's gallery app
 * (src/app.rs) instantiates every example widget under the example's name
 * (`circle = <CircleExample> {}`), and the app selects an example by that
 * name; the example's file defines the widget (`pub CircleExample = <View>`).
 * The remark plugin uses the index to name a page's preview and its
 * reference picture, the reference renderer to start the right example.
 */

export type ExampleEntry = {
  /** The listing crate, e.g. `sdf2d-gallery`. */
  readonly crate: string;
  /** The instance name in the gallery app, e.g. `circle`. */
  readonly name: string;
  /** The widget, e.g. `CircleExample`. */
  readonly widget: string;
  /** The file that defines the widget, relative to listings/. */
  readonly file: string;
};

const INSTANCE = /^\s*(\w+)\s*=\s*<(\w+)>\s*\{\s*\}/gm;
const DEFINITION = /\bpub\s+(\w+)\s*=\s*<\w+>/g;

/**
 * The examples of a crate: every instance of the app whose widget is
 * defined in one of `files` (paths relative to listings/), in app order.
 */
export function indexExamples(
  crate: string,
  appSource: string,
  files: readonly {path: string; text: string}[],
): ExampleEntry[] {
  const fileOfWidget = new Map<string, string>();
  for (const file of files) {
    for (const [, widget] of file.text.matchAll(DEFINITION)) {
      fileOfWidget.set(widget!, file.path);
    }
  }
  const entries: ExampleEntry[] = [];
  for (const [, name, widget] of appSource.matchAll(INSTANCE)) {
    const file = fileOfWidget.get(widget!);
    if (file !== undefined) {
      entries.push({crate, name: name!, widget: widget!, file});
    }
  }
  return entries;
}
