/**
 * The built search index (CONTRIBUTING.md, Search), in Node with the search
 * the browser runs (tests/build/builtSearch.ts):
 * - every route of tests/routes.tsv is in its locale's index;
 * - recall: phrases sampled from the middle of the built pages' prose
 *   (src/lib/search/recall.ts) find their page in the top 5;
 * - relevance: queries that name a page put it first (tests/searchQueries.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {SEARCH_STOP_WORDS} from '../../src/data/search';
import type {Locale} from '../../src/data/site';
import {pageProse, recallSample} from '../../src/lib/search/recall';
import {readRoutes, withoutLocale} from '../e2e/site';
import {RELEVANCE} from '../searchQueries';
import {
  localeDir,
  openBuiltSearch,
  pagePath,
  pagesFor,
  readCore,
  shownFor,
} from './builtSearch';

const LOCALES: Locale[] = ['en', 'zh'];

/** Phrases per language, and the share that must find their page in the top 5. */
const RECALL_SAMPLE = 240;
const RECALL_GOAL = 0.98;
/** Pages the panel's first suggestions show that count as found. */
const TOP_PAGES = 5;
/** A sampled phrase occurs on at most this many pages. */
const DISTINCT_PAGES = 3;
const SEED = 20250518;

/** A phrase far into a long section, and its page (issue 19). */
const DEEP_MATCH: Record<Locale, [query: string, page: string]> = {
  en: ['deferred child', '/guide/layout-system/turtle-draw-layout'],
  zh: ['延后', '/zh/guide/layout-system/turtle-draw-layout'],
};
/** Sampling and searching a few hundred phrases takes seconds on a busy machine. */
const SLOW_MS = 120_000;

function builtHtml(routePath: string, locale: Locale): string {
  const local = withoutLocale(routePath).replace(/^\//, '');
  return fs.readFileSync(
    path.join(localeDir(locale), local, 'index.html'),
    'utf8',
  );
}

/** Widget names, properties, methods and actions (issue 18 §3). */
const WIDGET_QUERIES = [
  'Splitter',
  'draw_bg',
  'set_selected_item',
  'clicked',
  'align',
];

it('lists widget pages among the first for widget words', async () => {
  const {search} = openBuiltSearch('en');
  const without: string[] = [];
  for (const query of WIDGET_QUERIES) {
    const found = (await pagesFor(search, query)).slice(0, TOP_PAGES);
    if (!found.some((page) => page.startsWith('/api/widgets/'))) {
      without.push(`${query} → ${found.join(', ')}`);
    }
  }
  expect(without).toEqual([]);
});

/**
 * A sentence found only in a section that a phone shows folded (View's
 * properties, src/lib/sectionFold.ts), and its page: the fold's content
 * stays in the index (issue 28).
 */
const FOLDED_ROW: Record<Locale, [query: string, page: string]> = {
  en: ['child has already handled', '/api/widgets/view'],
  zh: ['子组件已经处理过的手指事件', '/zh/api/widgets/view'],
};

it.each(LOCALES)('finds the rows of folded sections (%s)', async (locale) => {
  const [query, page] = FOLDED_ROW[locale];
  expect(builtHtml(page, locale)).toMatch(
    /<details data-section-fold="properties"[ >]/,
  );
  const {search} = openBuiltSearch(locale);
  expect((await pagesFor(search, query)).slice(0, TOP_PAGES)).toContain(page);
});

describe.each(LOCALES)('search index (%s)', (locale) => {
  const routes = readRoutes().filter((row) => row.lang === locale);

  it('holds every route of routes.tsv', () => {
    const indexed = new Set(
      readCore(locale).pages.map(([url]) => pagePath(url)),
    );
    const missing = routes
      .map((row) => pagePath(row.path))
      .filter((route) => !indexed.has(route));
    expect(routes.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it(
    `finds the page of ${RECALL_GOAL * 100} % of prose phrases in its top ${TOP_PAGES}`,
    async () => {
      const {search} = openBuiltSearch(locale);
      const {dictionary} = search;
      const pages = routes.map((row) => ({
        url: pagePath(row.path),
        prose: pageProse(builtHtml(row.path, locale)),
      }));
      const sample = recallSample(pages, {
        count: RECALL_SAMPLE,
        seed: SEED,
        maxPages: DISTINCT_PAGES,
        cut: locale === 'zh' ? dictionary.cutQueryRun : undefined,
        isStopWord: (word) => SEARCH_STOP_WORDS.has(word),
      });
      expect(sample).toHaveLength(RECALL_SAMPLE);
      const misses: string[] = [];
      for (const {query, url} of sample) {
        const found = (await pagesFor(search, query)).slice(0, TOP_PAGES);
        if (!found.includes(url)) {
          misses.push(
            `${query} → ${url} (found ${found.join(', ') || 'nothing'})`,
          );
        }
      }
      const recall = 1 - misses.length / sample.length;
      // The misses are the message when the goal is not met.
      expect({recall: recall >= RECALL_GOAL ? 'met' : recall, misses}).toEqual({
        recall: 'met',
        misses: expect.any(Array),
      });
    },
    SLOW_MS,
  );

  it('shows a match deep in a section in its context', async () => {
    const {search} = openBuiltSearch(locale);
    const [query, page] = DEEP_MATCH[locale];
    const suggestion = (await shownFor(search, query))
      .flatMap((group) => group.suggestions)
      .find((s) => s.type === 'content');
    expect(suggestion?.page).toBe(page);
    const {text, highlights} = suggestion?.statement ?? {
      text: '',
      highlights: [],
    };
    // Not the section's first line: the window around the words.
    expect(text.startsWith('…')).toBe(true);
    expect(
      highlights.map(({start, length}) => text.slice(start, start + length)),
    ).toEqual(expect.arrayContaining(query.split(' ')));
  });

  it('leads a query naming a method to the section that defines it', async () => {
    // Issue 29: DropDown's Pitfalls came before its Rust API section.
    const {search} = openBuiltSearch(locale);
    const [group] = await shownFor(search, 'set_selected_item');
    const prefix = locale === 'zh' ? '/zh' : '';
    expect(group?.suggestions[0]?.link).toBe(
      `${prefix}/api/widgets/drop-down#rust-api`,
    );
  });

  it(
    'puts the page a query names first',
    async () => {
      const {search} = openBuiltSearch(locale);
      const misses: string[] = [];
      for (const [query, expected] of RELEVANCE[locale]) {
        const [first] = await pagesFor(search, query);
        if (first !== pagePath(expected)) {
          misses.push(
            `${query} → ${first ?? 'nothing'} (expected ${expected})`,
          );
        }
      }
      expect(RELEVANCE[locale].length).toBeGreaterThanOrEqual(40);
      expect(misses).toEqual([]);
    },
    SLOW_MS,
  );
});
