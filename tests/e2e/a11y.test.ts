/**
 * The accessibility walk, as decided in issue 32 (tests/e2e/pageTypes.ts):
 *
 * - every page of routes.tsv, on every run (but for the page types' pages,
 *   checked whole below): axe-core finds no violation in the page's own
 *   content (its CONTENT_ROOTS element: headings, images and
 *   their text, tables, links, code blocks, diagrams, the contrast of the
 *   content's colours) in the light theme, and the page answers 200 and
 *   logs no error or warning to the console (hydration mismatches and
 *   uncaught errors included);
 * - once per page type (PAGE_TYPES), in both languages: the whole page,
 *   every rule, in the light theme and then, switched with the navbar's
 *   toggle as a reader does, in the dark one;
 * - every overlay a reader opens (OVERLAYS), in both languages, loaded in
 *   each theme;
 * - every content component of the build (CONTENT_COMPONENTS) shows on a
 *   page-type page, so its dark colours are checked there.
 *
 * The runner spreads the tests over its workers (playwright.config.ts:
 * fully parallel), and each worker walks its pages in one tab of its own.
 */
import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import {THEME_STORAGE_KEY} from '../../src/data/readerSettings';
import fs from 'node:fs';
import path from 'node:path';
import {
  CONTENT_ROOTS,
  LANGS,
  OVERLAYS,
  PAGE_TYPES,
  contentComponents,
  type PageType,
} from './pageTypes';
import {
  GPU_DRIVER_NOTE,
  animationsEnded,
  drawDiagrams,
  readRoutes,
  url,
  hydrated,
  WALK_LAUNCH,
  type RouteRow,
} from './site';

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

type PageReport = {
  /** `rule: selector (summary)` for each failing node. */
  violations: string[];
  /** Console errors and warnings, uncaught errors. */
  console: string[];
};

/** What a page without a fault reports. */
const CLEAN: PageReport = {violations: [], console: []};
const newReport = (): PageReport => ({violations: [], console: []});

const routes = readRoutes();

/**
 * The routes that are a page type's page (PAGE_TYPES, answering 200): their
 * page-type test loads each and checks the whole page, every rule, in both
 * themes, its status, its console and its content root, all that the
 * every-page check would check of it again in the light theme.
 */
const CHECKED_WHOLE = new Set(
  Object.values<PageType>(PAGE_TYPES)
    .filter((type) => (type.status ?? 200) === 200)
    .flatMap((type) => LANGS.map((lang) => type.paths[lang])),
);

/**
 * axe-core is loaded into each page once, as it loads (an init script of
 * the context), not sent with each check: @axe-core/playwright sends its
 * 550 KB source twice per `analyze()`, and each sending took 0.2–0.7 s,
 * about a third of the walk's time. The builder is given instead a
 * one-line source that fails the check if axe is missing.
 */
const AXE_LOADED =
  'if (typeof window.axe !== "object") throw new Error("axe-core is not loaded in this page");';

async function themedContext(
  browser: Browser,
  theme: Theme,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    colorScheme: theme,
    viewport: {width: 1280, height: 900},
    // The appearance toggle switches at once, without its circular reveal.
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ({storageKey, value}) => localStorage.setItem(storageKey, value),
    {storageKey: THEME_STORAGE_KEY, value: theme},
  );
  await context.addInitScript({content: axeCore.source});
  return context;
}

/** What one axe run covers. */
type AxeScope =
  /** The element the selector names, every rule that applies to part of a page. */
  | {include: string}
  /** The whole page, every rule. */
  | 'page';

/** Runs axe on the page as it is and records its violations in `report`. */
async function checkWithAxe(
  page: Page,
  report: PageReport,
  scope: AxeScope,
): Promise<void> {
  // Colours are checked once transitions and animations have ended.
  await animationsEnded(page);
  // Legacy mode: one axe.run in the page. The site has no frames, and the
  // default (a run per frame, finished in a blank page opened for each
  // check) made the walk several times slower.
  const axe = new AxeBuilder({page, axeSource: AXE_LOADED})
    .setLegacyMode()
    .options({resultTypes: ['violations']});
  const results = await (
    scope === 'page' ? axe : axe.include(scope.include)
  ).analyze();
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      report.violations.push(
        `${violation.id}: ${node.target.join(' ')} (${node.failureSummary?.replace(/\s+/g, ' ')})`,
      );
    }
  }
}

