/**
 * The site's look (CONTRIBUTING.md, Look) in Chromium, in both languages and
 * both themes: the hero's buttons and the footer follow the theme, table
 * headers line up with their columns, crate names in tables stay whole
 * while long code values and signatures still fit, a table that scrolls
 * sideways takes the keyboard focus, the home grid and the weekly column
 * at the widths readers reported, content centred with every part hidden,
 * the web font's weight on a page, and text that stays in place when the
 * web font arrives late.
 */
import {test, expect, type Page} from '@playwright/test';
import {THEME_STORAGE_KEY} from '../../src/data/readerSettings';
import {composite, contrastRatio, luminance} from '../../scripts/lib/contrast';
import {holdRequests, url, hydrated} from './site';

const LANGUAGES = [
  {lang: 'en', prefix: ''},
  {lang: 'zh', prefix: '/zh'},
] as const;
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** The most font bytes (woff2, as sent) a page may download for Latin text. */
const FONT_BUDGET_BYTES = 40 * 1024;

/**
 * An English prose page without diagrams, read while Geist is still on its
 * way and again once it has arrived, at a desktop and a phone width: the
 * article's end may move by at most FONT_SWAP_MAX_SHIFT of its height
 * (without the metric-matched fallback face of src/css/custom.css, it moved
 * up 6.5% at 1400 px and 8.5% at 390 px, a layout shift of 0.18).
 */
const FONT_SWAP_PAGE = '/guide/start/introduction';
const FONT_SWAP_WIDTHS = [1400, 390] as const;
const FONT_SWAP_MAX_SHIFT = 0.01;

/** Whether the page has Geist, the site font, loaded. */
function geistLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.fonts].some(
      (font) =>
        /^"?Geist Variable"?$/.test(font.family) && font.status === 'loaded',
    ),
  );
}

/** Where the article ends, in page coordinates (px). */
function articleBottom(page: Page): Promise<number> {
  return page
    .locator('article')
    .first()
    .evaluate(
      (article) => article.getBoundingClientRect().bottom + window.scrollY,
    );
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
      test(`draws the secondary hero buttons as quiet buttons of the ${theme} theme`, async ({
        page,
      }) => {
        await open(page, `${t.prefix}/`, 1280, theme);
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

    test('uses the site font, and downloads at most 40 KB of fonts', async ({
      page,
    }) => {
      const sizes: number[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'font') {
          void response.body().then((body) => sizes.push(body.length));
        }
      });
      await open(page, `${t.prefix}/guide/start/introduction`);
      await page.evaluate(() => document.fonts.ready);
      const family = await page
        .locator('article h1')
        .evaluate((heading) => getComputedStyle(heading).fontFamily);
      expect(family).toMatch(/^"?Geist/);
      expect(family).toMatch(/PingFang SC/);
      expect(await geistLoaded(page)).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(sizes.length).toBeGreaterThan(0);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(
        FONT_BUDGET_BYTES,
      );
    });
  });
}

// Chinese pages draw most of their text in the system's CJK fonts, which
// Geist does not replace: the text that moves when it arrives is Latin.
test.describe('web font (en)', () => {
  for (const width of FONT_SWAP_WIDTHS) {
    test(`keeps English text in place when the site font arrives late, at ${width} px`, async ({
      page,
    }) => {
      // Geist is held back until the page shows its text in the fallback.
      const font = await holdRequests(page, '**/*.woff2');
      await page.setViewportSize({width, height: 800});
      // The held font keeps the load event back: wait for the DOM only.
      await page.goto(url(FONT_SWAP_PAGE), {
        waitUntil: 'domcontentloaded',
      });
      await hydrated(page);
      await font.requested;
      const before = await articleBottom(page);
      await font.release();
      await page.evaluate(() => document.fonts.ready);
      expect(await geistLoaded(page)).toBe(true);
      const after = await articleBottom(page);
      expect(Math.abs(after - before)).toBeLessThanOrEqual(
        before * FONT_SWAP_MAX_SHIFT,
      );
    });
  }
});
