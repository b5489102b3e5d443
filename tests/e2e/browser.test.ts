/**
 * What a reader does in a real browser: unknown paths, the path rules of
 * CONTRIBUTING.md, the navbar, the language menu, the sidebar and the theme.
 * The 404 page and the locale redirect are checked on both servers of
 * HOSTS: as the hosting config answers and as GitHub Pages, where the site
 * is published, answers (MAINTAINERS.md, What GitHub Pages does differently).
 */
import {test, expect, type Browser, type Page} from '@playwright/test';
import {LOCALE_REDIRECT_STORAGE_KEY} from '../../src/data/site';
import {
  HOSTS,
  HTML_LANG,
  LOCALE_LABEL,
  activeNavbarItems,
  animationsEnded,
  chooseLanguage,
  hydratedTitle,
  url,
  hydrated,
} from './site';

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

async function expectNotFound(page: Page, home: string) {
  await page.locator('main h1').waitFor();
  expect(await page.locator('main h1').textContent()).toBe('PAGE NOT FOUND');
  expect(await page.getByText('404', {exact: true}).count()).toBe(1);
  expect(await hydratedTitle(page)).toBe('404 | Makepad Book');
  const link = page.getByRole('link', {name: 'Take me home'});
  expect(await link.getAttribute('href')).toBe(home);
  expect(await page.locator('.theme-doc-toc-desktop').count()).toBe(0);
}

for (const host of HOSTS) {
  test.describe(`404 page, served as ${host.label}`, () => {
    test('shows for an unknown path, with status 404', async ({page}) => {
      const response = await page.goto(host.url('/no/such/page'));
      expect(response?.status()).toBe(404);
      await page.locator('main h1').waitFor();
      await expectNotFound(page, '/');
    });

    test('sends an English path of a Chinese-only page to its /zh/ page', async ({
      page,
    }) => {
      await page.goto(host.url('/guide/quick-start/app-examples?q=1#top'));
      await page.waitForURL(
        host.landing('/zh/guide/quick-start/app-examples?q=1#top'),
      );
      await page.locator('article h1').waitFor();
      expect(await htmlLang(page)).toBe(HTML_LANG.zh);
    });

    if (host.name === 'host') {
      test('keeps a Chinese reader on the Chinese 404 when no page has that path', async ({
        page,
      }) => {
        const response = await page.goto(host.url('/zh/no/such/page?q=1'));
        expect(response?.status()).toBe(404);
        await page.locator('main h1').waitFor();
        expect(await htmlLang(page)).toBe(HTML_LANG.zh);
        expect(page.url()).toBe(host.url('/zh/no/such/page?q=1'));
        expect(await page.locator('main h1').textContent()).toBe('页面未找到');
        expect(
          await page
            .getByRole('link', {name: '带我回首页'})
            .getAttribute('href'),
        ).toBe('/zh/');
      });

      test('sends a /zh path whose page exists only without the prefix there', async ({
        page,
      }) => {
        await page.goto(host.url('/zh/examples/image_viewer_app?q=1'));
        await page.waitForURL(host.url('/examples/image_viewer_app?q=1'));
        await page.locator('article h1').waitFor();
        expect(await htmlLang(page)).toBe(HTML_LANG.en);
      });
    } else {
      // GitHub Pages answers every unknown path with the root 404.html: the
      // English app, which has no rule for the /zh/ prefix.
      test('shows the English 404 for an unknown /zh/ path: GitHub Pages has one 404 page', async ({
        page,
      }) => {
        const response = await page.goto(host.url('/zh/no/such/page?q=1'));
        expect(response?.status()).toBe(404);
        expect(page.url()).toBe(host.url('/zh/no/such/page?q=1'));
        await expectNotFound(page, '/');
        expect(await htmlLang(page)).toBe(HTML_LANG.en);
      });

      test('leaves a /zh path of an English-only page on that 404', async ({
        page,
      }) => {
        const response = await page.goto(
          host.url('/zh/examples/image_viewer_app?q=1'),
        );
        expect(response?.status()).toBe(404);
        await expectNotFound(page, '/');
        expect(page.url()).toBe(host.url('/zh/examples/image_viewer_app?q=1'));
      });
    }
  });
}

