/**
 * Reading with JavaScript off (CONTRIBUTING.md, Without JavaScript): a
 * sample of pages in both languages, at a width of each layout range, read
 * in a browser that runs no script. Content, navbar links, sidebar and
 * outline are there and work; controls that need JavaScript are hidden; tab
 * panels and diagram sources show.
 */
import {
  test,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import {
  MENU_MAX_WIDTH,
  MOBILE_MAX_WIDTH,
  OUTLINE_MENU_MAX_WIDTH,
} from '../../src/data/breakpoints';
import {NEEDS_JS_ATTRIBUTE} from '../../src/data/noJs';
import {LOCALE_LABEL, chooseLanguage, url, hydrated} from './site';

/** A width inside each layout range, widest first. */
const WIDTHS = {
  wide: OUTLINE_MENU_MAX_WIDTH + 120,
  medium: MENU_MAX_WIDTH + 80,
  narrow: MOBILE_MAX_WIDTH + 80,
  mobile: 390,
} as const;

type Sample = {
  path: string;
  /** The page has a docs or weekly sidebar. */
  sidebar: boolean;
  /** The page has an outline. */
  outline: boolean;
};

const SAMPLES: Sample[] = [
  {path: '/', sidebar: false, outline: false},
  {path: '/zh/', sidebar: false, outline: false},
  {
    path: '/guide/start/makepad-framework-architecture',
    sidebar: true,
    outline: true,
  },
  {
    path: '/zh/guide/start/makepad-framework-architecture',
    sidebar: true,
    outline: true,
  },
  {
    path: '/zh/guide/quick-start/image-viewer-app/handling-events',
    sidebar: true,
    outline: true,
  },
  {
    path: '/api/Sdf2d/methods/draw/primitives/box',
    sidebar: true,
    outline: true,
  },
  {path: '/weekly/', sidebar: true, outline: false},
  {path: '/zh/weekly/makepad/20250518', sidebar: false, outline: true},
  {path: '/contribute/dev-setup', sidebar: true, outline: true},
];

// Each group's tests read one page opened in its beforeAll: in order, in
// one worker (playwright.config.ts runs other files fully parallel).
test.describe.configure({mode: 'default'});

/** A context without JavaScript per width, for the pages of this file. */
const contexts = new Map<number, BrowserContext>();

async function open(
  browser: Browser,
  width: number,
  path: string,
): Promise<Page> {
  let context = contexts.get(width);
  if (!context) {
    context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: {width, height: 900},
    });
    contexts.set(width, context);
  }
  const page = await context.newPage();
  await page.goto(url(encodeURI(path)));
  return page;
}

test.afterAll(async () => {
  await Promise.all([...contexts.values()].map((context) => context.close()));
});

const sidebarLinks = (page: Page) =>
  page.locator(
    '.theme-doc-sidebar-container a.menu__link, [data-blog-row] > aside a',
  );
const outlineLinks = (page: Page) =>
  page.locator('[data-outline="column"] a.table-of-contents__link');

const CASES = SAMPLES.flatMap((sample) =>
  Object.entries(WIDTHS).map(
    ([range, width]) => [sample.path, range, width, sample] as const,
  ),
);

for (const [path, range, width, sample] of CASES) {
  test.describe(`${path} at ${range} width (${width} px)`, () => {
    let page: Page;
    test.beforeAll(async ({browser}) => {
      page = await open(browser, width, path);
    });
    test.afterAll(async () => {
      await page.close();
    });

    test('runs no script and shows the content', async () => {
      expect(
        await page.evaluate(
          () =>
            document.documentElement.getAttribute('data-has-hydrated') ===
            'true',
        ),
      ).toBe(false);
      const title = page.getByRole('heading', {level: 1}).first();
      expect(await title.isVisible()).toBe(true);
      expect((await title.textContent())?.trim()).not.toBe('');
    });

    test('shows every navbar link and hides the controls that need JavaScript', async () => {
      const links = page.locator(
        '.navbar__items:not(.navbar__items--right) a.navbar__link',
      );
      expect(await links.count()).toBeGreaterThan(3);
      for (const link of await links.all()) {
        expect(await link.isVisible()).toBe(true);
      }
      const controls = page.locator(`[${NEEDS_JS_ATTRIBUTE}]`);
      expect(await controls.count()).toBeGreaterThan(0);
      for (const control of await controls.all()) {
        expect(await control.isVisible()).toBe(false);
      }
    });

    if (sample.sidebar) {
      test('shows the sidebar with the current page', async () => {
        const links = sidebarLinks(page);
        expect(await links.count()).toBeGreaterThan(1);
        for (const link of (await links.all()).slice(0, 5)) {
          expect(await link.isVisible()).toBe(true);
        }
      });
    }

    if (sample.outline) {
      test('shows the outline, whose links reach their headings', async () => {
        const links = outlineLinks(page);
        expect(await links.count()).toBeGreaterThan(1);
        const last = links.last();
        expect(await last.isVisible()).toBe(true);
        const href = await last.getAttribute('href');
        await last.click();
        expect(decodeURIComponent(new URL(page.url()).hash)).toBe(href);
        const heading = page.locator(`[id="${href?.slice(1)}"]`);
        expect(await heading.isVisible()).toBe(true);
        const box = await heading.boundingBox();
        expect(box && box.y >= 0 && box.y < 900).toBe(true);
      });
    }
  });
}

