/**
 * The search panel (CONTRIBUTING.md, Search) as a reader uses it, in both
 * languages, at desktop and mobile widths, against the production build
 * and its real search index.
 */
import {test, expect, type Page} from '@playwright/test';
import {
  SEARCH_INDEX_FETCH_ERROR,
  SEARCH_RESULT_LIMIT,
} from '../../src/data/search';
import {RELEVANCE} from '../searchQueries';
import {
  chooseLanguage,
  layoutShiftSince,
  nextFrames,
  recordLayoutShifts,
  url,
} from './site';

type Lang = 'en' | 'zh';
const LABEL: Record<Lang, RegExp> = {en: /^Search\b/, zh: /^搜索文档/};
const HOME: Record<Lang, string> = {
  en: '/guide/start/introduction',
  zh: '/zh/guide/start/introduction',
};
const WIDTHS = {
  desktop: {width: 1280, height: 800},
  mobile: {width: 390, height: 844},
};

/** Opens a page once the search button is hydrated and listening. */
async function open(p: Page, path: string): Promise<void> {
  await p.goto(url(path));
  await p.waitForSelector('[data-platform-known="true"]', {state: 'attached'});
  // Effects (the Ctrl+K listener) have run by the second frame.
  await nextFrames(p);
}

const searchButton = (p: Page, lang: Lang) =>
  p.getByRole('button', {name: LABEL[lang]});
const dialog = (p: Page) => p.getByRole('dialog');
const input = (p: Page) => p.getByRole('combobox');
const options = (p: Page) => p.getByRole('option');

/** Types `query` and waits until the panel answers that very query. */
async function search(p: Page, query: string): Promise<void> {
  await input(p).fill(query);
  await p.waitForFunction(
    (q) => {
      const panel = document.querySelector('[role="dialog"]');
      const box = document.querySelector<HTMLInputElement>('[role="combobox"]');
      return (
        panel?.getAttribute('data-search-status') === 'done' && box?.value === q
      );
    },
    query,
    {timeout: 20_000},
  );
}

/** Path of the n-th result's link, without the site's origin. */
async function resultPath(p: Page, n = 0): Promise<string> {
  const href = await options(p).nth(n).getAttribute('href');
  return new URL(href ?? '', url('/')).pathname.replace(/(.)\/$/, '$1');
}

async function selectedIndex(p: Page): Promise<number> {
  return options(p).evaluateAll((items) =>
    items.findIndex((item) => item.getAttribute('aria-selected') === 'true'),
  );
}

