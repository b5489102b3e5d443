/**
 * The structs of a Rust file that `#[derive(...)]` the `Widget` trait
 * (makepad-widgets generates their `*Ref` type and registers them as
 * widgets), read with a regular expression: attributes and doc comments
 * between the derive and the struct are skipped.
 */
const DERIVE_STRUCT =
  /#\[derive\(([^)]*)\)\]\s*(?:(?:#\[[^\]]*\]|\/\/[^\n]*)\s*)*(?:pub(?:\([^)]*\))?\s+)?struct\s+(\w+)/g;

/** The names of the structs of `source` whose derive list has `Widget`. */
export function derivedWidgetTypes(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(DERIVE_STRUCT)) {
    const derives = (match[1] ?? '').split(',').map((name) => name.trim());
    if (derives.includes('Widget') && match[2]) {
      names.push(match[2]);
    }
  }
  return names;
}
