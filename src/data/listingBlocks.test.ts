/**
 * Every Rust block on the site's pages (docs, blog, and their Chinese
 * versions) either takes its code from a compiled listing file (`file=`,
 * see listings/README.md) or is marked as a deliberate excerpt with the
 * reason shown to the reader (`excerpt="..."`). A pasted, unmarked block
 * fails, as does Makepad code under another language tag.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  fencedBlocks,
  looksLikeMakepadRust,
  rustBlockKind,
  type RustBlockKind,
} from '../../scripts/lib/fencedBlocks';
import {extractListing, parseMeta} from '../lib/listings';

const ROOT = path.resolve(__dirname, '..', '..');
const PAGE_DIRS = [
  'docs',
  'i18n/zh-Hans/docusaurus-plugin-content-docs/current',
  'blog',
  'i18n/zh-Hans/docusaurus-plugin-content-blog',
];

function pagesUnder(dir: string): string[] {
  const full = path.join(ROOT, dir);
  return fs
    .readdirSync(full, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) =>
      path.relative(ROOT, path.join(entry.parentPath, entry.name)),
    )
    .map((page) => page.split(path.sep).join('/'))
    .sort();
}

type Found = {page: string; line: number; kind: RustBlockKind; meta: string};

const pages = PAGE_DIRS.flatMap(pagesUnder);
const rustBlocks: Found[] = [];
const hidden: string[] = [];
for (const page of pages) {
  const text = fs.readFileSync(path.join(ROOT, page), 'utf8');
  for (const block of fencedBlocks(text)) {
    if (block.lang === 'rust') {
      rustBlocks.push({
        page,
        line: block.line,
        kind: rustBlockKind(block),
        meta: block.meta,
      });
    } else if (looksLikeMakepadRust(block.body)) {
      hidden.push(`${page}:${block.line} (${block.lang || 'no language'})`);
    }
  }
}

describe('Rust code on the pages', () => {
  it('reads the pages of both languages', () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.some((page) => page.startsWith('i18n/zh-Hans/'))).toBe(true);
    expect(pages.some((page) => page.startsWith('blog/'))).toBe(true);
    expect(rustBlocks.filter((b) => b.kind === 'file').length).toBeGreaterThan(
      100,
    );
    expect(
      rustBlocks.filter((b) => b.kind === 'excerpt').length,
    ).toBeGreaterThan(0);
  });

  it('comes from a listing file or is a marked excerpt', () => {
    const pasted = rustBlocks
      .filter((block) => block.kind === 'pasted')
      .map((block) => `${block.page}:${block.line}`);
    expect(pasted).toEqual([]);
  });

  it('is never hidden under another language tag', () => {
    expect(hidden).toEqual([]);
  });

  it('names listing files and regions that exist, in empty blocks', () => {
    const broken: string[] = [];
    for (const block of rustBlocks.filter((b) => b.kind === 'file')) {
      const meta = parseMeta(block.meta);
      const file = path.join(ROOT, 'listings', meta.file!);
      if (!fs.existsSync(file)) {
        broken.push(`${block.page}:${block.line}: no ${meta.file}`);
        continue;
      }
      try {
        extractListing(fs.readFileSync(file, 'utf8'), meta.region);
      } catch (error) {
        broken.push(`${block.page}:${block.line}: ${String(error)}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