for (const lang of ['en', 'zh'] as const) {
  test.describe(`search button and panel (${lang})`, () => {
    test('shows the label and the Ctrl K hint; Ctrl+K opens and closes the panel', async ({
      page,
    }) => {
      await open(page, HOME[lang]);
      const button = searchButton(page, lang);
      await button.locator('kbd').first().waitFor();
      expect((await button.innerText()).replace(/\s+/g, ' ')).toBe(
        `${lang === 'en' ? 'Search' : '搜索文档'} Ctrl K`,
      );
      await page.keyboard.press('Control+k');
      await dialog(page).waitFor();
      expect(
        await input(page).evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await page.keyboard.press('Control+k');
      await dialog(page).waitFor({state: 'detached'});
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
    });

    test('closes on Escape and on a click on the mask, focus back on the button', async ({
      page,
    }) => {
      await open(page, HOME[lang]);
      const button = searchButton(page, lang);
      await button.click();
      await dialog(page).waitFor();
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({state: 'detached'});
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
      await button.click();
      await page.mouse.click(10, 300); // left of the panel: the mask
      await dialog(page).waitFor({state: 'detached'});
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
    });

    test('keeps Tab and Shift+Tab inside the panel', async ({page}) => {
      await open(page, HOME[lang]);
      await searchButton(page, lang).click();
      await search(page, lang === 'en' ? 'layout' : '布局');
      const inside = () =>
        page.evaluate(() =>
          Boolean(document.activeElement?.closest('[role="dialog"]')),
        );
      for (const key of [
        'Tab',
        'Tab',
        'Tab',
        'Shift+Tab',
        'Shift+Tab',
        'Shift+Tab',
      ]) {
        await page.keyboard.press(key);
        expect(await inside()).toBe(true);
      }
    });

    test('says when nothing matches, in the reader’s language', async ({
      page,
    }) => {
      await open(page, HOME[lang]);
      await searchButton(page, lang).click();
      await search(page, 'qqqzzzxx');
      const status = page.getByRole('status');
      expect(
        (await status.locator('p').allInnerTexts()).map((t) => t.trim()),
      ).toEqual(
        lang === 'en'
          ? [
              'No results for "qqqzzzxx"',
              'Please try again with a different keyword',
            ]
          : ['未搜索到相关结果：“qqqzzzxx”', '请换一个关键词再试'],
      );
      expect(await options(page).count()).toBe(0);
    });
  });
}

for (const [lang, width] of [
  ['en', 'desktop'],
  ['zh', 'desktop'],
  ['en', 'mobile'],
  ['zh', 'mobile'],
] as const) {
  test.describe(`searching (${lang}, ${width})`, () => {
    test.beforeEach(({page}) => page.setViewportSize(WIDTHS[width]));

    test('moves the highlight cyclically and opens it with Enter in the same tab', async ({
      page,
    }) => {
      await open(page, HOME[lang]);
      await searchButton(page, lang).click();
      await search(page, lang === 'en' ? 'layout' : '布局');
      const count = await options(page).count();
      expect(count).toBeGreaterThan(2);
      expect(count).toBeLessThanOrEqual(SEARCH_RESULT_LIMIT);
      expect(await selectedIndex(page)).toBe(0);
      await page.keyboard.press('ArrowUp');
      expect(await selectedIndex(page)).toBe(count - 1);
      await page.keyboard.press('ArrowDown');
      expect(await selectedIndex(page)).toBe(0);
      await page.keyboard.press('ArrowDown');
      expect(await selectedIndex(page)).toBe(1);
      const target = await resultPath(page, 1);
      const pages = page.context().pages().length;
      await page.keyboard.press('Enter');
      await page.waitForURL(
        (address) => address.pathname.replace(/(.)\/$/, '$1') === target,
      );
      await dialog(page).waitFor({state: 'detached'});
      expect(page.context().pages()).toHaveLength(pages);
    });

    test(`shows the Cancel button only on narrow screens`, async ({page}) => {
      await open(page, HOME[lang]);
      await searchButton(page, lang).click();
      const cancel = page.getByRole('button', {
        name: lang === 'en' ? 'Cancel' : '取消',
      });
      if (width === 'mobile') {
        await cancel.click();
        await dialog(page).waitFor({state: 'detached'});
        expect(
          await searchButton(page, lang).evaluate(
            (el) => el === document.activeElement,
          ),
        ).toBe(true);
      } else {
        expect(await cancel.isVisible()).toBe(false);
      }
    });
  });
}

test.describe('results', () => {
  test('show snippets of about 100 characters with the searched words marked', async ({
    page,
  }) => {
    await open(page, HOME.en);
    await searchButton(page, 'en').click();
    await search(page, 'turtle');
    const marks = await dialog(page)
      .locator('[data-search-type="content"] mark')
      .allInnerTexts();
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((mark) => /^turtle/i.test(mark))).toBe(true);
    const snippets = await dialog(page)
      .locator('[data-search-type="content"] [data-search-snippet]')
      .allInnerTexts();
    expect(snippets.length).toBeGreaterThan(0);
    for (const snippet of snippets) {
      expect(snippet.length).toBeLessThanOrEqual(110);
    }
  });

  test('are grouped by page, the page title first', async ({page}) => {
    await open(page, HOME.en);
    await searchButton(page, 'en').click();
    await search(page, 'turtle layout');
    const groups = dialog(page).locator('[data-search-page]');
    const pages = await groups.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-search-page')),
    );
    expect(new Set(pages).size).toBe(pages.length);
    const firstTypes = await groups
      .first()
      .locator('[role="option"]')
      .evaluateAll((items) =>
        items.map((item) => item.getAttribute('data-search-type')),
      );
    expect(firstTypes[0]).toBe('title');
  });
});

