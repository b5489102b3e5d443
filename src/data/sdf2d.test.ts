/**
 * The Sdf2d pages against Makepad 1.0.0's shader library: every method and
 * field of the `Sdf2d` struct, every object and constant of std.rs has a
 * page in both languages, listed in src/data/sdf2d.ts, and no page describes
 * something std.rs does not have. std.rs comes from the offline Makepad 1.0
 * kit (../shared/makepad-1.0, see scripts/lib/makepadStd.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {findStdRs, parseShaderLibrary} from '../../scripts/lib/makepadStd';
import {
  SDF2D_FIELDS,
  SDF2D_LIBRARY,
  SDF2D_METHODS,
  type MethodGroup,
} from './sdf2d';

const ROOT = path.resolve(__dirname, '..', '..');
const LOCALE_DIRS = {
  en: path.join(ROOT, 'docs', 'api', 'Sdf2d'),
  zh: path.join(
    ROOT,
    'i18n',
    'zh-Hans',
    'docusaurus-plugin-content-docs',
    'current',
    'api',
    'Sdf2d',
  ),
};

function methodPages(node: MethodGroup): string[] {
  return node.items.flatMap((item) =>
    typeof item === 'string' ? [item] : methodPages(item),
  );
}

const METHOD_PAGES = methodPages(SDF2D_METHODS);
const methodName = (page: string) => page.split('/').pop()!;

/** Every page the data lists, as a path below api/Sdf2d/ without `.md`. */
const LISTED = [
  ...METHOD_PAGES.map((page) => `methods/${page}`),
  ...SDF2D_FIELDS.map((field) => `fields/${field.name}`),
  ...SDF2D_LIBRARY.map((name) => `library/${name}`),
];

function markdownFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return markdownFiles(full, base);
    }
    return entry.name.endsWith('.md')
      ? [
          path
            .relative(base, full)
            .replace(/\.md$/, '')
            .split(path.sep)
            .join('/'),
        ]
      : [];
  });
}

describe.each(Object.entries(LOCALE_DIRS))('%s Sdf2d pages', (_locale, dir) => {
  it('exist for every method, field and library page of src/data/sdf2d.ts', () => {
    const missing = LISTED.filter(
      (page) => !fs.existsSync(path.join(dir, `${page}.md`)),
    );
    expect(missing).toEqual([]);
  });

  it('are all listed in src/data/sdf2d.ts (so the sidebar shows them)', () => {
    const onDisk = ['methods', 'fields', 'library'].flatMap((folder) =>
      markdownFiles(path.join(dir, folder)).map((page) => `${folder}/${page}`),
    );
    expect(onDisk.filter((page) => !LISTED.includes(page))).toEqual([]);
  });
});

const kit = findStdRs(ROOT);

if (kit.stdRs === undefined) {
  console.warn(
    [
      '',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '!! Makepad 1.0 kit NOT FOUND: the Sdf2d pages are NOT compared with',
      '!! std.rs. Looked at:',
      ...kit.tried.map((place) => `!!   ${place}`),
      '!! Set MAKEPAD_KIT to the kit folder or put the kit at ../shared/makepad-1.0.',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    ].join('\n'),
  );
}

describe('the Makepad 1.0 kit', () => {
  // Every test run needs the kit (README.md): a missing kit is a failure,
  // not a skip, wherever the tests run.
  it('is present', () => {
    expect(kit.tried).toContainEqual(kit.stdRs);
  });
});

(kit.stdRs === undefined ? describe.skip : describe)(
  'Sdf2d pages against std.rs of Makepad 1.0',
  () => {
    const library = parseShaderLibrary(
      fs.readFileSync(kit.stdRs ?? '', 'utf8'),
    );
    const sdf2d = library.objects.find((object) => object.name === 'Sdf2d');
    const objects = library.objects.filter((object) => object !== sdf2d);
    const read = (locale: keyof typeof LOCALE_DIRS, page: string) =>
      fs.readFileSync(path.join(LOCALE_DIRS[locale], `${page}.md`), 'utf8');

    it('finds the Sdf2d struct and the library objects', () => {
      expect(sdf2d?.kind).toBe('struct');
      expect(sdf2d?.functions.length).toBeGreaterThan(30);
      expect(objects.map((object) => object.name).sort()).toEqual([
        'GaussShadow',
        'Math',
        'Pal',
      ]);
    });

    it('has a method page for every Sdf2d function, and no other', () => {
      const pages = METHOD_PAGES.map(methodName).sort();
      expect(pages).toEqual([...(sdf2d?.functions ?? [])].sort());
    });

    it('has a field page with the right type for every Sdf2d field, and no other', () => {
      const byName = (a: {name: string}, b: {name: string}) =>
        a.name.localeCompare(b.name);
      expect(SDF2D_FIELDS.map((f) => ({...f})).sort(byName)).toEqual(
        [...(sdf2d?.fields ?? [])].sort(byName),
      );
    });

    it('has a library page for every object and one for the constants', () => {
      expect([...SDF2D_LIBRARY].sort()).toEqual(
        [...objects.map((object) => object.name), 'constants'].sort(),
      );
    });

    it.each(['en', 'zh'] as const)(
      'names every function of each object and every constant (%s)',
      (locale) => {
        const unnamed = [
          ...objects.flatMap((object) =>
            object.functions
              .filter(
                (fn) => !read(locale, `library/${object.name}`).includes(fn),
              )
              .map((fn) => `${object.name}::${fn}`),
          ),
          ...library.constants.filter(
            (constant) =>
              !read(locale, 'library/constants').includes(`\`${constant}\``),
          ),
        ];
        expect(unnamed).toEqual([]);
      },
    );

    it.each(['en', 'zh'] as const)(
      'shows the signature of every method as in std.rs (%s)',
      (locale) => {
        const source = fs.readFileSync(kit.stdRs ?? '', 'utf8');
        const wrong = METHOD_PAGES.filter((page) => {
          const signature = read(locale, `methods/${page}`).match(
            /```rust excerpt="[^"]*"\n(fn [^\n]+)\n```/,
          )?.[1];
          const flat = (text: string) =>
            text.replace(/\s+/g, '').replace(/,\)/g, ')');
          const declared = source.match(
            new RegExp(
              `fn ${methodName(page)}\\s*\\(([^)]*)\\)\\s*(->\\s*\\w+)?`,
            ),
          );
          const fromSource = declared
            ? flat(
                `fn ${methodName(page)}(${declared[1]!.replace(/\/\/[^\n]*/g, '')})${declared[2] ?? ''}`,
              )
            : '';
          return signature === undefined || flat(signature) !== fromSource;
        });
        expect(wrong).toEqual([]);
      },
    );
  },
);
