/**
 * Every public member in the "App and events" facts is accounted for: it
 * is shown with a note in both languages, or left out with a reason
 * (src/data/appApi.ts); no note or left-out entry names a member the
 * source does not have; and each page shows each of its tables in both
 * languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {APP_API_PAGES, APP_API_TABLES, LEFT_OUT_REASONS} from '../appApi';
import {
  buildApiTable,
  shownMembers,
  type ApiFacts,
  type ApiNotes,
} from '../../lib/apiFacts';
import {
  APP_API_FACTS_DIR,
  APP_API_NOTES_DIR,
} from '../../../scripts/app-api/kit';
import {REPO_ROOT} from '../../../scripts/widget-facts/kit';

const LOCALES = ['en', 'zh'] as const;

const PAGE_DIRS = {
  en: path.join(REPO_ROOT, 'docs', 'api', 'app'),
  zh: path.join(
    REPO_ROOT,
    'i18n',
    'zh-Hans',
    'docusaurus-plugin-content-docs',
    'current',
    'api',
    'app',
  ),
};

function facts(id: string): ApiFacts {
  return JSON.parse(
    fs.readFileSync(path.join(APP_API_FACTS_DIR, `${id}.json`), 'utf8'),
  ) as ApiFacts;
}

function notes(locale: string, id: string): ApiNotes {
  const file = path.join(APP_API_NOTES_DIR, locale, `${id}.json`);
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ApiNotes)
    : {};
}

describe('the App and events reference accounts for every public member', () => {
  it('has unique table ids', () => {
    const ids = APP_API_TABLES.map((table) => table.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(APP_API_TABLES.map((table) => [table.id, table] as const))(
    '%s: every left-out member exists, with a known reason',
    (id, table) => {
      const keys = new Set(facts(id).members.map((member) => member.key));
      for (const [name, reason] of Object.entries(table.leftOut ?? {})) {
        expect([name, keys.has(name)]).toEqual([name, true]);
        expect(Object.keys(LEFT_OUT_REASONS)).toContain(reason);
      }
    },
  );

  it.each(
    APP_API_TABLES.flatMap((table) =>
      LOCALES.map((locale) => [table.id, locale, table] as const),
    ),
  )(
    '%s has a %s note for each shown member and no other',
    (id, locale, table) => {
      const shown = shownMembers(facts(id), table).map((member) => member.key);
      const written = Object.keys(notes(locale, id));
      expect(written.filter((key) => !shown.includes(key))).toEqual([]);
      expect(shown.filter((key) => !written.includes(key))).toEqual([]);
      expect(() =>
        buildApiTable(facts(id), table, notes(locale, id), locale),
      ).not.toThrow();
    },
  );

  it.each(
    APP_API_PAGES.flatMap((page) =>
      LOCALES.map((locale) => [page.slug, locale, page] as const),
    ),
  )('the %s page (%s) shows each of its tables once', (slug, locale, page) => {
    const source = fs.readFileSync(
      path.join(PAGE_DIRS[locale], `${slug}.mdx`),
      'utf8',
    );
    const tags = [...source.matchAll(/^<ApiFacts of="([^"]+)" \/>$/gm)].map(
      (match) => match[1],
    );
    expect(tags).toEqual(page.tables.map((table) => table.id));
  });

  it.each(
    APP_API_PAGES.flatMap((page) =>
      LOCALES.map((locale) => [page.slug, locale, page] as const),
    ),
  )(
    'the %s page (%s) names every member it leaves out',
    (slug, locale, page) => {
      const source = fs.readFileSync(
        path.join(PAGE_DIRS[locale], `${slug}.mdx`),
        'utf8',
      );
      const notListed = source.slice(source.indexOf('{#not-listed}'));
      expect(notListed).not.toBe(source);
      const unnamed = page.tables.flatMap((table) =>
        Object.keys(table.leftOut ?? {}).filter(
          (name) => !new RegExp(`\`(\\w+::)?${name}\``).test(notListed),
        ),
      );
      expect(unnamed).toEqual([]);
    },
  );
});