/**
 * Chromium's note that the page's own document answered with an error
 * status (the 404 page: the tests check that status themselves), or a
 * request the page type expects to fail did (PageType's `probes`).
 */
function expectedFailure(
  page: Page,
  message: ConsoleMessage,
  probes: readonly string[],
): boolean {
  const from = message.location().url;
  return (
    message.text().startsWith('Failed to load resource:') &&
    (from === page.url() || probes.includes(from))
  );
}

/** Records the page's console errors and warnings in the current report. */
function watchConsole(
  page: Page,
  report: () => PageReport,
  probes: () => readonly string[] = () => [],
): void {
  page.on('console', (message) => {
    const type = message.type();
    if (
      (type === 'error' || type === 'warning') &&
      !GPU_DRIVER_NOTE.test(message.text()) &&
      !expectedFailure(page, message, probes())
    ) {
      report().console.push(
        `${type}: ${message.text()} (${message.location().url})`,
      );
    }
  });
  page.on('pageerror', (error) => {
    report().console.push(`uncaught: ${error.message}`);
  });
}

/**
 * Switches the loaded page to the dark theme with the navbar's toggle and
 * waits until the page shows it, its diagrams redrawn in their dark
 * colours (the drawings of the light theme are marked first, and each
 * must be replaced). checkWithAxe then waits for the transitions.
 */
async function switchToDark(page: Page): Promise<void> {
  await page.evaluate(() =>
    document
      .querySelectorAll('[data-diagram] svg')
      .forEach((svg) => svg.setAttribute('data-light-drawing', '')),
  );
  await page.locator('.navbar [class*="colorModeToggle"] button').click();
  await page.waitForFunction(
    () =>
      document.documentElement.getAttribute('data-theme') === 'dark' &&
      [...document.querySelectorAll('[data-diagram]')].every(
        (place) =>
          place.querySelector('svg') !== null &&
          place.querySelector('svg[data-light-drawing]') === null,
      ),
  );
}

/**
 * The tab in which a worker walks its pages: a light context of its own,
 * whose console messages go to the report of the check under way. One
 * context per worker: the toggle stores the choice, and Docusaurus applies
 * a stored choice to every tab of the same storage at once; the context's
 * init script makes each page load start light again.
 */
type Walker = {
  page: Page;
  report: PageReport;
  /** URLs the page loaded now may fail to load (PageType's `probes`). */
  probes: string[];
};

const test = base.extend<object, {walker: Walker}>({
  walker: [
    async ({browser}, use) => {
      const context = await themedContext(browser, 'light');
      const walker: Walker = {
        page: await context.newPage(),
        report: newReport(),
        probes: [],
      };
      watchConsole(
        walker.page,
        () => walker.report,
        () => walker.probes,
      );
      await use(walker);
      await context.close();
    },
    {scope: 'worker'},
  ],
});

// A test loads a page and runs axe on it: two minutes each, twice the
// budget of the other browser tests.
test.describe.configure({timeout: 120_000});
// The walk's own Chromium (its workers start it; the other files' tests
// run in workers of their own).
test.use({launchOptions: WALK_LAUNCH});

/** Loads `routePath` in the walker's tab, hydrated, its diagrams drawn. */
async function load(
  page: Page,
  routePath: string,
): Promise<number | undefined> {
  const response = await page.goto(url(encodeURI(routePath)), {
    waitUntil: 'load',
  });
  await hydrated(page);
  // Diagrams are drawn as the reader nears them: draw them all.
  await drawDiagrams(page);
  return response?.status();
}

/** The loaded page has one content root of its route's kind: its selector. */
async function expectContentRoot(page: Page, route: RouteRow): Promise<string> {
  const root = CONTENT_ROOTS[route.kind];
  expect(root, `content root of the kind "${route.kind}"`).toBeDefined();
  await expect(page.locator(root!)).toHaveCount(1);
  return root!;
}

test.describe('every page, its content in the light theme', () => {
  for (const route of routes.filter((row) => !CHECKED_WHOLE.has(row.path))) {
    test(`${route.path}: answers 200, no axe violations in its content, no console errors or warnings`, async ({
      walker,
    }) => {
      const {page} = walker;
      const report = (walker.report = newReport());
      walker.probes = [];
      expect(await load(page, route.path)).toBe(200);
      const root = await expectContentRoot(page, route);
      await checkWithAxe(page, report, {include: root});
      expect(report).toEqual(CLEAN);
    });
  }
});

