/**
 * Code listings: the code shown on the pages comes from the compiled crates
 * under `listings/`. A fenced block names its file (and optionally a marked
 * region of it) in its meta string, and the build fills in the code:
 *
 *     ```rust file=image-viewer-03/src/app.rs region=live
 *     ```
 *
 * A region is the lines between `// ANCHOR: name` and `// ANCHOR_END: name`;
 * anchor lines never show on a page. A block that is deliberately not
 * compiled says why instead, in the page's language:
 *
 *     ```rust excerpt="pseudo-code"
 *
 * This module holds the text logic; src/plugins/remark-listings applies it
 * to the Markdown tree.
 */

/** Meta keys of a fenced block that this mechanism reads. */
export type ListingMeta = {
  /** File path relative to the listings root. */
  readonly file?: string;
  /** Name of a marked region of `file`. */
  readonly region?: string;
  /** Why a block is not compiled (shown to the reader). */
  readonly excerpt?: string;
  /** The code block's title, if the author gave one. */
  readonly title?: string;
};

const META_PAIR = /(\w+)=(?:"([^"]*)"|(\S+))/g;

/** Reads `key=value` and `key="value with spaces"` pairs of a meta string. */
export function parseMeta(meta: string | null | undefined): ListingMeta {
  const found: Record<string, string> = {};
  for (const match of (meta ?? '').matchAll(META_PAIR)) {
    const [, key, quoted, bare] = match;
    if (key !== undefined) {
      found[key] = quoted ?? bare ?? '';
    }
  }
  return {
    file: found.file,
    region: found.region,
    excerpt: found.excerpt,
    title: found.title,
  };
}

/** Removes the listing keys from a meta string, keeping the others. */
export function stripListingKeys(meta: string | null | undefined): string {
  return (meta ?? '')
    .replace(META_PAIR, (pair, key: string) =>
      ['file', 'region', 'excerpt', 'title'].includes(key) ? '' : pair,
    )
    .replace(/\s+/g, ' ')
    .trim();
}

const ANCHOR = /^\s*\/\/\s*ANCHOR(_END)?:\s*([\w-]+)\s*$/;

/** Removes the common leading indentation of non-blank lines. */
export function dedent(lines: readonly string[]): string[] {
  const indents = lines
    .filter((line) => line.trim() !== '')
    .map((line) => line.length - line.trimStart().length);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(Math.min(cut, line.length)));
}

export class ListingError extends Error {}

/**
 * The code of `source` to show: the whole file, or the lines of `region`
 * (dedented). Anchor lines are dropped either way; leading and trailing
 * blank lines are trimmed.
 */
export function extractListing(source: string, region?: string): string {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const kept: string[] = [];
  let inside = region === undefined;
  let seen = false;
  for (const line of lines) {
    const anchor = line.match(ANCHOR);
    if (anchor) {
      if (region !== undefined && anchor[2] === region) {
        inside = anchor[1] === undefined;
        seen = true;
      }
      continue;
    }
    if (inside) {
      kept.push(line);
    }
  }
  if (region !== undefined && !seen) {
    throw new ListingError(`no region "${region}"`);
  }
  if (region !== undefined && inside) {
    throw new ListingError(`region "${region}" has no ANCHOR_END`);
  }
  const text = (region === undefined ? kept : dedent(kept)).join('\n');
  return text.replace(/^\s*\n/, '').replace(/\s+$/, '');
}

/**
 * The title a listing block shows: the author's title, or the file's path
 * inside its crate (`image-viewer-03/src/app.rs` → `src/app.rs`).
 */
export function listingTitle(meta: ListingMeta): string | undefined {
  if (meta.title !== undefined) {
    return meta.title;
  }
  if (meta.file !== undefined) {
    return meta.file.split('/').slice(1).join('/') || meta.file;
  }
  return undefined;
}

/** Title of an excerpt block: the reason, after the author's title if any. */
export function excerptTitle(meta: ListingMeta): string | undefined {
  if (meta.excerpt === undefined) {
    return undefined;
  }
  return meta.title ? `${meta.title} · ${meta.excerpt}` : meta.excerpt;
}
