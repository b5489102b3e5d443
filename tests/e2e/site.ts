/**
 * Shared helpers of the browser tests: the served build's address, the
 * route list (a copy of the spec's routes.tsv) and how Debian's Chromium is
 * launched (playwright.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  expect,
  type LaunchOptions,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import {
  LOCALES,
  LOCALE_CONFIGS,
  asLocale,
  type Locale,
} from '../../src/data/site';

export type RouteRow = {
  path: string;
  lang: Locale;
  kind: string;
  section: string;
};

/** Base URL of the static server started by globalSetup. */
export function baseUrl(): string {
  const base = process.env.E2E_BASE_URL;
  if (!base) {
    throw new Error(
      'E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e`.',
    );
  }
  return base;
}

/**
 * The rows of routes.tsv; `E2E_ROUTES` (a regular expression) keeps only
 * the paths it matches, for a quick run of the route-walking suites over a
 * part of the site (`E2E_ROUTES=/api/widgets/ npm run test:e2e -- a11y`).
 */
export function readRoutes(): RouteRow[] {
  const file = path.join(__dirname, '..', 'routes.tsv');
  const [, ...rows] = fs.readFileSync(file, 'utf8').trim().split('\n');
  const only = process.env.E2E_ROUTES
    ? new RegExp(process.env.E2E_ROUTES)
    : undefined;
  return rows
    .map((row) => {
      const [routePath, lang, kind, section] = row.split('\t');
      if (!routePath || !lang || !kind || !section) {
        throw new Error(`routes.tsv: missing column in "${row}"`);
      }
      return {path: routePath, lang: asLocale(lang), kind, section};
    })
    .filter((route) => !only || only.test(route.path));
}

/** Base URLs of the locales served below the root (`/zh/`). */
const PREFIXED_BASE_URLS = LOCALES.map(
  (locale) => LOCALE_CONFIGS[locale].baseUrl,
).filter((baseUrl) => baseUrl !== '/');

/** A route path without its locale prefix (`/zh/api/` → `/api/`). */
export function withoutLocale(routePath: string): string {
  const prefix = PREFIXED_BASE_URLS.find((baseUrl) =>
    routePath.startsWith(baseUrl),
  );
  return prefix ? routePath.slice(prefix.length - 1) : routePath;
}

/** One fact of every locale (src/data/locales.json), by locale. */
function perLocale(fact: 'htmlLang' | 'label'): Record<Locale, string> {
  // Object.fromEntries loses the key type; LOCALES are all the keys.
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, LOCALE_CONFIGS[locale][fact]]),
  ) as Record<Locale, string>;
}

/** `<html lang>` of each locale's pages. */
export const HTML_LANG = perLocale('htmlLang');

/** Name of each locale in the language menu. */
export const LOCALE_LABEL = perLocale('label');