test.describe('path rules', () => {
  for (const [from, to, title, lang] of [
    [
      '/contribute/dev-setup.html',
      '/contribute/dev-setup',
      'Development Environment Setup',
      HTML_LANG.en,
    ],
    [
      '/zh/contribute/dev-setup.html',
      '/zh/contribute/dev-setup',
      '开发环境搭建',
      HTML_LANG.zh,
    ],
  ] as const) {
    test(`the server sends ${from} to its clean URL, with or without JavaScript`, async ({
      page,
      browser,
    }) => {
      const response = await fetch(url(from), {redirect: 'manual'});
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(to);

      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(url(from));
      await page.waitForURL(url(to));
      expect(await page.locator('article h1').textContent()).toBe(title);
      expect(await htmlLang(page)).toBe(lang);
      expect(errors).toEqual([]);

      const context = await browser.newContext({javaScriptEnabled: false});
      const noJs = await context.newPage();
      const first = await noJs.goto(url(from));
      expect(first?.status()).toBe(200);
      expect(noJs.url()).toBe(url(to));
      expect(await noJs.locator('article h1').textContent()).toBe(title);
      await context.close();
    });
  }

  test('turns /index into / through a static redirect, even without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const noJs = await context.newPage();
    await noJs.goto(url('/contribute/index'));
    await noJs.waitForURL(url('/contribute/'));
    expect(await noJs.locator('article h1').textContent()).toBe(
      'Contributing Guidelines',
    );
    await noJs.goto(url('/zh/contribute/index'));
    await noJs.waitForURL(url('/zh/contribute/'));
    expect(await noJs.locator('article h1').textContent()).toBe('贡献指南');
    for (const [from, to] of [
      ['/api/index', '/api/'],
      ['/weekly/index', '/weekly/'],
      ['/zh/weekly/index', '/zh/weekly/'],
      ['/index', '/'],
    ] as const) {
      await noJs.goto(url(from));
      await noJs.waitForURL(url(to));
    }
    await context.close();
  });

  test('turns /index into / on the client where no redirect page exists', async ({
    page,
  }) => {
    await page.goto(url('/guide/start/introduction/index'));
    await page.waitForURL(url('/guide/start/introduction/'));
    expect(await page.locator('article h1').textContent()).toBe('Introduction');
  });
});

test.describe('navbar', () => {
  test('marks the section of the current page', async ({page}) => {
    await page.goto(url('/guide/start/makepad-studio'));
    expect(await activeNavbarItems(page)).toEqual(['Guide']);
    await page.goto(url('/contribute/dev-setup'));
    expect(await activeNavbarItems(page)).toEqual(['Contribute']);
    await page.goto(url('/zh/examples/introduction'));
    expect(await activeNavbarItems(page)).toEqual(['示例']);
  });

  test('links to Makepad on GitHub', async ({page}) => {
    await page.goto(url('/'));
    // (The closed menu drawer holds a hidden copy of the navbar items.)
    const github = page.locator('.navbar__inner a.navbar-github-link');
    expect(await github.getAttribute('href')).toBe(
      'https://github.com/makepad/makepad',
    );
  });
});

test.describe('language menu', () => {
  test('keeps the reader on the same page', async ({page}) => {
    await page.goto(url('/guide/start/makepad-studio'));
    await chooseLanguage(page, LOCALE_LABEL.zh);
    await page.waitForURL(url('/zh/guide/start/makepad-studio'));
    expect(await htmlLang(page)).toBe(HTML_LANG.zh);

    await chooseLanguage(page, LOCALE_LABEL.en);
    await page.waitForURL(url('/guide/start/makepad-studio'));
    expect(await htmlLang(page)).toBe(HTML_LANG.en);
  });

  test('keeps the section the reader was at: both languages share heading ids', async ({
    page,
  }) => {
    const section = '/guide/layout-system/turtle-draw-layout#walk-and-layout';
    await page.goto(url(section));
    await chooseLanguage(page, LOCALE_LABEL.zh);
    await page.waitForURL(url(`/zh${section}`));
    const heading = page.locator('article h2#walk-and-layout');
    expect(await heading.textContent()).toContain('Walk 与 Layout');
    await page.waitForFunction(
      () =>
        Math.abs(
          document.getElementById('walk-and-layout')!.getBoundingClientRect()
            .top,
        ) < 200,
    );
  });
});