test.describe('more results', () => {
  test('the panel links to the search page, which lists more than its 7', async ({
    page,
  }) => {
    await open(page, HOME.en);
    await searchButton(page, 'en').click();
    await search(page, 'layout');
    expect(await options(page).count()).toBe(SEARCH_RESULT_LIMIT);
    await dialog(page)
      .getByRole('link', {name: 'See all results for “layout”'})
      .click();
    await page.waitForURL(url('/search?q=layout'));
    await page.locator('main [data-search-page]').first().waitFor();
    expect(await dialog(page).count()).toBe(0);
    expect(
      await page.locator('main [data-search-type]').count(),
    ).toBeGreaterThan(SEARCH_RESULT_LIMIT);
  });

  test('a page whose title is a result shows its title once', async ({
    page,
  }) => {
    await open(page, HOME.en);
    await searchButton(page, 'en').click();
    await search(page, 'button');
    const repeated = await dialog(page)
      .locator('[data-search-page]')
      .evaluateAll((groups) =>
        groups.flatMap((group) => {
          const first = group.querySelector('[role="option"]');
          const header = group.querySelector(':scope > [role="presentation"]');
          const shows = (element: Element | null) =>
            element !== null && element.getBoundingClientRect().width > 1;
          return first?.getAttribute('data-search-type') === 'title' &&
            shows(header) &&
            header?.textContent === first.textContent
            ? [header.textContent]
            : [];
        }),
      );
    const titled = await dialog(page)
      .locator('[data-search-type="title"]')
      .count();
    expect(titled).toBeGreaterThan(0);
    expect(repeated).toEqual([]);
  });
});

test.describe('index loading', () => {
  test('fetches the index after the first paint, without any action', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as typeof window & {__initing?: number};
      new MutationObserver(() => {
        const state = document
          .querySelector('[data-search-index-state]')
          ?.getAttribute('data-search-index-state');
        if (state === 'initing' && w.__initing === undefined) {
          w.__initing = performance.now();
        }
      }).observe(document, {attributes: true, subtree: true, childList: true});
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await open(page, HOME.en);
    const button = searchButton(page, 'en');
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-search-index-state]')
          ?.getAttribute('data-search-index-state') === 'inited',
    );
    const {initing, paint} = await page.evaluate(() => ({
      initing: (window as typeof window & {__initing?: number}).__initing ?? -1,
      paint:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
        Infinity,
    }));
    expect(initing).toBeGreaterThan(paint);
    expect(await button.getAttribute('data-search-index-state')).toBe('inited');
    expect(requests.filter((r) => /\/search-index\.json/.test(r))).toEqual([
      expect.stringMatching(new RegExp(`^${url('/search-index.json')}`)),
    ]);
  });

  for (const [name, intent] of [
    ['hovering the button', (p: Page) => searchButton(p, 'en').hover()],
    ['focusing the button', (p: Page) => searchButton(p, 'en').focus()],
    ['the shortcut', (p: Page) => p.keyboard.press('Control+k')],
  ] as const) {
    test(`fetches the index on first intent: ${name}`, async ({page}) => {
      // A browser that never becomes idle: only the reader's intent fetches.
      await page.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
      await open(page, HOME.en);
      const button = searchButton(page, 'en');
      expect(await button.getAttribute('data-search-index-state')).toBe(
        'initial',
      );
      await intent(page);
      await page.waitForSelector('[data-search-index-state="inited"]');
    });
  }

  test('fetches the other language’s index after a language change', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) =>
      requests.push(new URL(request.url()).pathname),
    );
    await open(page, HOME.en);
    await page.waitForSelector('[data-search-index-state="inited"]');
    await chooseLanguage(page, '简体中文');
    await page.waitForURL(url(HOME.zh));
    await page.waitForSelector('[data-search-index-state="inited"]');
    expect(requests.filter((r) => r.endsWith('search-index.json'))).toEqual([
      '/search-index.json',
      '/zh/search-index.json',
    ]);
    await searchButton(page, 'zh').click();
    await search(page, '动画');
    expect(await resultPath(page)).toBe('/zh/guide/animation-system');
  });

  test('logs the spec message when the index cannot be fetched; the page keeps working', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(message.text());
      }
    });
    await page
      .context()
      .route('**/search-index.json*', (route) => route.abort());
    await open(page, HOME.en);
    await searchButton(page, 'en').click();
    await search(page, 'circle');
    expect(await options(page).count()).toBe(0);
    expect(
      errors.some((text) => text.startsWith(SEARCH_INDEX_FETCH_ERROR)),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('a.pagination-nav__link--next').click();
    await page.waitForURL((address) => address.pathname !== HOME.en);
  });
});

