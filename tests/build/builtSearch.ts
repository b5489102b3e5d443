/**
 * The search of the production build in build/, in Node: the index files a
 * locale's build wrote, read by the same search the worker runs
 * (src/lib/search/searchIndex.ts), its results shown as the panel shows
 * them (src/lib/search/local.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  SEARCH_INDEX_FILE,
  SEARCH_RESULT_LIMIT,
  SEARCH_SNIPPET_LENGTH,
} from '../../src/data/search';
import {LOCALE_CONFIGS, type Locale} from '../../src/data/site';
import type {CoreIndex} from '../../src/lib/search/indexFormat';
import {shownPages} from '../../src/lib/search/local';
import {SiteSearch} from '../../src/lib/search/searchIndex';
import type {PageGroup} from '../../src/lib/search/types';

export const BUILD_DIR = path.resolve(__dirname, '..', '..', 'build');

/** The folder of a locale's build (`build/`, `build/zh/`). */
export function localeDir(locale: Locale): string {
  return path.join(BUILD_DIR, LOCALE_CONFIGS[locale].baseUrl);
}

export function readCore(locale: Locale): CoreIndex {
  const file = path.join(localeDir(locale), SEARCH_INDEX_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`No ${file}: run \`npm run build\` first.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as CoreIndex;
}

export type BuiltSearch = {
  core: CoreIndex;
  search: SiteSearch;
  /** Files of the parts folder read so far. */
  reads: string[];
};

export function openBuiltSearch(locale: Locale): BuiltSearch {
  const core = readCore(locale);
  const parts = path.join(localeDir(locale), core.parts);
  const reads: string[] = [];
  const search = new SiteSearch(core, async (file) => {
    reads.push(file);
    return JSON.parse(
      await fs.promises.readFile(path.join(parts, file), 'utf8'),
    );
  });
  return {core, search, reads};
}

/** A page URL without its trailing slash (`/` stays). */
export function pagePath(url: string): string {
  return url.replace(/(.)\/$/, '$1');
}

/** What the panel shows for a query: its suggestions grouped by page. */
export async function shownFor(
  search: SiteSearch,
  query: string,
): Promise<PageGroup[]> {
  return shownPages(
    await search.search(query, SEARCH_RESULT_LIMIT),
    SEARCH_RESULT_LIMIT,
    SEARCH_SNIPPET_LENGTH,
  );
}

/** The pages the panel shows for a query, in order. */
export async function pagesFor(
  search: SiteSearch,
  query: string,
): Promise<string[]> {
  return (await shownFor(search, query)).map((group) => pagePath(group.page));
}