test.describe('sidebar', () => {
  // The sidebar column (up to 1280 px the closed menu drawer holds a hidden
  // copy of the sidebar).
  const sidebar = (page: Page) =>
    page
      .locator('.theme-doc-sidebar-container')
      .getByRole('navigation', {name: 'Docs sidebar'});

  test('shows the groups expanded, with the current page active', async ({
    page,
  }) => {
    await page.goto(url('/guide/start/tutorial-ui-zoo'));
    const groups = sidebar(page).locator('[aria-expanded]');
    expect(await groups.count()).toBeGreaterThan(1);
    for (const state of await groups.evaluateAll((els) =>
      els.map((el) => el.getAttribute('aria-expanded')),
    )) {
      expect(state).toBe('true');
    }
    const current = sidebar(page).locator('a[aria-current="page"]');
    expect(await current.textContent()).toBe('Tutorial: UI Zoo');
  });

  test('collapses a group on click', async ({page}) => {
    await page.goto(url('/guide/start/introduction'));
    await hydrated(page);
    const group = sidebar(page).getByRole('button', {name: 'Start'});
    const member = sidebar(page).getByRole('link', {name: 'Makepad Studio'});
    await member.waitFor();
    await group.click();
    await page.waitForFunction(
      (el) => el?.getAttribute('aria-expanded') === 'false',
      await group.elementHandle(),
    );
    await member.waitFor({state: 'hidden'});
  });
  for (const path of [
    '/api/Sdf2d/methods/draw/primitives/circle',
    '/zh/guide/quick-start/image-viewer-app/loading-images',
  ]) {
    test(`shows the current page of a long sidebar on ${path}, on load and after navigating`, async ({
      page,
    }) => {
      const inView = () =>
        page.waitForFunction(() => {
          const list = document.querySelector(
            '.theme-doc-sidebar-container nav.menu',
          );
          const link = list?.querySelector('a[aria-current="page"]');
          if (!list || !link) {
            return false;
          }
          const outer = list.getBoundingClientRect();
          const inner = link.getBoundingClientRect();
          return inner.top >= outer.top && inner.bottom <= outer.bottom;
        });
      await page.setViewportSize({width: 1400, height: 900});
      await page.goto(url(path));
      await inView();
      // The reader scrolls the list away, then follows the pager.
      await page.evaluate(() => {
        document.querySelector(
          '.theme-doc-sidebar-container nav.menu',
        )!.scrollTop = 0;
      });
      const next = page.locator('.pagination-nav__link--next');
      const nextTitle = await next
        .locator('.pagination-nav__label')
        .textContent();
      await next.click();
      await page.waitForFunction(
        (title) =>
          document.querySelector(
            '.theme-doc-sidebar-container a[aria-current="page"]',
          )?.textContent === title,
        nextTitle,
      );
      await inView();
    });
  }
});

test.describe('theme', () => {
  test('switches to the other theme on a click and keeps it after a reload', async ({
    page,
  }) => {
    await page.goto(url('/'));
    const html = page.locator('html');
    const before = await html.getAttribute('data-theme');
    const after = before === 'dark' ? 'light' : 'dark';
    // The toggle has two states, dark and light (the original
    // three-state cycle through the system mode is gone).
    const toggle = page.getByRole('button', {
      name: /^Switch between dark and light mode/,
    });
    await hydrated(page);
    await toggle.click();
    await page.waitForFunction(
      (mode) => document.documentElement.dataset.theme === mode,
      after,
    );
    await page.reload();
    await page
      .locator('.navbar__inner')
      .getByRole('button', {name: /^Switch between dark and light mode/})
      .waitFor();
    expect(await html.getAttribute('data-theme')).toBe(after);
  });
});

test.describe('search', () => {
  const firstOption = (page: Page) => page.getByRole('option').first();
  // The navbar's Search button opens the search panel (tests/e2e/search.test.ts).
  async function openSearch(page: Page, label: RegExp) {
    await hydrated(page);
    await page.getByRole('button', {name: label}).click();
    return page.getByRole('combobox');
  }

  test('finds a page and opens it with Enter', async ({page}) => {
    await page.goto(url('/guide/start/introduction'));
    const box = await openSearch(page, /^Search\b/);
    expect(await box.getAttribute('placeholder')).toBe('Search Docs');
    await box.fill('smoothstep');
    await firstOption(page).waitFor();
    expect(await firstOption(page).textContent()).toContain('smoothstep');
    expect(await page.getByRole('option').count()).toBeLessThanOrEqual(7);
    await box.press('Enter');
    await page.waitForURL(url('/api/Sdf2d/builtin/smoothstep'));
  });

  test('searches the Chinese pages in Chinese', async ({page}) => {
    await page.goto(url('/zh/'));
    const box = await openSearch(page, /^搜索文档/);
    expect(await box.getAttribute('placeholder')).toBe('搜索文档');
    await box.fill('海龟');
    await firstOption(page).waitFor();
    expect(await firstOption(page).textContent()).toContain('海龟布局');
  });

  test('says when nothing matches', async ({page}) => {
    await page.goto(url('/'));
    const box = await openSearch(page, /^Search\b/);
    await box.fill('qqqzzzxx');
    const empty = page.getByText('No results for "qqqzzzxx"');
    await empty.waitFor();
    expect(await empty.count()).toBe(1);
    expect(
      await page.getByText('Please try again with a different keyword').count(),
    ).toBe(1);
  });
});

