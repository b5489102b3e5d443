import fs from 'node:fs';
import path from 'node:path';
import {formatChecked, readChecked} from './checked';

const root = path.resolve(__dirname, '..', '..');
const ZH_DOCS = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current';
const ZH_BLOG = 'i18n/zh-Hans/docusaurus-plugin-content-blog';

function pagesUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .sort();
}

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** English (or one-language) pages, and the Chinese twin where it exists. */
const pairs = [
  ...pagesUnder('docs').map((file) => ({
    page: file,
    twin: `${ZH_DOCS}/${file.slice('docs/'.length)}`,
  })),
  ...pagesUnder('blog').map((file) => ({
    page: file,
    twin: `${ZH_BLOG}/${file.slice('blog/'.length)}`,
  })),
].map(({page, twin}) => ({
  page,
  twin: fs.existsSync(path.join(root, twin)) ? twin : undefined,
}));

describe('readChecked', () => {
  it('reads what a page was checked against and when', () => {
    const page = [
      '---',
      'title: Circle',
      'checked:',
      '  against: makepad 1.0.0',
      '  date: 2026-11-27',
      '---',
      'Text.',
    ].join('\n');
    expect(readChecked(page)).toEqual({
      against: 'makepad 1.0.0',
      date: '2026-11-27',
    });
    expect(formatChecked(readChecked(page))).toBe('makepad 1.0.0, 2026-11-27');
  });

  it('finds nothing without the block, or outside the front matter', () => {
    expect(readChecked('---\ntitle: A\n---\nchecked:\n')).toBeUndefined();
    expect(
      readChecked(
        '---\ntitle: A\n---\nchecked:\n  against: x\n  date: 2026-01-01\n',
      ),
    ).toBeUndefined();
    expect(formatChecked(undefined)).toBe('not recorded');
  });
});

describe('every page', () => {
  it('are found', () => {
    expect(pairs.length).toBeGreaterThan(200);
    expect(pairs.filter((pair) => pair.twin).length).toBeGreaterThan(150);
  });

  it('names what its facts were checked against, and when', () => {
    const missing = pairs
      .flatMap(({page, twin}) => (twin ? [page, twin] : [page]))
      .filter((file) => !readChecked(read(file)));
    expect(missing).toEqual([]);
  });

  it('in Chinese was checked with its English page', () => {
    const apart = pairs.flatMap(({page, twin}) => {
      if (!twin) {
        return [];
      }
      const english = formatChecked(readChecked(read(page)));
      const chinese = formatChecked(readChecked(read(twin)));
      return english === chinese ? [] : [`${twin}: ${chinese} ≠ ${english}`];
    });
    expect(apart).toEqual([]);
  });
});
