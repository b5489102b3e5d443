/**
 * Every page of routes.tsv, in the light and the dark theme: axe-core finds
 * no accessibility violation (every rule in the light theme, the colour
 * rules in the dark one: COLOUR_RULES), and the page logs no error or
 * warning to the console (hydration mismatches and uncaught errors
 * included). The same for the overlays a reader opens (OVERLAYS: the search
 * panel with a result selected, the mobile menu, the outline, the image
 * zoom), in both languages and themes.
 *
 * Each test checks one page: the runner spreads the pages over its workers
 * (playwright.config.ts: fully parallel), and each worker walks its pages
 * in one tab of its own. A page is loaded once, in the light theme, and
 * checked; then the navbar's appearance toggle switches it to dark, as a
 * reader does, and it is checked again (the themes differ only in colours:
 * the same DOM, with the code and diagram colours React redraws on the
 * switch). The test reports both themes. The overlays are loaded in each
 * theme, so a page that starts dark is checked too.
 */
import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import {THEME_STORAGE_KEY} from '../../src/data/readerSettings';
import {animationsEnded, drawDiagrams, readRoutes, url, hydrated} from './site';

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

/**
 * Performance notes of Chromium's GPU process about its software GL (the
 * tests run without a GPU, so a WebGL canvas, such as a live Sdf2d
 * preview, is read back for the software compositor): the browser's own
 * messages about the machine, not errors or warnings of the page.
 */
const GPU_DRIVER_NOTE =
  /^\[\.WebGL-0x[0-9a-f]+\]GL Driver Message \([^,]+, Performance,/;

/**
 * The axe rules whose outcome depends on colours. The two themes differ
 * only in colours (CSS custom properties under `[data-theme]`; the same
 * DOM), so the light pass runs every rule and the dark pass these: half
 * of axe's work per dark page, nothing left unchecked.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Runs axe on the page as it is and records its violations in `report`. */
async function checkWithAxe(
  page: Page,
  report: PageReport,
  theme: Theme,
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
    theme === 'light' ? axe : axe.withRules(COLOUR_RULES)
  ).analyze();
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      report.violations.push(
        `${violation.id}: ${node.target.join(' ')} (${node.failureSummary?.replace(/\s+/g, ' ')})`,
      );
    }
  }
}

/** Records the page's console errors and warnings in the current report. */
function watchConsole(page: Page, report: () => PageReport): void {
  page.on('console', (message) => {
    const type = message.type();
    if (
      (type === 'error' || type === 'warning') &&
      !GPU_DRIVER_NOTE.test(message.text())
    ) {
      report().console.push(`${type}: ${message.text()}`);
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
type Walker = {page: Page; report: PageReport};

const test = base.extend<object, {walker: Walker}>({
  walker: [
    async ({browser}, use) => {
      const context = await themedContext(browser, 'light');
      const walker: Walker = {
        page: await context.newPage(),
        report: newReport(),
      };
      watchConsole(walker.page, () => walker.report);
      await use(walker);
      await context.close();
    },
    {scope: 'worker'},
  ],
});

// Each test loads a page and runs axe on it twice: two minutes each, twice
// the budget of the other browser tests.
test.describe.configure({timeout: 120_000});

/** Where each overlay is opened: a page per language and a window width. */
type Overlay = {
  paths: Record<'en' | 'zh', string>;
  width: number;
  /** Opens the overlay on the loaded page and waits until it shows. */
  open: (page: Page, lang: 'en' | 'zh') => Promise<void>;
};
const LANGS = ['en', 'zh'] as const;

/**
 * The overlays a reader opens, checked open: the search panel with a
 * result selected, the mobile menu, the outline of the sidebar menu bar and
 * the image zoom.
 */
const OVERLAYS: Record<string, Overlay> = {
  'search panel': {
    paths: {
      en: '/guide/start/introduction',
      zh: '/zh/guide/start/introduction',
    },
    width: 1280,
    open: async (page, lang) => {
      const query = lang === 'en' ? 'turtle layout' : '海龟布局';
      await page.waitForSelector('[data-platform-known="true"]', {
        state: 'attached',
      });
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox').fill(query);
      await page.waitForSelector('[role="dialog"][data-search-status="done"]');
      // A section's text, past the first results, with its words marked.
      const types = await page
        .getByRole('option')
        .evaluateAll((items) =>
          items.map((item) => item.getAttribute('data-search-type')),
        );
      const content = types.indexOf('content');
      if (content < 1) {
        throw new Error(
          `"${query}" shows no section text after the first result`,
        );
      }
      for (let i = 0; i < content; i += 1) {
        await page.keyboard.press('ArrowDown');
      }
      await page.waitForSelector(
        '[role="option"][aria-selected="true"][data-search-type="content"] mark',
      );
    },
  },
  'mobile menu': {
    paths: {
      en: '/guide/start/introduction',
      zh: '/zh/guide/start/introduction',
    },
    width: 700,
    open: async (page) => {
      await page.locator('button.navbar__toggle').click();
      await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
    },
  },
  outline: {
    paths: {
      en: '/guide/layout-system/turtle-draw-layout',
      zh: '/zh/guide/layout-system/turtle-draw-layout',
    },
    width: 1100,
    open: async (page) => {
      await page
        .locator('[data-sidebar-menu-bar] [data-outline="local"] > button')
        .click();
      await page
        .locator('[data-sidebar-menu-bar] [data-outline="local"] nav')
        .waitFor({state: 'visible'});
    },
  },
  'image zoom': {
    paths: {
      en: '/examples/image_viewer_app',
      zh: '/zh/guide/quick-start/image-viewer-app/introduction',
    },
    width: 1280,
    open: async (page) => {
      const image = page.locator('article img').first();
      await image.scrollIntoViewIfNeeded();
      await image.click();
      await page.waitForSelector('[role="dialog"][data-zoom-state="opened"]');
    },
  },
};

for (const {path: routePath} of routes) {
  test(`${routePath}: no axe violations, no console errors or warnings, in the light and the dark theme`, async ({
    walker,
  }) => {
    const {page} = walker;
    const light = (walker.report = newReport());
    await page.goto(url(encodeURI(routePath)), {waitUntil: 'load'});
    await hydrated(page);
    // Diagrams are drawn as the reader nears them: draw them all.
    await drawDiagrams(page);
    await checkWithAxe(page, light, 'light');
    const dark = (walker.report = newReport());
    await switchToDark(page);
    await checkWithAxe(page, dark, 'dark');
    expect.soft(light, 'light theme').toEqual(CLEAN);
    expect(dark, 'dark theme').toEqual(CLEAN);
  });
}

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
          await checkWithAxe(page, report, theme);
        } finally {
          await context.close();
        }
        expect(report).toEqual(CLEAN);
      });
    }
  }
}
