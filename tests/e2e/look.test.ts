/**
 * The site's look (CONTRIBUTING.md, Look) in Chromium, in both languages and
 * both themes: the hero's buttons and the footer follow the theme, the
 * navbar's icons are drawn from the sprite file, table
 * headers line up with their columns, crate names in tables stay whole
 * while long code values and signatures still fit, a table that scrolls
 * sideways takes the keyboard focus, the home grid and the weekly column
 * at the widths readers reported, content centred with every part hidden,
 * the web fonts (a first visit in the fallback, the next load in Geist),
 * and text that stays in place when the web font arrives late.
 */
import {test, expect, type Page, type Response} from '@playwright/test';
import {THEME_STORAGE_KEY} from '../../src/data/readerSettings';
import {WEB_FONTS_STORAGE_KEY} from '../../src/lib/webFonts';
import {composite, contrastRatio, luminance} from '../../scripts/lib/contrast';
import {PAGE_TYPES} from './pageTypes';
import {
  holdRequests,
  hydrated,
  layoutSettled,
  layoutShiftSince,
  recordLayoutShifts,
  url,
  fontsReady,
} from './site';

const LANGUAGES = [
  {lang: 'en', prefix: ''},
  {lang: 'zh', prefix: '/zh'},
] as const;
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** The most font bytes (woff2, as sent) a page may download for Latin text. */
const FONT_BUDGET_BYTES = 40 * 1024;

/**
 * Text that stays in place when the web fonts arrive late: each page is
 * read as by a reader whose browser fetched the fonts on an earlier visit
 * (src/lib/webFonts.ts), so that it asks for them at first paint, with the
 * fonts held back until it has hydrated; then they are let through, and the layout shifts after that (PerformanceObserver) may add up
 * to at most FONT_LATE_MAX_SHIFT. One page of every type (tests/e2e/
 * pageTypes.ts), in English, whose Latin text is what a late font would
 * move, and the pages where it did move with font-display: swap (issue 29,
 * at 1280 px: 0.06 to 0.15, from tables whose columns shared out
 * differently and the home page's hero wrapping to one more line).
 */
const FONT_LATE_PAGES = [
  ...new Set([
    ...Object.values(PAGE_TYPES).map((type) => type.paths.en),
    '/guide/start/introduction',
    '/api/commands',
    '/api/widgets/web-view',
    '/zh/weekly/moly/20250518',
  ]),
];
const FONT_LATE_WIDTHS = [1280, 390] as const;
const FONT_LATE_MAX_SHIFT = 0.01;

/** Whether the page has Geist, the site font, loaded. */
function geistLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.fonts].some(
      (font) =>
        /^"?Geist Variable"?$/.test(font.family) && font.status === 'loaded',
    ),
  );
}

/**
 * The fonts Chromium drew an element's own text with (family names, as
 * the font files call them), from DevTools' CSS.getPlatformFontsForNode.
 */
async function drawnFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const {root} = await cdp.send('DOM.getDocument', {depth: 0});
    const {nodeId} = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector,
    });
    const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

async function open(
  page: Page,
  path: string,
  width = 1280,
  theme: Theme = 'light',
): Promise<void> {
  await page.setViewportSize({width, height: 800});
  await page.addInitScript(({key, value}) => localStorage.setItem(key, value), {
    key: THEME_STORAGE_KEY,
    value: theme,
  });
  await page.goto(url(path));
  await hydrated(page);
}

/** The page's background colour (the root's, or white where transparent). */
function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => {
    const colour = getComputedStyle(document.documentElement).backgroundColor;
    return colour === 'rgba(0, 0, 0, 0)' ? 'rgb(255, 255, 255)' : colour;
  });
}

/** Horizontal gaps (px) between an element's box and the viewport's edges. */
function gaps(page: Page, selector: string): Promise<[number, number]> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      return [box.left, width - box.right];
    });
}

