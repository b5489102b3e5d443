/**
 * What a page loads (CONTRIBUTING.md, Budgets), stated as behaviour: the
 * code of other pages loads when the reader points at a link, not for every
 * link in view; the search panel's code loads on the reader's first intent
 * or once the browser is idle, after the page's load event; Prism comes
 * only with pages that show code; a diagram's Mermaid code comes when the
 * reader nears the diagram. (Pages without an Sdf2d preview load none
 * of its code: preview.test.ts.) The first paint waits only for its
 * frame's stylesheet, and the whole one, applied after it, changes
 * nothing the served page shows (src/plugins/critical-css). Code blocks of
 * a dark page are dark before the page hydrates (src/lib/codeColours.ts).
 */
import {test, expect, type Page, type Request} from '@playwright/test';
import {CODE_THEME_DARK} from '../../src/data/codeThemes';
import {THEME_STORAGE_KEY} from '../../src/data/readerSettings';
import {styleOfTypes} from '../../src/lib/codeColours';
import {WEB_FONTS_STORAGE_KEY} from '../../src/lib/webFonts';
import {PAGE_TYPES} from './pageTypes';
import {
  drawDiagrams,
  holdRequests,
  hydrated,
  nextFrames,
  recordScriptTexts,
  url,
  fontsReady,
} from './site';

const DOC = '/guide/layout-system/turtle-draw-layout';
const ZH_DOC = '/zh/guide/quick-start/image-viewer-app/handling-events';
/** A string of the Rust grammar that minification keeps. */
const PRISM_MARKER = 'lifetime-annotation';
const SEARCH_CHUNK = /\/assets\/js\/search-panel\.[0-9a-f]+\.js$/;

/** Requests for scripts of the site, by path. */
function recordScripts(p: Page): string[] {
  const scripts: string[] = [];
  p.on('request', (request: Request) => {
    const {pathname} = new URL(request.url());
    if (pathname.endsWith('.js')) {
      scripts.push(pathname);
    }
  });
  return scripts;
}

/** `<link rel="prefetch">` elements: how Docusaurus prefetches page code. */
const prefetchLinks = (p: Page) =>
  p.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length);

test.describe('page code of other pages', () => {
  for (const path of [DOC, ZH_DOC, '/']) {
    test(`${path} prefetches none until the reader points at a link`, async ({
      page,
    }) => {
      await page.setViewportSize({width: 1280, height: 900});
      await page.goto(url(path));
      await page.waitForLoadState('networkidle');
      // The footer's links come into view too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(await prefetchLinks(page)).toBe(0);
    });
  }

  test('loads the next page’s code when the reader points at the pager', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(url(DOC));
    // The search code and index, fetched when the browser is idle, are in.
    await page.waitForSelector('[data-search-index-state="inited"]');
    // Diagrams load Mermaid as the reader nears them: get that done first.
    await drawDiagrams(page);
    await page.waitForLoadState('networkidle');
    const scripts = recordScripts(page);
    const next = page.getByRole('link', {name: /^Next Page/});
    await next.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await next.hover();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    const nextPath = new URL((await next.getAttribute('href')) ?? '', url('/'))
      .pathname;
    await next.click();
    await page.waitForURL(url(nextPath));
  });
});

test.describe('search code', () => {
  test('is not requested before the reader shows intent, when the browser is never idle', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const scripts = recordScripts(page);
    await page.goto(url(DOC));
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => SEARCH_CHUNK.test(path))).toEqual([]);
    await page.getByRole('button', {name: /^Search\b/}).hover();
    await page.waitForSelector('[data-search-index-state="inited"]');
    expect(scripts.filter((path) => SEARCH_CHUNK.test(path))).toHaveLength(1);
    await page.getByRole('button', {name: /^Search\b/}).click();
    await page.getByRole('combobox').waitFor();
  });

  test('is requested after the load event when the browser is idle', async ({
    page,
  }) => {
    await page.goto(url(DOC));
    await page.waitForSelector('[data-search-index-state="inited"]');
    const {loadStart, searchStarts} = await page.evaluate((source) => {
      const chunk = new RegExp(source);
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return {
        loadStart: navigation?.loadEventStart ?? Infinity,
        searchStarts: performance
          .getEntriesByType('resource')
          .filter((entry) => chunk.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      };
    }, SEARCH_CHUNK.source);
    expect(searchStarts).toHaveLength(1);
    expect(searchStarts[0]).toBeGreaterThanOrEqual(loadStart);
  });
});

