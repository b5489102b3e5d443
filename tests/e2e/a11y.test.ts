/**
 * Every page of routes.tsv, in the light and the dark theme: axe-core finds
 * no accessibility violation, and the page logs no error or warning to the
 * console (hydration mismatches and uncaught errors included).
 *
 * One Chromium walks the pages before the tests: one browser context per
 * theme, a few pages of each in parallel. Each test then reports one page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, BrowserContext} from 'playwright-core';
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

/** Loads each page of `queue` in turn in one tab, checks it, records it. */
async function walk(
  context: BrowserContext,
  theme: Theme,
  queue: string[],
): Promise<void> {
  const page = await context.newPage();
  let report: PageReport = {violations: [], console: []};
  page.on('console', (message) => {
    const type = message.type();
    if (
      (type === 'error' || type === 'warning') &&
      !GPU_DRIVER_NOTE.test(message.text())
    ) {
      report.console.push(`${type}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    report.console.push(`uncaught: ${error.message}`);
  });
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
    // Colours are checked once transitions and animations have ended.
    await animationsEnded(page);
    await page.evaluate(AXE_SOURCE);
    const results = await page.evaluate(async () => {
      if (!window.axe) {
        throw new Error('axe-core did not load');
      }
      return window.axe.run(document, {resultTypes: ['violations']});
    });
    for (const violation of results.violations) {
      for (const node of violation.nodes) {
        report.violations.push(
          `${violation.id}: ${node.target.join(' ')} (${node.failureSummary?.replace(/\s+/g, ' ')})`,
        );
      }
    }
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