test.describe('doc layout', () => {
  test('has the outline title, pager labels, last-updated line and edit link', async ({
    page,
  }) => {
    // CONTRIBUTING.md, Layout: the outline is a column beside the content above 1280 px.
    await page.setViewportSize({width: 1400, height: 800});
    await page.goto(url('/guide/start/makepad-framework'));
    const outline = page.locator('.theme-doc-toc-desktop').locator('xpath=..');
    expect(await outline.locator('p').first().innerText()).toBe('ON THIS PAGE');
    expect(
      await page.locator('.pagination-nav__sublabel').allTextContents(),
    ).toEqual(['Previous Page', 'Next Page']);
    expect(await page.locator('.theme-last-updated').count()).toBe(1);
    expect(
      await page.locator('a.theme-edit-this-page').getAttribute('href'),
    ).toMatch(/\/edit\/main\/docs\/guide\/start\/makepad-framework\.md$/);
  });

  test('is translated in Chinese, with edit links to the translation', async ({
    page,
  }) => {
    await page.goto(url('/zh/guide/start/makepad-framework'));
    expect(
      await page.locator('.pagination-nav__sublabel').allTextContents(),
    ).toEqual(['上一页', '下一页']);
    expect(
      await page.locator('a.theme-edit-this-page').getAttribute('href'),
    ).toMatch(
      /\/i18n\/zh-Hans\/docusaurus-plugin-content-docs\/current\/guide\/start\/makepad-framework\.md$/,
    );
  });

  test('hides the parts named by query parameters set to 0', async ({page}) => {
    await page.setViewportSize({width: 1400, height: 800});
    await page.goto(url('/guide/start/makepad-framework?navbar=0&outline=0'));
    await page.waitForFunction(() =>
      document.documentElement.hasAttribute('data-hide-navbar'),
    );
    expect(await page.locator('.navbar').isVisible()).toBe(false);
    expect(await page.locator('.theme-doc-toc-desktop').isVisible()).toBe(
      false,
    );
    expect(await page.locator('.theme-doc-sidebar-container').isVisible()).toBe(
      true,
    );
    expect(await page.locator('.footer').isVisible()).toBe(true);
  });
});

test.describe('image zoom', () => {
  test('on a phone, shows the image at its natural size and lets the reader pan', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(url('/examples/image_viewer_app'));
    const image = page.locator('article img').first();
    await image.scrollIntoViewIfNeeded();
    const natural = await image.evaluate(
      (element: HTMLImageElement) => element.naturalWidth,
    );
    // A mock-up drawn wider than the phone.
    expect(natural).toBeGreaterThan(390);
    await image.click();
    const dialog = page.locator('[role="dialog"][data-zoom-state="opened"]');
    await dialog.waitFor();
    await animationsEnded(page);
    const box = (await dialog.locator('img').boundingBox())!;
    expect(Math.round(box.width)).toBe(natural);
    // The overlay scrolls sideways over the whole image.
    const panned = await dialog.evaluate((overlay) => {
      const before = overlay.scrollLeft;
      overlay.scrollLeft = 0;
      const left = overlay.scrollLeft;
      overlay.scrollLeft = overlay.scrollWidth;
      return {before, left, right: overlay.scrollLeft};
    });
    expect(panned.before).toBeGreaterThan(0);
    expect(panned.left).toBe(0);
    expect(panned.right).toBe(natural - 390);
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'detached'});
  });

  for (const [width, height] of [[1400, 900]] as const) {
    test(`at ${width} px, zooms a doc image to fill the viewport and closes on Escape`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height});
      await page.goto(url('/examples/image_viewer_app'));
      const image = page.locator('article img').first();
      await image.scrollIntoViewIfNeeded();
      await image.click();
      const dialog = page.locator('[role="dialog"][data-zoom-state]');
      await page.waitForFunction(
        () =>
          document
            .querySelector('[data-zoom-state]')
            ?.getAttribute('data-zoom-state') === 'opened',
      );
      expect(await dialog.count()).toBe(1);
      await animationsEnded(page);
      const box = (await dialog.locator('img').boundingBox())!;
      // As large as fits: as wide or as tall as the viewport, centred.
      expect(
        Math.abs(box.width - width) < 2 || Math.abs(box.height - height) < 2,
      ).toBe(true);
      expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2);
      await page.keyboard.press('Escape');
      await dialog.waitFor({state: 'detached'});
      expect(await dialog.count()).toBe(0);
    });
  }
});