test.describe('Prism', () => {
  async function scriptTexts(page: Page, path: string): Promise<string[]> {
    const scripts = recordScriptTexts(page);
    await page.goto(url(path));
    await page.waitForLoadState('networkidle');
    return (await scripts()).map((script) => script.text);
  }

  test('is not loaded by a page without code', async ({page}) => {
    const texts = await scriptTexts(page, '/');
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => text.includes(PRISM_MARKER))).toEqual([]);
  });

  test('comes with a page that shows code, and highlights it', async ({
    page,
  }) => {
    const texts = await scriptTexts(page, DOC);
    expect(
      texts.filter((text) => text.includes(PRISM_MARKER)).length,
    ).toBeGreaterThan(0);
    expect(
      await page.locator('pre code .token.keyword').count(),
    ).toBeGreaterThan(0);
  });
});

test.describe('locale data', () => {
  // The first Intl.DateTimeFormat and the first localeCompare of a page
  // load the browser's ICU data: 30–80 ms each of a phone's main thread.
  for (const path of [DOC, ZH_DOC, '/weekly/', '/zh/weekly/moly/20250518']) {
    test(`${path} hydrates without making a date format or comparing strings by locale`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const calls: string[] = [];
        (window as Window & {localeCalls?: string[]}).localeCalls = calls;
        const DateTimeFormat = Intl.DateTimeFormat;
        Intl.DateTimeFormat = new Proxy(DateTimeFormat, {
          construct(target, args: Parameters<typeof DateTimeFormat>) {
            calls.push('Intl.DateTimeFormat');
            return new target(...args);
          },
          apply(target, self, args: Parameters<typeof DateTimeFormat>) {
            calls.push('Intl.DateTimeFormat');
            return target(...args);
          },
        });
        const localeCompare = String.prototype.localeCompare;
        String.prototype.localeCompare = function (
          this: string,
          ...args: Parameters<typeof localeCompare>
        ) {
          calls.push('localeCompare');
          return localeCompare.apply(this, args);
        };
      });
      await page.goto(url(path));
      await hydrated(page);
      await nextFrames(page);
      // The page shows a date it wrote without them.
      expect(
        await page.locator('main time, article time').count(),
      ).toBeGreaterThan(0);
      expect(
        await page.evaluate(
          () => (window as Window & {localeCalls?: string[]}).localeCalls,
        ),
      ).toEqual([]);
    });
  }
});