test.describe('each page type, the whole page in both themes', () => {
  // Two runs of every rule over the whole page: the longest page (the
  // English tutorial, one page) needs more than the two minutes above on
  // a loaded machine.
  test.describe.configure({timeout: 240_000});
  for (const [name, type] of Object.entries<PageType>(PAGE_TYPES)) {
    for (const lang of LANGS) {
      test(`${name} (${lang}): no axe violations, no console errors or warnings, in the light and the dark theme`, async ({
        walker,
      }) => {
        const {page} = walker;
        const light = (walker.report = newReport());
        const probe = type.probes?.[lang];
        walker.probes = probe === undefined ? [] : [url(probe)];
        expect(await load(page, type.paths[lang])).toBe(type.status ?? 200);
        // A route's page has its content root, as on the every-page check.
        const route = routes.find((row) => row.path === type.paths[lang]);
        if (route !== undefined) {
          await expectContentRoot(page, route);
        }
        if (type.ready !== undefined) {
          await page.locator(type.ready).first().waitFor();
        }
        await checkWithAxe(page, light, 'page');
        const dark = (walker.report = newReport());
        await switchToDark(page);
        await checkWithAxe(page, dark, 'page');
        expect.soft(light, 'light theme').toEqual(CLEAN);
        expect(dark, 'dark theme').toEqual(CLEAN);
      });
    }
  }
});

test.describe('each overlay, open, in both themes', () => {
  for (const theme of THEMES) {
    for (const [name, overlay] of Object.entries(OVERLAYS)) {
      for (const lang of LANGS) {
        test(`${theme} theme, ${name} open (${lang}): no axe violations, no console errors or warnings`, async ({
          browser,
        }) => {
          const context = await themedContext(browser, theme);
          const report = newReport();
          try {
            const page = await context.newPage();
            watchConsole(page, () => report);
            await page.setViewportSize({width: overlay.width, height: 900});
            await page.goto(url(overlay.paths[lang]), {waitUntil: 'load'});
            await hydrated(page);
            await overlay.open(page, lang);
            await checkWithAxe(page, report, 'page');
          } finally {
            await context.close();
          }
          expect(report).toEqual(CLEAN);
        });
      }
    }
  }
});

test.describe('content components', () => {
  const BUILD = path.join(__dirname, '..', '..', 'build');

  /** Every HTML file of the build, relative to build/. */
  function builtPages(dir = ''): string[] {
    return fs
      .readdirSync(path.join(BUILD, dir), {withFileTypes: true})
      .flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          return dir === '' && entry.name === 'assets' ? [] : builtPages(file);
        }
        return entry.name.endsWith('.html') ? [file] : [];
      });
  }

  /** The built file a page type's path is served from. */
  function builtFile(type: PageType, lang: (typeof LANGS)[number]): string {
    if (type.status === 404) {
      return lang === 'en' ? '404.html' : path.join('zh', '404.html');
    }
    const folder = type.paths[lang].replace(/[?#].*$/, '').replace(/^\//, '');
    const file = path.join(decodeURI(folder), 'index.html');
    if (!fs.existsSync(path.join(BUILD, file))) {
      throw new Error(`${type.paths[lang]} is not built as ${file}`);
    }
    return file;
  }

  test('every component a built page shows shows on a page-type page, whose dark theme is checked', () => {
    const shown = new Set<string>();
    for (const type of Object.values<PageType>(PAGE_TYPES)) {
      for (const lang of LANGS) {
        const html = fs.readFileSync(
          path.join(BUILD, builtFile(type, lang)),
          'utf8',
        );
        contentComponents(html).forEach((kind) => shown.add(kind));
      }
    }
    const pages = builtPages();
    const missing = new Map<string, string>();
    let components = 0;
    for (const page of pages) {
      const found = contentComponents(
        fs.readFileSync(path.join(BUILD, page), 'utf8'),
      );
      components += found.size;
      for (const kind of found) {
        if (!shown.has(kind) && !missing.has(kind)) {
          missing.set(kind, page);
        }
      }
    }
    // The build has pages, and they show components.
    expect(pages.length).toBeGreaterThan(400);
    expect(components).toBeGreaterThan(pages.length);
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