test.describe('home feature grid', () => {
  /** The cards' spans, row by row, and whether every row fills the grid. */
  async function rows(page: Page) {
    return page.locator('li[data-span]').evaluateAll((cards) => {
      const grid = cards[0]?.parentElement?.getBoundingClientRect();
      const byTop = new Map<number, Element[]>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        byTop.set(top, [...(byTop.get(top) ?? []), card]);
      }
      return [...byTop.values()].map((row) => {
        const boxes = row.map((card) => card.getBoundingClientRect());
        return {
          spans: row.map((card) => card.getAttribute('data-span')),
          fills:
            grid !== undefined &&
            Math.abs(Math.min(...boxes.map((b) => b.left)) - grid.left) < 1 &&
            Math.abs(Math.max(...boxes.map((b) => b.right)) - grid.right) < 1,
        };
      });
    });
  }

  test('lays out whole rows of three, or two wide cards, on a wide screen', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(url('/'));
    const found = await rows(page);
    expect(found.length).toBeGreaterThan(1);
    for (const row of found) {
      expect(row.fills).toBe(true);
      const [span] = row.spans;
      expect(row.spans.every((s) => s === span)).toBe(true);
      expect(row.spans).toHaveLength(12 / Number(span));
    }
  });

  test('stacks the cards one per row on a phone', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(url('/zh/'));
    for (const row of await rows(page)) {
      expect(row.spans).toHaveLength(1);
      expect(row.fills).toBe(true);
    }
  });
});

for (const host of HOSTS) {
  test.describe(`locale redirect, served as ${host.label}`, () => {
    /** A browser whose language is `locale`, not taken for a bot. */
    async function visitorContext(browser: Browser, locale: string) {
      const context = await browser.newContext({
        locale,
        userAgent:
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      });
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'webdriver', {
          get: () => false,
        });
      });
      return context;
    }

    /** A first visit from a browser whose language is `locale`, not a bot. */
    async function firstVisit(browser: Browser, locale: string, path: string) {
      const context = await visitorContext(browser, locale);
      const visitor = await context.newPage();
      await visitor.goto(host.url(path));
      // The redirect marks the visit as done when it decides.
      await visitor.waitForFunction(
        (key) => localStorage.getItem(key) !== null,
        LOCALE_REDIRECT_STORAGE_KEY,
      );
      return {visitor, context};
    }

    test('takes a first visit to the same page in the browser language', async ({
      browser,
    }) => {
      const {visitor, context} = await firstVisit(
        browser,
        'en-US',
        '/zh/api/commands',
      );
      await visitor.waitForURL(host.landing('/api/commands'));
      expect(await htmlLang(visitor)).toBe(HTML_LANG.en);
      await context.close();
    });

    for (const [locale, from, to] of [
      ['en-US', '/zh/api/commands', '/api/commands'],
      ['zh-CN', '/guide/widget/themes', '/zh/guide/widget/themes'],
    ] as const) {
      test(`decides before the page paints: a ${locale} reader never sees ${from}`, async ({
        browser,
      }) => {
        const context = await visitorContext(browser, locale);
        await context.addInitScript(() => {
          // What each page painted before it was left, kept for the test.
          addEventListener('pagehide', () => {
            const painted = performance
              .getEntriesByType('paint')
              .map((entry) => entry.name);
            sessionStorage.setItem(
              `painted ${location.pathname}`,
              JSON.stringify(painted),
            );
          });
        });
        const visitor = await context.newPage();
        await visitor.goto(host.url(from));
        await visitor.waitForURL(host.landing(to));
        // The page the link named, where the server answered it.
        const named = new URL(host.landing(from)).pathname;
        const painted = await visitor.evaluate(
          (key) => sessionStorage.getItem(key),
          `painted ${named}`,
        );
        // No content of the page the link named was ever shown.
        expect(JSON.parse(painted ?? 'null')).not.toContain(
          'first-contentful-paint',
        );
        expect(painted).not.toBeNull();
        await context.close();
      });
    }

    for (const [locale, path, lang] of [
      [
        'en-US',
        '/zh/guide/quick-start/image-viewer-app/adding-state',
        HTML_LANG.zh,
      ],
      ['zh-CN', '/examples/image_viewer_app', HTML_LANG.en],
    ] as const) {
      test(`keeps a ${locale} reader on ${path}, which has no twin in their language`, async ({
        browser,
      }) => {
        const {visitor, context} = await firstVisit(browser, locale, path);
        // A redirect, had one been decided, would still be loading.
        await visitor.waitForLoadState('networkidle');
        expect(visitor.url()).toBe(host.landing(path));
        expect(await htmlLang(visitor)).toBe(lang);
        await context.close();
      });
    }
  });
}