for (const t of LANGUAGES) {
  test.describe(`look (${t.lang})`, () => {
    for (const theme of THEMES) {
      // The same load also reads the navbar's icons, which are references
      // to static/img/theme-icons.svg (src/components/SpriteIcon), not
      // inline path data: each one shown must be drawn from that file, in
      // the colour of the text around it.
      test(`draws the secondary hero buttons as quiet buttons and the navbar icons from the sprite file in the ${theme} theme`, async ({
        page,
      }) => {
        await open(page, `${t.prefix}/`, 1280, theme);
        const icons = page.locator('.navbar__inner svg:has(> use)');
        await expect
          .poll(() =>
            icons.evaluateAll((svgs) =>
              svgs
                .filter((svg) => svg.getBoundingClientRect().width > 0)
                .map((svg) => {
                  const use = svg.querySelector('use')!;
                  const box = use.getBBox();
                  return {
                    icon: use.getAttribute('href')!.split('#')[1],
                    drawn: box.width > 10 && box.height > 10,
                    colour:
                      getComputedStyle(svg).color ===
                      getComputedStyle(svg.parentElement!).color,
                  };
                }),
            ),
          )
          .toEqual(
            ['language', `${theme}-mode`].map((icon) => ({
              icon,
              drawn: true,
              colour: true,
            })),
          );
        const background = await pageBackground(page);
        const buttons = page.locator('[data-action-theme="alt"]');
        expect(await buttons.count()).toBe(2);
        for (const colours of await buttons.evaluateAll((links) =>
          links.map((link) => {
            const style = getComputedStyle(link);
            return {fill: style.backgroundColor, text: style.color};
          }),
        )) {
          const fill = composite(colours.fill, background);
          // Close to the page: no light block on the dark page (Infima's
          // #ebedf0 is 0.84), no dark block on the light one.
          const distance = Math.abs(
            luminance(fill) - luminance(composite(background, 'rgb(0, 0, 0)')),
          );
          expect(distance).toBeLessThan(0.1);
          expect(contrastRatio(colours.text, fill)).toBeGreaterThanOrEqual(4.5);
        }
      });
    }

    test('gives the footer the palette of each theme', async ({page}) => {
      const footers: string[] = [];
      for (const theme of THEMES) {
        await open(page, `${t.prefix}/guide/start/introduction`, 1280, theme);
        const footer = page.locator('footer.footer');
        const {fill, texts} = await footer.evaluate((element) => ({
          fill: getComputedStyle(element).backgroundColor,
          texts: [
            ...element.querySelectorAll(
              '.footer__title, .footer__link-item, .footer__copyright',
            ),
          ].map((item) => getComputedStyle(item).color),
        }));
        footers.push(fill);
        const shade = luminance(composite(fill, 'rgb(255, 255, 255)'));
        if (theme === 'light') {
          expect(shade).toBeGreaterThan(0.7);
        } else {
          expect(shade).toBeLessThan(0.03);
        }
        expect(texts.length).toBeGreaterThan(3);
        for (const text of texts) {
          expect(contrastRatio(text, fill)).toBeGreaterThanOrEqual(4.5);
        }
      }
      expect(footers[0]).not.toBe(footers[1]);
    });

    test('aligns table headers like the cells below them', async ({page}) => {
      await open(page, `${t.prefix}/weekly/makepad/20250518`);
      const table = page.locator('article table').first();
      const {heads, cells} = await table.evaluate((element) => ({
        heads: [...element.querySelectorAll('thead th')].map(
          (cell) => getComputedStyle(cell).textAlign,
        ),
        cells: [...element.querySelectorAll('tbody tr:first-child td')].map(
          (cell) => getComputedStyle(cell).textAlign,
        ),
      }));
      expect(heads.length).toBeGreaterThan(1);
      expect(heads).toEqual(cells);
    });

    // One load of the page, read at each width (the layout follows the
    // viewport without a reload).
    test('keeps crate names in a table on one line at 390, 800, 1000 and 1400 px', async ({
      page,
    }) => {
      await open(page, `${t.prefix}/weekly/makepad/20250518`, 390);
      const names = page
        .locator('article table')
        .first()
        .locator('td code')
        .filter({hasText: /^makepad-/});
      expect(await names.count()).toBeGreaterThan(3);
      for (const width of [390, 800, 1000, 1400]) {
        await page.setViewportSize({width, height: 800});
        const lines = await names.evaluateAll((codes) =>
          codes.map((code) => code.getClientRects().length),
        );
        expect({width, lines: lines.every((count) => count === 1)}).toEqual({
          width,
          lines: true,
        });
      }
    });

    // text-flow has long DSL defaults; view and image long method signatures.
    for (const widget of ['text-flow', 'view', 'image']) {
      test(`fits the long code values of the ${widget} widget tables in the column at 1000, 1280 and 1400 px`, async ({
        page,
      }) => {
        await open(page, `${t.prefix}/api/widgets/${widget}`, 1000);
        for (const width of [1000, 1280, 1400]) {
          await page.setViewportSize({width, height: 800});
          const tables = await page
            .locator('article table')
            .evaluateAll((all) =>
              all.map((table) => table.scrollWidth - table.clientWidth),
            );
          expect(tables.length).toBeGreaterThan(0);
          expect({
            width,
            fit: tables.every((overflow) => overflow <= 1),
          }).toEqual({width, fit: true});
        }
      });
    }

    test('makes a table that scrolls sideways focusable, and only such a table', async ({
      page,
    }) => {
      // The command-line page has tables that scroll at 390 px and tables
      // that fit, in both languages (the widget tables turn their rows into
      // blocks at that width and scroll no more).
      await open(page, `${t.prefix}/api/commands`, 390);
      const tables = await page.locator('article table').evaluateAll((all) =>
        all.map((table) => ({
          scrolls: table.scrollWidth - table.clientWidth > 1,
          tabIndex: table.getAttribute('tabindex'),
        })),
      );
      expect(tables.some(({scrolls}) => scrolls)).toBe(true);
      expect(tables.some(({scrolls}) => !scrolls)).toBe(true);
      for (const {scrolls, tabIndex} of tables) {
        expect(tabIndex).toBe(scrolls ? '0' : null);
      }
    });

    test('lays the home features out in 2 columns at 600 and 768 px, in 1 at 390 px', async ({
      page,
    }) => {
      await open(page, `${t.prefix}/`, 600);
      for (const [width, columns] of [
        [600, 2],
        [768, 2],
        [390, 1],
      ] as const) {
        await page.setViewportSize({width, height: 800});
        const lefts = await page
          .locator('main ul li[data-span]')
          .evaluateAll((cards) =>
            cards.map((card) => Math.round(card.getBoundingClientRect().left)),
          );
        expect({width, columns: new Set(lefts).size}).toEqual({width, columns});
      }
    });

    test('lays the hero buttons out evenly at 390 px: as many in each row, all as wide', async ({
      page,
    }) => {
      await open(page, `${t.prefix}/`, 390);
      // The hero's actions (its live picture has a button of its own).
      const boxes = await page
        .locator('header .button[data-action-theme]')
        .evaluateAll((buttons) =>
          buttons.map((button) => {
            const box = button.getBoundingClientRect();
            return {top: Math.round(box.top), width: Math.round(box.width)};
          }),
        );
      expect(boxes.length).toBe(3);
      const perRow = new Map<number, number>();
      for (const {top} of boxes) {
        perRow.set(top, (perRow.get(top) ?? 0) + 1);
      }
      expect(new Set(perRow.values()).size).toBe(1);
      expect(new Set(boxes.map(({width}) => width)).size).toBe(1);
    });

    test('draws the API overview as an index: links in line, not underlined, no empty columns', async ({
      page,
    }) => {
      await open(page, `${t.prefix}/api/`, 1280);
      const cards = page.locator('main li:has(> h3)');
      expect(await cards.count()).toBeGreaterThan(20);
      const found = await cards.evaluateAll((items) =>
        items.map((card) => {
          const links = [...card.querySelectorAll('a')];
          const tops = [...card.querySelectorAll('ul li')].map(
            (item) => item.getBoundingClientRect().top,
          );
          // Items of one line share a top; the next line is a line lower.
          const misaligned = tops.some((top, i) => {
            const gap = Math.abs(top - (tops[i - 1] ?? top));
            return gap > 0.5 && gap < 10;
          });
          const grid = card.parentElement!.getBoundingClientRect();
          return {
            underlined: links.filter((link) =>
              getComputedStyle(link).textDecorationLine.includes('underline'),
            ).length,
            misaligned,
            alone: card.parentElement!.children.length === 1,
            fills: card.getBoundingClientRect().width >= grid.width - 1,
          };
        }),
      );
      expect(found.filter((card) => card.underlined > 0)).toEqual([]);
      expect(found.filter((card) => card.misaligned)).toEqual([]);
      expect(found.some((card) => card.alone)).toBe(true);
      expect(found.filter((card) => card.alone && !card.fills)).toEqual([]);
    });

    test('centres a dated weekly report at 1000 and 1200 px', async ({
      page,
    }) => {
      await open(page, `${t.prefix}/weekly/makepad/20250518`, 1000);
      for (const width of [1000, 1200]) {
        await page.setViewportSize({width, height: 800});
        expect(
          await page.locator('aside').filter({visible: true}).count(),
        ).toBe(0);
        const [left, right] = await gaps(page, 'main article');
        expect({width, centred: Math.abs(left - right) <= 2}).toEqual({
          width,
          centred: true,
        });
      }
    });

    for (const width of [1000, 1400]) {
      test(`centres a doc page with navbar, sidebar, outline and footer hidden at ${width} px`, async ({
        page,
      }) => {
        await open(
          page,
          `${t.prefix}/guide/start/introduction?navbar=0&sidebar=0&outline=0&footer=0`,
          width,
        );
        await page.waitForFunction(() =>
          ['navbar', 'sidebar', 'outline', 'footer'].every((part) =>
            document.documentElement.hasAttribute(`data-hide-${part}`),
          ),
        );
        const [left, right] = await gaps(page, 'article');
        expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
        // Still a column of prose, not the whole window.
        expect(width - left - right).toBeLessThanOrEqual(1140);
      });
    }

    test('draws a first visit in the fallback, fetches the fonts after it has loaded (at most 40 KB) and draws the next load in them', async ({
      page,
    }) => {
      const fontRequests: string[] = [];
      const sizes: Promise<number>[] = [];
      const countFonts = (response: Response): void => {
        if (response.request().resourceType() === 'font') {
          sizes.push(response.body().then((body) => body.length));
        }
      };
      page.on('request', (request) => {
        if (request.resourceType() === 'font') {
          fontRequests.push(request.url());
        }
      });
      page.on('response', countFonts);
      // A page with prose, inline code and code blocks.
      await page.goto(url(PAGE_TYPES['guide page'].paths[t.lang]), {
        waitUntil: 'load',
      });
      // Nothing asked for a font before the page had loaded.
      expect(fontRequests).toEqual([]);
      await hydrated(page);
      const firstFamily = await page
        .locator('article h1')
        .evaluate((heading) => getComputedStyle(heading).fontFamily);
      expect(firstFamily).toMatch(/^"?Geist Fallback/);
      expect(await drawnFonts(page, 'article p')).not.toContain('Geist');
      // Then, in the background, both files, and the flag for next time.
      await page.waitForFunction(
        (key) => localStorage.getItem(key) !== null,
        WEB_FONTS_STORAGE_KEY,
      );
      expect(await geistLoaded(page)).toBe(true);
      expect(fontRequests).toHaveLength(2);
      // Fetched, not used: the text of this load stays where it was drawn.
      expect(await drawnFonts(page, 'article p')).not.toContain('Geist');
      const bytes = await Promise.all(sizes);
      expect(bytes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(
        FONT_BUDGET_BYTES,
      );
      page.off('response', countFonts);
      // The next load takes both files from the cache and draws with them.
      await page.reload();
      await hydrated(page);
      await fontsReady(page);
      const family = await page
        .locator('article h1')
        .evaluate((heading) => getComputedStyle(heading).fontFamily);
      expect(family).toMatch(/^"?Geist Variable/);
      expect(family).toMatch(/PingFang SC/);
      const prose = await drawnFonts(page, 'article p');
      expect(prose).toContain('Geist');
      expect(prose).not.toContain('Liberation Sans');
      const code = await drawnFonts(page, 'article pre code .token-line');
      expect(code).toContain('Geist Mono');
      expect(code).not.toContain('Liberation Mono');
    });
  });
}

test.describe('web fonts arriving late', () => {
  for (const width of FONT_LATE_WIDTHS) {
    test(`keep the text in place on every page type, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 800});
      await recordLayoutShifts(page);
      // A reader whose browser fetched the fonts on an earlier visit: the
      // pages ask for them at first paint, and this time they are slow.
      await page.addInitScript((key) => {
        localStorage.setItem(key, '1');
      }, WEB_FONTS_STORAGE_KEY);
      const moved: string[] = [];
      for (const path of FONT_LATE_PAGES) {
        await page.unroute('**/*.woff2');
        const fonts = await holdRequests(page, '**/*.woff2');
        // The held fonts keep the load event back: wait for the DOM only.
        await page.goto(url(path), {waitUntil: 'domcontentloaded'});
        await hydrated(page);
        await fonts.requested;
        // What the page draws after loading (search results, the
        // playground's editor) moves it too: let that finish first.
        await layoutSettled(page);
        const released = await page.evaluate(() => performance.now());
        await fonts.release();
        await fontsReady(page);
        expect(await geistLoaded(page)).toBe(true);
        const shift = await layoutShiftSince(page, released);
        if (shift > FONT_LATE_MAX_SHIFT) {
          moved.push(`${path}: ${shift.toFixed(3)}`);
        }
      }
      expect(moved).toEqual([]);
    });
  }
});