test.describe('unsafe and unusual queries', () => {
  const QUERIES = [
    '<img src=x onerror="window.__xss=1">',
    '"><script>window.__xss=2</script>',
    '.*+?^${}()|[]\\',
    '(?<a>)**',
    '😀 🚀 emoji',
    '海龟布局动画着色器组件系统',
    `${'a'.repeat(5000)} ${'动'.repeat(5000)}`,
  ];

  for (const lang of ['en', 'zh'] as const) {
    test(`are searched as text: no injection, no crash, no hang (${lang})`, async ({
      page,
    }) => {
      const crashes: string[] = [];
      page.on('pageerror', (error) => crashes.push(error.message));
      await open(page, HOME[lang]);
      await searchButton(page, lang).click();
      for (const query of QUERIES) {
        await search(page, query);
        expect(
          await page.evaluate(
            () => (window as typeof window & {__xss?: number}).__xss,
          ),
        ).toBeUndefined();
        expect(await dialog(page).locator('img, script').count()).toBe(0);
      }
      // The panel still answers an ordinary query.
      await search(page, 'circle');
      expect(await resultPath(page)).toBe(
        `${lang === 'zh' ? '/zh' : ''}/api/Sdf2d/methods/draw/primitives/circle`,
      );
      expect(crashes).toEqual([]);
    });
  }
});

for (const lang of ['en', 'zh'] as const) {
  test.describe(`relevance (${lang})`, () => {
    test('puts the page a query names first', async ({page}) => {
      await open(page, HOME[lang]);
      await searchButton(page, lang).click();
      const misses: string[] = [];
      for (const [query, expected] of RELEVANCE[lang]) {
        await search(page, query);
        const first =
          (await options(page).count()) > 0 ? await resultPath(page) : '';
        if (first !== expected) {
          misses.push(
            `${query} → ${first || 'nothing'} (expected ${expected})`,
          );
        }
      }
      expect(RELEVANCE[lang].length).toBeGreaterThanOrEqual(40);
      expect(misses).toEqual([]);
    });
  });
}

test.describe('search page', () => {
  test('answers /search?q= with the same results as the panel', async ({
    page,
  }) => {
    await open(page, '/search?q=circle');
    await page.waitForSelector('main a[href$="/primitives/circle"]');
    expect(await page.locator('h1').innerText()).toBe(
      'Search results for "circle"',
    );
  });

  test('keeps the page in place while its results arrive, on a phone', async ({
    page,
  }) => {
    await page.setViewportSize(WIDTHS.mobile);
    await recordLayoutShifts(page);
    await open(page, '/search?q=turtle');
    await page.waitForSelector('main a[href*="turtle"]');
    const shift = await layoutShiftSince(page);
    // Before: the footer, on screen under the empty list, moved 0.57.
    expect(shift).toBeLessThanOrEqual(0.01);
  });
});