/**
 * Debian's Chromium, never a browser downloaded by npm. Each worker of the
 * test runner launches it once, and the test files that worker runs share
 * it (Playwright's `browser` fixture).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How the browser tests launch Chromium (playwright.config.ts). */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Chromium for the accessibility walk (tests/e2e/a11y.test.ts): V8 without
 * its optimising compilers (Maglev, TurboFan), its interpreter and
 * baseline compiler only. A walk step loads a page and runs axe-core in
 * it, and V8 optimised axe's functions again for every page, on background
 * threads that took CPU from the other worker on two cores. Measured on
 * 2026-12-08 (MAINTAINERS.md, "What `npm test` runs"): the walk about 15 %
 * faster; the other suites no faster (the live examples' a little slower),
 * so they keep the default.
 */
export const WALK_LAUNCH: LaunchOptions = {
  ...CHROMIUM_LAUNCH,
  args: [...(CHROMIUM_LAUNCH.args ?? []), '--js-flags=--max-opt=1'],
};

/**
 * Performance notes of Chromium's GPU process about its software GL (the
 * tests run without a GPU, so a WebGL canvas, such as a live Sdf2d
 * preview, is read back for the software compositor, and Chromium 150 notes
 * "GPU stall due to ReadPixels" for a plain canvas drawn a few times): the
 * browser's own messages about the machine, not errors or warnings of the
 * page.
 */
export const GPU_DRIVER_NOTE =
  /^\[\.WebGL-0x[0-9a-f]+\]GL Driver Message \([^,]+, Performance,/;

/** Text of the first match of `re` in `html`, tags stripped. */
export function firstText(html: string, re: RegExp): string | undefined {
  const match = html.match(re);
  return match?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\u200b/g, '')
    .trim();
}

export function htmlLang(html: string): string | undefined {
  return html.match(/<html[^>]*\blang="?([\w-]+)"?/)?.[1];
}

/** Absolute URL of a site path on the test server. */
export function url(path: string): string {
  return `${baseUrl()}${path}`;
}

/**
 * The two ways the build is served (tests/e2e/globalSetup.ts): `host`, as
 * the hosting config answers (a 404 page per locale, clean-URL redirects:
 * scripts/serve-static.cjs), and `pages`, as GitHub Pages answers (one root
 * 404.html for every path, `/folder` sent to `/folder/`). The tests of the
 * 404 page and the locale redirect run against both (a `describe` per host).
 */
export type Host = {
  readonly name: 'host' | 'pages';
  readonly label: string;
  /** The URL of `path` on this server. */
  readonly url: (path: string) => string;
  /**
   * The URL a reader lands on who loads the page at `path` (no trailing
   * slash): GitHub Pages sends `/x` to `/x/`, since every page is built as
   * `x/index.html`.
   */
  readonly landing: (path: string) => string;
};

function pagesUrl(path: string): string {
  const base = process.env.E2E_PAGES_BASE_URL;
  if (!base) {
    throw new Error(
      'E2E_PAGES_BASE_URL is not set: run the browser tests with `npm run test:e2e`.',
    );
  }
  return `${base}${path}`;
}

export const HOSTS: readonly Host[] = [
  {name: 'host', label: 'the hosting config', url, landing: url},
  {
    name: 'pages',
    label: 'GitHub Pages',
    url: pagesUrl,
    landing: (path) =>
      pagesUrl(path.replace(/^([^?#]*[^/?#])(?=[?#]|$)/, '$1/')),
  },
];

/** Labels of the active items of the navbar's left side. */
export function activeNavbarItems(page: Page): Promise<string[]> {
  return page
    .locator('.navbar__items:not(.navbar__items--right) .navbar__link--active')
    .allTextContents();
}

/** The navbar's language menu (its item, holding the button and the list). */
const languageMenu = (page: Page): Locator =>
  page.locator('.navbar__item.dropdown');

/**
 * Opens the navbar's language menu from the keyboard once the page has
 * hydrated (Enter on its button keeps it open): a menu opened by hovering
 * closed under the pointer now and then on a loaded machine, its link
 * hidden as it was clicked. Returns the menu's item.
 */
export async function openLanguageMenu(page: Page): Promise<Locator> {
  const menu = languageMenu(page);
  await hydrated(page);
  await menu.locator('> .navbar__link').focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveClass(/\bdropdown--show\b/);
  return menu;
}

/**
 * Picks a language from the navbar's language menu, opened by
 * openLanguageMenu. `javaScript: false` for a page without it: the menu
 * opens on hover (CSS only), and the link is clicked once it has slid in.
 */
export async function chooseLanguage(
  page: Page,
  label: string,
  {javaScript = true}: {javaScript?: boolean} = {},
): Promise<void> {
  if (javaScript) {
    await openLanguageMenu(page);
  } else {
    const menu = languageMenu(page);
    await menu.hover();
    // The menu slides in: a click while it moves missed the link, and
    // Playwright's retry scrolled the page, away from the hovered menu.
    await animationsEnded(menu);
  }
  await page.getByRole('link', {name: label}).click();
}

/**
 * Lets the page run a few tasks (React commits in a task of its own; a
 * MessageChannel task runs while the page's clock is paused).
 */
export async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/**
 * Brings each Mermaid diagram of the page into view until it is drawn
 * (src/theme/Mermaid draws a diagram as the reader nears it), then scrolls
 * back to the top. Returns how many diagrams the page has.
 */
export async function drawDiagrams(page: Page): Promise<number> {
  const places = page.locator('[data-diagram]');
  const count = await places.count();
  for (let index = 0; index < count; index += 1) {
    const place = places.nth(index);
    await place.scrollIntoViewIfNeeded();
    await place.locator('svg').first().waitFor({state: 'attached'});
  }
  if (count > 0) {
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  return count;
}

/**
 * Waits until every font face the page has asked for has loaded (or
 * failed): text then has its final metrics.
 */
export async function fontsReady(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Waits until React has hydrated the page (Docusaurus marks `<html>`). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
  );
}

/**
 * The page's title once the app has hydrated. While React hydrates, the
 * title is the site's alone for a moment (react-helmet-async applies the
 * outermost Helmet first, then the page's on a later frame; a bare
 * Docusaurus site does the same), so a title read before then can be
 * either.
 */
export async function hydratedTitle(page: Page): Promise<string> {
  await hydrated(page);
  // Helmet writes the head on an animation frame after React's commit.
  await nextFrames(page);
  return page.title();
}

/** Waits two animation frames: what a change laid out has been drawn. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** A layout shift the page reported: when, and how much. */
type Shift = {start: number; value: number};

/**
 * From the next navigation on, the page records its layout shifts (those
 * not caused by input) in `window.layoutShifts`, for layoutShiftSince and
 * layoutSettled.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: {start: number; value: number}[] = [];
    Object.assign(window, {layoutShifts: shifts});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) {
          shifts.push({start: entry.startTime, value: entry.value});
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/**
 * The layout shift the page has reported since `since` (its
 * performance.now(); 0: since it started), once the current layout has
 * been drawn and reported (nextFrames).
 */
export async function layoutShiftSince(page: Page, since = 0): Promise<number> {
  await nextFrames(page);
  return page.evaluate(
    (from) =>
      (window as unknown as {layoutShifts: Shift[]}).layoutShifts
        .filter((entry) => entry.start >= from)
        .reduce((sum, entry) => sum + entry.value, 0),
    since,
  );
}

/**
 * Resolves once the page has reported no layout shift for half a second
 * (recordLayoutShifts), or after 5 s.
 */
export function layoutSettled(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const shifts = (window as unknown as {layoutShifts: unknown[]})
          .layoutShifts;
        let count = -1;
        let quiet = 0;
        const deadline = performance.now() + 5000;
        const poll = (): void => {
          quiet = shifts.length === count ? quiet + 1 : 0;
          count = shifts.length;
          if (quiet >= 5 || performance.now() > deadline) {
            resolve(null);
          } else {
            setTimeout(poll, 100);
          }
        };
        poll();
      }),
  );
}

/**
 * Waits until the running animations and transitions of `target` (the whole
 * page, or the element a locator names, with its descendants) have ended.
 * One that is cancelled or replaced by another (a transition retargeted by
 * a scroll) counts as ended; the ones that start meanwhile are waited for
 * too.
 */
export async function animationsEnded(target: Page | Locator): Promise<void> {
  const root = 'goto' in target ? target.locator('html') : target;
  await root.evaluate(async (element) => {
    for (let round = 0; round < 10; round += 1) {
      const running = element
        .getAnimations({subtree: true})
        .filter((animation) => animation.playState === 'running');
      if (running.length === 0) {
        return;
      }
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
}

/** A script the page received: its URL and its text. */
export type ScriptText = {url: string; text: string};

/**
 * Records every script the page receives from now on; the returned
 * function gives their texts once they have arrived. A script still
 * arriving when the page closes (the search worker's, requested when the
 * browser is idle) has no text: it is left out instead of rejecting after
 * the test and failing the tests that follow.
 */
export function recordScriptTexts(page: Page): () => Promise<ScriptText[]> {
  const pending: Promise<ScriptText | undefined>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) {
      pending.push(
        response.text().then(
          (text) => ({url: response.url(), text}),
          () => undefined,
        ),
      );
    }
  });
  return async () =>
    (await Promise.all(pending)).filter(
      (script): script is ScriptText => script !== undefined,
    );
}

/** Requests held back by holdRequests. */
export type HeldRequests = {
  /** Settles when the first matching request arrives. */
  requested: Promise<void>;
  /** Lets the held requests through, and every later one at once. */
  release: () => Promise<void>;
};

/**
 * Holds every request of the page matching `pattern` (a glob of
 * `page.route`) from now on, until `release`.
 */
export async function holdRequests(
  page: Page,
  pattern: string,
): Promise<HeldRequests> {
  const held: Route[] = [];
  let holding = true;
  let arrived = () => {};
  const requested = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route(pattern, async (route) => {
    if (holding) {
      held.push(route);
      arrived();
    } else {
      await route.continue();
    }
  });
  return {
    requested,
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/**
 * From now on, every frame of the page gets no context of the kinds that
 * `refused` matches (`/^webgl2$/`, `/webgl/`), as in a browser without
 * them: `getContext` answers null.
 */
export async function refuseContexts(
  page: Page,
  refused: RegExp,
): Promise<void> {
  await page.addInitScript(
    ({source, flags}) => {
      const pattern = new RegExp(source, flags);
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: unknown[]
      ) {
        return pattern.test(kind)
          ? null
          : (original as (...args: unknown[]) => unknown).call(
              this,
              kind,
              ...rest,
            );
      } as typeof original;
    },
    {source: refused.source, flags: refused.flags},
  );
}
