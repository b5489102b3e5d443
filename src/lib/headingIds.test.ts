/**
 * Anchors survive a language switch: every Chinese page (docs and weekly
 * reports) gives its headings the ids of the English page's headings, in
 * the same order, as explicit `{#id}`s (CONTRIBUTING.md, Languages). The
 * ids of a page are computed as the site computes them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {markdownHeadings} from './apiOverview';

const root = path.resolve(__dirname, '..', '..');
const FOLDERS = [
  ['docs', 'i18n/zh-Hans/docusaurus-plugin-content-docs/current'],
  ['blog', 'i18n/zh-Hans/docusaurus-plugin-content-blog'],
] as const;

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return markdownFiles(file);
    }
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

function headingIds(file: string): string[] {
  const body = fs
    .readFileSync(file, 'utf8')
    .replace(/^---\n[\s\S]*?\n---\n/, '');
  return markdownHeadings(body, createSlugger()).map(
    (heading) => `${'#'.repeat(heading.depth)} ${heading.id}`,
  );
}

const pairs = FOLDERS.flatMap(([english, chinese]) =>
  markdownFiles(path.join(root, english)).flatMap((file) => {
    const twin = path.join(
      root,
      chinese,
      path.relative(path.join(root, english), file),
    );
    return fs.existsSync(twin)
      ? [[path.relative(root, twin), file, twin] as const]
      : [];
  }),
);

describe('heading ids of translated pages', () => {
  it('covers the translated docs and weekly reports', () => {
    expect(pairs.length).toBeGreaterThan(150);
  });

  it.each(pairs)('%s has the English ids', (_name, english, chinese) => {
    expect(headingIds(chinese)).toEqual(headingIds(english));
  });
});
