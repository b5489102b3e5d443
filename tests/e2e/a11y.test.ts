/**
 * Every page of routes.tsv, in the light and the dark theme: axe-core finds
 * no accessibility violation (every rule in the light theme, the colour
 * rules in the dark one: COLOUR_RULES), and the page logs no error or warning to the
 * console (hydration mismatches and uncaught errors included). The same for
 * the overlays a reader opens (OVERLAYS: the search panel with a result
 * selected, the mobile menu, the outline, the image zoom), in both
 * languages and themes.
 *
 * One Chromium walks the pages before the tests: one browser context per
 * theme, a few pages of each in parallel. Each test then reports one page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {THEME_STORAGE_KEY} from '../../src/data/readerSettings';
import {
  animationsEnded,
  drawDiagrams,
  launchChromium,
  readRoutes,
  url,
} from './site';

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** Pages loaded at the same time in each theme's context. */
const PAGES_PER_THEME = 2;

const AXE_SOURCE = fs.readFileSync(
  path.join(__dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js'),
  'utf8',
);

type PageReport = {
  /** `rule: selector (summary)` for each failing node. */
  violations: string[];
  /** Console errors and warnings, uncaught errors. */
  console: string[];
};

type AxeNode = {target: unknown[]; failureSummary?: string};
type AxeResults = {violations: {id: string; nodes: AxeNode[]}[]};
declare global {
  interface Window {
    axe?: {run: (context: Document, options: object) => Promise<AxeResults>};
  }
}

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
  await page.evaluate(AXE_SOURCE);
  const rules = theme === 'light' ? undefined : COLOUR_RULES;
  const results = await page.evaluate(async (values) => {
    if (!window.axe) {
      throw new Error('axe-core did not load');
    }
    return window.axe.run(document, {
      resultTypes: ['violations'],
      ...(values && {runOnly: {type: 'rule', values}}),
    });
  }, rules);
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

/** Loads each page of `queue` in turn in one tab, checks it, records it. */
async function walk(
  context: BrowserContext,
  theme: Theme,
  queue: string[],
): Promise<void> {
  const page = await context.newPage();
  let report: PageReport = {violations: [], console: []};
  watchConsole(page, () => report);
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (queue.length % 100 === 0) {
      process.stderr.write(`a11y walk, ${theme}: ${queue.length} pages left\n`);
    }
    report = {violations: [], console: []};
    reports.set(key(theme, next), report);
    await page.goto(url(encodeURI(next)), {waitUntil: 'load'});
    await page.waitForFunction(
      () =>
        document.documentElement.getAttribute('data-has-hydrated') === 'true',
    );
    // Diagrams are drawn as the reader nears them: draw them all.
    await drawDiagrams(page);
    await checkWithAxe(page, report, theme);
  }
  await page.close();
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
  const report: PageReport = {violations: [], console: []};
  reports.set(key(theme, overlayKey(name, lang)), report);
  watchConsole(page, () => report);
  try {
    await page.setViewportSize({width: overlay.width, height: 900});
    await page.goto(url(overlay.paths[lang]), {waitUntil: 'load'});
    await page.waitForFunction(
      () =>
        document.documentElement.getAttribute('data-has-hydrated') === 'true',
    );
    await overlay.open(page, lang);
    await checkWithAxe(page, report, theme);
  } catch (error) {
    report.console.push(`check failed: ${(error as Error).message}`);
  }
  await page.close();
}

beforeAll(async () => {
  const browser = await launchChromium();
  try {
    await Promise.all(
      THEMES.map(async (theme) => {
        const context = await themedContext(browser, theme);
        const queue = routes.map((route) => route.path);
        await Promise.all(
          Array.from({length: PAGES_PER_THEME}, () =>
            walk(context, theme, queue),
          ),
        );
        for (const {name, lang} of OVERLAY_KEYS) {
          await checkOverlay(context, theme, name, lang);
        }
        await context.close();
      }),
    );
  } finally {
    await browser.close();
  }
  // About 600 page loads, each checked by axe: allow for a slow machine.
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
