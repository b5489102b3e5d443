/**
 * Every page of routes.tsv, in the light and the dark theme: axe-core finds
 * no accessibility violation (every rule in the light theme, the colour
 * rules in the dark one: COLOUR_RULES), and the page logs no error or
 * warning to the console (hydration mismatches and uncaught errors
 * included). The same for the overlays a reader opens (OVERLAYS: the search
 * panel with a result selected, the mobile menu, the outline, the image
 * zoom), in both languages and themes.
 *
 * One Chromium walks the pages before the tests, a few tabs in parallel.
 * Each page is loaded once, in the light theme, and checked; then the
 * navbar's appearance toggle switches it to dark, as a reader does, and it
 * is checked again (the themes differ only in colours: the same DOM, with
 * the code and diagram colours React redraws on the switch). The overlays
 * are loaded in each theme, so a page that starts dark is checked too.
 * Each test then reports one page in one theme.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {THEME_STORAGE_KEY} from '../../src/data/readerSettings';
import {
  animationsEnded,
  drawDiagrams,
  launchChromium,
  readRoutes,
  url,
  hydrated,
} from './site';

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/**
 * Tabs walking the routes at the same time. The walk is bound by the CPU
 * (Chromium's renderers and axe): four tabs were no faster than two on a
 * 2-core machine, and took more memory.
 */
const WALKING_TABS = 2;

type PageReport = {
  /** `rule: selector (summary)` for each failing node. */
  violations: string[];
  /** Console errors and warnings, uncaught errors. */
  console: string[];
};

const routes = readRoutes();
const reports = new Map<string, PageReport>();
const key = (theme: Theme, routePath: string) => `${theme} ${routePath}`;

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
  const axe = new AxeBuilder({page})
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

/** A new report for `theme` and `routePath`, recorded. */
function newReport(theme: Theme, routePath: string): PageReport {
  const report: PageReport = {violations: [], console: []};
  reports.set(key(theme, routePath), report);
  return report;
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
 * Loads each page of `queue` in turn in a light context of its own, checks
 * it, switches it to dark and checks it again. One context per tab: the
 * toggle stores the choice, and Docusaurus applies a stored choice to
 * every tab of the same storage at once, the other tabs' checks included.
 */
async function walk(browser: Browser, queue: string[]): Promise<void> {
  const context = await themedContext(browser, 'light');
  const page = await context.newPage();
  let report: PageReport = {violations: [], console: []};
  watchConsole(page, () => report);
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (queue.length % 100 === 0) {
      process.stderr.write(`a11y walk: ${queue.length} pages left\n`);
    }
    report = newReport('light', next);
    try {
      await page.goto(url(encodeURI(next)), {waitUntil: 'load'});
      await hydrated(page);
      // Diagrams are drawn as the reader nears them: draw them all.
      await drawDiagrams(page);
      await checkWithAxe(page, report, 'light');
      report = newReport('dark', next);
      await switchToDark(page);
      await checkWithAxe(page, report, 'dark');
    } catch (error) {
      // The page's tests fail with the reason; the walk goes on.
      report.console.push(`check failed: ${(error as Error).message}`);
    }
  }
  await context.close();
}

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
const overlayKey = (name: string, lang: string) => `${name} open (${lang})`;
const OVERLAY_KEYS = Object.keys(OVERLAYS).flatMap((name) =>
  LANGS.map((lang) => ({name, lang})),
);

/** Opens an overlay on its page and checks the page with it open. */
async function checkOverlay(
  context: BrowserContext,
  theme: Theme,
  name: string,
  lang: 'en' | 'zh',
): Promise<void> {
  const overlay = OVERLAYS[name];
  if (!overlay) {
    throw new Error(`No overlay ${name}`);
  }
  const page = await context.newPage();
  const report = newReport(theme, overlayKey(name, lang));
  watchConsole(page, () => report);
  try {
    await page.setViewportSize({width: overlay.width, height: 900});
    await page.goto(url(overlay.paths[lang]), {waitUntil: 'load'});
    await hydrated(page);
    await overlay.open(page, lang);
    await checkWithAxe(page, report, theme);
  } catch (error) {
    report.console.push(`check failed: ${(error as Error).message}`);
  }
  await page.close();
}

beforeAll(async () => {
  const started = Date.now();
  const browser = await launchChromium();
  try {
    const queue = routes.map((route) => route.path);
    await Promise.all(
      Array.from({length: WALKING_TABS}, () => walk(browser, queue)),
    );
    process.stderr.write(
      `a11y walk: ${routes.length} pages, both themes, in ${Math.round((Date.now() - started) / 1000)} s\n`,
    );
    await Promise.all(
      THEMES.map(async (theme) => {
        const context = await themedContext(browser, theme);
        for (const {name, lang} of OVERLAY_KEYS) {
          await checkOverlay(context, theme, name, lang);
        }
        await context.close();
      }),
    );
  } finally {
    await browser.close();
  }
  // About 430 page loads, each checked by axe twice: allow for a slow machine.
}, 60 * 60_000);

describe.each(THEMES)('%s theme', (theme) => {
  it.each(routes.map((route) => route.path))(
    '%s: no axe violations, no console errors or warnings',
    (routePath) => {
      expect(reports.get(key(theme, routePath))).toEqual({
        violations: [],
        console: [],
      });
    },
  );
});

describe.each(THEMES)('%s theme, overlays', (theme) => {
  it.each(OVERLAY_KEYS)(
    '$name open ($lang): no axe violations, no console errors or warnings',
    ({name, lang}) => {
      expect(reports.get(key(theme, overlayKey(name, lang)))).toEqual({
        violations: [],
        console: [],
      });
    },
  );
});
