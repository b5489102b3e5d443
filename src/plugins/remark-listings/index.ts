/**
 * Remark plugin: fills a fenced code block whose meta names a listing file
 * (`file=crate/src/app.rs region=live`) with that file's code, and gives
 * excerpt blocks (`excerpt="pseudo-code"`) their reason as title. The rules
 * and the text logic are in src/lib/listings.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ListingError,
  excerptTitle,
  extractListing,
  listingTitle,
  parseMeta,
  stripListingKeys,
} from '../../lib/listings';

/** The parts of an mdast node this plugin reads. */
type Node = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: Node[];
  position?: {start: {line: number}};
};

type VFileLike = {path?: string};

export type Options = {
  /** Absolute path of the listings workspace. */
  root: string;
};

function codeNodes(node: Node, found: Node[] = []): Node[] {
  if (node.type === 'code') {
    found.push(node);
  }
  node.children?.forEach((child) => codeNodes(child, found));
  return found;
}

function withTitle(meta: string, title: string | undefined): string {
  return title === undefined ? meta : `${meta} title="${title}"`.trim();
}

export default function remarkListings({root}: Options) {
  return (tree: Node, file: VFileLike): void => {
    for (const node of codeNodes(tree)) {
      const meta = parseMeta(node.meta);
      const rest = stripListingKeys(node.meta);
      const where = `${file.path ?? '?'}:${node.position?.start.line ?? '?'}`;
      if (meta.file !== undefined) {
        const source = path.join(root, meta.file);
        if (!fs.existsSync(source)) {
          throw new Error(`${where}: listing file ${meta.file} not found`);
        }
        if ((node.value ?? '').trim() !== '') {
          throw new Error(
            `${where}: a block that includes ${meta.file} must be empty`,
          );
        }
        try {
          node.value = extractListing(
            fs.readFileSync(source, 'utf8'),
            meta.region,
          );
        } catch (error) {
          if (error instanceof ListingError) {
            throw new Error(`${where}: ${meta.file}: ${error.message}`, {
              cause: error,
            });
          }
          throw error;
        }
        node.meta = withTitle(rest, listingTitle(meta));
      } else if (meta.excerpt !== undefined) {
        node.meta = withTitle(rest, excerptTitle(meta));
      }
    }
  };
}