test.describe('links lead on without JavaScript', () => {
  test('a navbar link at the mobile width opens its section', async ({
    browser,
  }) => {
    const page = await open(browser, WIDTHS.mobile, '/zh/');
    await page
      .locator('.navbar__items:not(.navbar__items--right)')
      .getByRole('link', {name: 'API', exact: true})
      .click();
    await page.waitForURL(url('/zh/api/'));
    expect(await page.locator('main h1').first().textContent()).toContain(
      'API',
    );
    await page.close();
  });

  test('a sidebar link below the content at the narrow width opens that page', async ({
    browser,
  }) => {
    const page = await open(
      browser,
      WIDTHS.narrow,
      '/guide/start/makepad-framework-architecture',
    );
    const link = page
      .locator('.theme-doc-sidebar-container')
      .getByRole('link', {name: 'Makepad Studio', exact: true});
    const content = await page.locator('article').boundingBox();
    const place = await link.boundingBox();
    // The sidebar follows the content.
    expect(place!.y).toBeGreaterThan(content!.y + content!.height - 1);
    await link.click();
    await page.waitForURL(url('/guide/start/makepad-studio'));
    expect(await page.locator('article h1').textContent()).toBe(
      'Makepad Studio',
    );
    await page.close();
  });

  test('the language menu switches to Chinese', async ({browser}) => {
    const page = await open(
      browser,
      WIDTHS.mobile,
      '/guide/start/introduction',
    );
    await chooseLanguage(page, LOCALE_LABEL.zh, {javaScript: false});
    await page.waitForURL(url('/zh/guide/start/introduction'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(
      'zh-Hans',
    );
    await page.close();
  });
});

test.describe('parts drawn by JavaScript have a stand-in', () => {
  test('every tab panel shows under its label', async ({browser}) => {
    for (const path of ['/contribute/dev-setup', '/zh/contribute/dev-setup']) {
      const page = await open(browser, WIDTHS.wide, path);
      const panels = page.getByRole('tabpanel', {includeHidden: true});
      expect(await panels.count()).toBeGreaterThan(3);
      for (const panel of await panels.all()) {
        expect(await panel.isVisible()).toBe(true);
        const label = panel.locator('[data-no-js-only]').first();
        expect(await label.isVisible()).toBe(true);
        expect((await label.textContent())?.trim()).not.toBe('');
      }
      expect(await page.getByRole('tablist').first().isVisible()).toBe(false);
      await page.close();
    }
  });

  test('a diagram shows its Mermaid source', async ({browser}) => {
    for (const [path, caption] of [
      ['/guide/start/makepad-framework-architecture', 'Diagram source'],
      ['/zh/guide/start/makepad-framework-architecture', '图表源码'],
    ] as const) {
      const page = await open(browser, WIDTHS.medium, path);
      const figure = page.locator('figure[data-no-js-only]').first();
      expect(await figure.isVisible()).toBe(true);
      expect(await figure.locator('figcaption').textContent()).toContain(
        caption,
      );
      expect(await figure.locator('code').textContent()).toContain('-->');
      await page.close();
    }
  });

  test('a diagram source is hidden when JavaScript runs', async ({page}) => {
    await page.goto(url('/guide/start/makepad-framework-architecture'));
    await hydrated(page);
    expect(
      await page.locator('figure[data-no-js-only]').count(),
    ).toBeGreaterThan(0);
    expect(
      await page.locator('figure[data-no-js-only]').first().isVisible(),
    ).toBe(false);
  });
});
