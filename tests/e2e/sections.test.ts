/**
 * Section behaviour in a real browser: the API overview's Filter box, the
 * Sdf2d field redirects, the weekly sidebar rules and the one-language
 * pages' language menu.
 */
import {test, expect, type Page} from '@playwright/test';
import {LOCALE_LABEL, activeNavbarItems, chooseLanguage, url} from './site';

test.describe('API overview', () => {
  const cards = (page: Page) => page.locator('article li h3').allTextContents();

  test('lists the section and filters it as the reader types', async ({
    page,
  }) => {
    await page.goto(url('/api/'));
    const all = await cards(page);
    expect(all).toEqual(
      expect.arrayContaining([
        'Command Line Interface',
        'smoothstep',
        'aa (float)',
      ]),
    );
    const box = page.getByLabel('Filter');
    expect(await box.getAttribute('placeholder')).toBe('Enter keyword');

    await box.fill('FILL-KEEP');
    await page.waitForFunction(
      () => document.querySelectorAll('article li h3').length < 10,
    );
    const filtered = await cards(page);
    expect(filtered).toEqual(
      expect.arrayContaining(['fill_keep', 'fill_keep_premul']),
    );
    expect(filtered).not.toContain('circle');

    await box.fill('no such api at all');
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('status').textContent()).toBe(
      'No matching API found',
    );
    expect(await cards(page)).toEqual([]);
  });

  test("shows each page's summary on its card, without the headings every page of its group has", async ({
    page,
  }) => {
    await page.goto(url('/api/'));
    const card = page.locator('article li', {
      has: page.locator('h3', {hasText: /^circle$/}),
    });
    expect(await card.locator('p').textContent()).toMatch(/circle/i);
    for (const boilerplate of ['Signature', 'Parameters', 'Example']) {
      expect(
        await card.getByRole('link', {name: boilerplate, exact: true}).count(),
      ).toBe(0);
    }
  });

  test('is translated in Chinese', async ({page}) => {
    await page.goto(url('/zh/api/'));
    expect(await page.getByLabel('筛选').getAttribute('placeholder')).toBe(
      '输入关键词',
    );
  });

  test('marks the API navbar item on API pages', async ({page}) => {
    await page.goto(url('/api/Sdf2d/methods/draw/fill'));
    const active = await activeNavbarItems(page);
    expect(active).toEqual(['API']);
  });
});

test.describe('Sdf2d field pages', () => {
  test('are titled with their type and reached from the older path', async ({
    page,
  }) => {
    await page.goto(url('/api/Sdf2d/fields/aa%20(float)'));
    await page.waitForURL(url('/api/Sdf2d/fields/aa'));
    expect(await page.locator('article h1').textContent()).toBe('aa (float)');
  });
});

test.describe('weekly reports', () => {
  const sidebar = (page: Page) => page.locator('aside nav[aria-label]');

  test('dated reports have no sidebar', async ({page}) => {
    for (const path of [
      '/weekly/makepad/20250421',
      '/weekly/makepad/20250518',
      '/zh/weekly/moly/20250518',
    ]) {
      await page.goto(url(path));
      await page.locator('article h1').waitFor();
      expect(await sidebar(page).count()).toBe(0);
    }
  });

  test('the checklist has the sidebar grouped by project', async ({page}) => {
    await page.goto(url('/weekly/robrix/code-review-checklist'));
    const nav = sidebar(page);
    expect(await nav.locator('h3').allTextContents()).toEqual([
      'Makepad reports',
      'Robrix',
      'Moly',
    ]);
    expect(
      await nav.getByRole('link', {name: 'Overview'}).getAttribute('href'),
    ).toBe('/weekly/');
  });

  test('the overview groups the reports and marks its navbar item', async ({
    page,
  }) => {
    await page.goto(url('/weekly/'));
    expect(await page.locator('main h2').allTextContents()).toEqual([
      'Makepad reports',
      'Robrix',
      'Moly',
    ]);
    const active = await activeNavbarItems(page);
    expect(active).toEqual(['This week in Our Team']);
  });

  test('publishes RSS and Atom feeds in both languages', async () => {
    for (const path of [
      '/weekly/rss.xml',
      '/weekly/atom.xml',
      '/zh/weekly/rss.xml',
      '/zh/weekly/atom.xml',
    ]) {
      const response = await fetch(url(path));
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('/weekly/makepad/20250518');
    }
  });
});

test.describe('pages in one language only', () => {
  test('the language menu leads to the other language’s fallback page', async ({
    page,
  }) => {
    await page.goto(url('/examples/image_viewer_app'));
    await chooseLanguage(page, LOCALE_LABEL.zh);
    await page.waitForURL(url('/zh/examples/introduction'));

    await page.goto(url('/zh/guide/quick-start/app-examples'));
    await chooseLanguage(page, LOCALE_LABEL.en);
    await page.waitForURL(url('/guide/start/introduction'));
  });

  test('the Chinese guide sidebar starts with the quick-start tutorial', async ({
    page,
  }) => {
    await page.goto(url('/zh/guide/quick-start/image-viewer-app/adding-state'));
    const first = page
      .locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu > li')
      .first();
    expect(await first.locator('> div .menu__link').first().textContent()).toBe(
      '实战教程',
    );
    const current = page.locator(
      '.theme-doc-sidebar-container .theme-doc-sidebar-menu a[aria-current="page"]',
    );
    expect(await current.textContent()).toMatch(/^6\. /);
  });

  test('the English examples sidebar lists the image viewer, the Chinese one does not', async ({
    page,
  }) => {
    await page.goto(url('/examples/introduction'));
    expect(
      await page
        .locator(
          '.theme-doc-sidebar-container .theme-doc-sidebar-menu a[href="/examples/image_viewer_app"]',
        )
        .count(),
    ).toBe(1);
    await page.goto(url('/zh/examples/introduction'));
    expect(
      await page
        .locator(
          '.theme-doc-sidebar-container .theme-doc-sidebar-menu a[href*="image_viewer_app"]',
        )
        .count(),
    ).toBe(0);
  });
});