test.describe('code blocks through hydration', () => {
  /** `#rrggbb` as the browser writes a colour it was given in script. */
  const rgb = (hex: string) =>
    `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

  test('keep the server’s highlighted lines, and draw them again in the dark theme when the reader switches to it', async ({
    page,
  }) => {
    // Counts the highlighted lines taken out of the page, from its parse on.
    await page.addInitScript(() => {
      const counter = window as Window & {removedLines?: number};
      counter.removedLines = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (
              node instanceof Element &&
              (node.matches('.token-line') ||
                node.querySelector('.token-line') !== null)
            ) {
              counter.removedLines! += 1;
            }
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    const removedLines = () =>
      page.evaluate(
        () => (window as Window & {removedLines?: number}).removedLines,
      );
    await page.goto(url(ZH_DOC));
    await hydrated(page);
    // What React does right after hydrating (the theme remounted every
    // block then) has been drawn.
    await nextFrames(page);
    expect(
      await page.locator('article pre code .token-line').count(),
    ).toBeGreaterThan(100);
    expect(await removedLines()).toBe(0);

    await page.getByRole('button', {name: /^切换浅色\/暗黑模式/}).click();
    const keyword = page.locator('article pre .token.keyword').first();
    await expect(keyword).toHaveCSS(
      'color',
      rgb(String(styleOfTypes(CODE_THEME_DARK).get('keyword')?.color)),
    );
    expect(await removedLines()).toBeGreaterThan(0);
  });
});

test.describe('code blocks of a dark page', () => {
  /** Every code block's drawn colours: block, lines and tokens. */
  const codeColours = (page: Page) =>
    page.locator('.theme-code-block').evaluateAll((blocks) =>
      blocks.map((block) => {
        const pre = getComputedStyle(block.querySelector('pre')!);
        return [
          `${pre.backgroundColor} ${pre.color}`,
          ...[...block.querySelectorAll('.token-line, .token')].map(
            (element) => {
              const style = getComputedStyle(element);
              return `${style.color} ${style.fontStyle}`;
            },
          ),
        ].join('|');
      }),
    );

  // Rust (with lifetimes, macros, attributes), TOML and shell.
  for (const path of [DOC, ZH_DOC, '/contribute/dev-setup', '/api/commands']) {
    test(`are drawn in the dark theme before ${path} hydrates, as after`, async ({
      page,
    }) => {
      await page.addInitScript(({key}) => localStorage.setItem(key, 'dark'), {
        key: THEME_STORAGE_KEY,
      });
      const scripts = await holdRequests(page, '**/assets/js/**');
      // The load event waits for the held scripts: wait for the parse and
      // the frame's stylesheet instead.
      await page.goto(url(path), {waitUntil: 'commit'});
      await scripts.requested;
      await page.waitForFunction(
        () =>
          document.readyState !== 'loading' &&
          [...document.styleSheets].some((sheet) =>
            sheet.href?.includes('/assets/css/critical-'),
          ),
      );
      const before = await codeColours(page);
      expect(before.length).toBeGreaterThan(0);
      // Not yet drawn again by React: still the server's light markup.
      expect(
        await page.locator('.theme-code-block').first().getAttribute('style'),
      ).toContain('--prism-background-color:#');
      expect(before[0]).toMatch(/^rgb\(40, 42, 54\) /);
      await scripts.release();
      await hydrated(page);
      await page.waitForFunction(
        (background) =>
          [
            ...document.querySelectorAll<HTMLElement>('.theme-code-block'),
          ].every(
            (block) =>
              block.style.getPropertyValue('--prism-background-color') ===
              background,
          ),
        String(CODE_THEME_DARK.plain.backgroundColor),
      );
      expect(await codeColours(page)).toEqual(before);
    });
  }
});

test.describe('diagrams', () => {
  /** A page whose only diagram is far below its first screen. */
  const LATE_DIAGRAM = '/guide/widget/widget-core-concepts';

  test('are drawn, with Mermaid fetched, only as the reader nears them', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    const scripts = recordScripts(page);
    await page.goto(url(LATE_DIAGRAM));
    await page.waitForSelector('[data-search-index-state="inited"]');
    await page.waitForLoadState('networkidle');
    const place = page.locator('[data-diagram]');
    expect(await place.count()).toBe(1);
    expect(await place.getAttribute('data-diagram')).toBe('waiting');
    const before = scripts.length;

    expect(await drawDiagrams(page)).toBe(1);
    expect(await place.getAttribute('data-diagram')).toBe('drawn');
    expect(scripts.length).toBeGreaterThan(before);
  });
});

/** Properties of each element's computed style that the snapshot compares. */
const DRAWN_PROPERTIES = [
  'display',
  'position',
  'visibility',
  'opacity',
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'margin',
  'padding',
  'border',
  'border-radius',
  'box-shadow',
  'transform',
] as const;

/**
 * Every element of the page's body: its place, its box (not for a lazy
 * image, whose box may change as it loads) and the drawn properties.
 */
function drawnSnapshot(page: Page): Promise<string[]> {
  return page.evaluate((properties) => {
    const lines: string[] = [];
    const walk = (element: Element, where: string) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const lazy =
        element instanceof HTMLImageElement && element.loading === 'lazy';
      lines.push(
        `${where} ${lazy ? '' : [box.x, box.y, box.width, box.height].map(Math.round).join(',')} ` +
          properties.map((name) => style.getPropertyValue(name)).join(';'),
      );
      [...element.children].forEach((child, index) =>
        walk(child, `${where}>${child.tagName.toLowerCase()}[${index}]`),
      );
    };
    walk(document.body, 'body');
    return lines;
  }, DRAWN_PROPERTIES);
}

test.describe('stylesheets of the first paint', () => {
  for (const [name, type] of Object.entries(PAGE_TYPES)) {
    test(`${name}: only the frame's stylesheet holds the first paint, and the whole one changes nothing the served page shows`, async ({
      page,
    }) => {
      const changed: string[] = [];
      // Each load is a first visit, drawn in the fallback faces. A load
      // after the first would otherwise find the web fonts' flag, stored
      // once the released scripts ran, and ask for Geist; the routes here
      // turn the browser's cache off, so whether it came within
      // font-display: optional's wait varied with the machine's load, and
      // the whole stylesheet's copy of its face, found at once, could then
      // change the text's width (1-2 px in the navbar, seen under load).
      await page.addInitScript(
        (key) => localStorage.removeItem(key),
        WEB_FONTS_STORAGE_KEY,
      );
      for (const [width, path] of [390, 1280].flatMap((width) =>
        [type.paths.en, type.paths.zh].map((path) => [width, path] as const),
      )) {
        await page.setViewportSize({width, height: 900});
        await page.unrouteAll();
        // The served page as it first paints: no script has run, and only
        // the stylesheet that holds the first paint has arrived.
        const scripts = await holdRequests(page, '**/assets/js/**');
        const whole = await holdRequests(page, '**/assets/css/styles.*.css');
        // Parsed (deferred scripts, held here, would keep
        // DOMContentLoaded back).
        await page.goto(url(path), {waitUntil: 'commit'});
        await page.waitForFunction(() => document.readyState !== 'loading');
        await whole.requested;
        const blocking = await page.evaluate(() =>
          [...document.querySelectorAll('link[rel="stylesheet"]')]
            .filter((link) => link.getAttribute('media') !== 'print')
            .map((link) => link.getAttribute('href')),
        );
        expect(blocking, path).toEqual([
          expect.stringMatching(
            /\/assets\/css\/critical-[a-z-]+\.[0-9a-f]{8}\.css$/,
          ),
        ]);
        await page.waitForFunction(() =>
          [...document.images].every(
            (image) => image.complete || image.loading === 'lazy',
          ),
        );
        // Icons of the sprite file (src/components/SpriteIcon), like
        // images, have their box once the file has arrived.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('svg > use')].every(
            (use) =>
              use.parentElement!.getClientRects().length === 0 ||
              (use as SVGUseElement).getBBox().width > 0,
          ),
        );
        // Faces the page has asked for are in use (the local fallback face
        // loads too, later on a busy machine): text has its final width.
        await fontsReady(page);
        const before = await drawnSnapshot(page);
        await whole.release();
        // Its load switches it from print to every medium.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('link[rel="stylesheet"]')].every(
            (link) => link.getAttribute('media') !== 'print',
          ),
        );
        await fontsReady(page);
        const after = await drawnSnapshot(page);
        const differences = after.flatMap((line, index) =>
          line === before[index] ? [] : [{before: before[index], after: line}],
        );
        if (differences.length > 0) {
          const [first] = differences;
          changed.push(
            `${path} at ${width} px: ${differences.length} elements, first ${first!.before} -> ${first!.after}`,
          );
        }
        await scripts.release();
      }
      expect(changed).toEqual([]);
    });
  }
});
