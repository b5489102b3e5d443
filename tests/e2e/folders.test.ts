/**
 * Folder paths (a sidebar group's path, or a URL shortened by hand) lead to
 * the first page under them, in both languages, even without JavaScript.
 */
import {test, expect, type BrowserContext} from '@playwright/test';
import {parentFolders} from '../../src/lib/folderRedirects';
import {HTML_LANG, readRoutes, url} from './site';

const routes = readRoutes();
const pages = new Set(routes.map((r) => r.path.replace(/\/?$/, '/')));

/** Every folder above a route of routes.tsv that is not a page itself. */
const folders = [
  ...new Set(routes.flatMap((r) => parentFolders(r.path))),
].filter((folder) => !pages.has(folder));

// The tests share one context without JavaScript, opened in beforeAll: in
// order, in one worker (playwright.config.ts runs other files fully
// parallel).
test.describe.configure({mode: 'default'});
let noJs: BrowserContext;
test.beforeAll(async ({browser}) => {
  noJs = await browser.newContext({javaScriptEnabled: false});
});
test.afterAll(async () => {
  await noJs.close();
});

test.describe('folder paths', () => {
  test('include the tutorial folder and both languages', () => {
    expect(folders).toContain('/zh/guide/quick-start/image-viewer-app/');
    expect(folders).toContain('/api/Sdf2d/');
    expect(folders).toContain('/zh/api/Sdf2d/methods/draw/');
  });

  test('lead the Chinese tutorial folder to its first step', async ({page}) => {
    await page.goto(url('/zh/guide/quick-start/image-viewer-app/'));
    await page.waitForURL(
      url('/zh/guide/quick-start/image-viewer-app/introduction'),
    );
    expect(await page.locator('html').getAttribute('lang')).toBe(HTML_LANG.zh);
  });

  for (const folder of folders) {
    test(`${folder} leads to a page under it, without JavaScript`, async () => {
      const page = await noJs.newPage();
      await page.goto(url(folder));
      await page.waitForURL((u) => u.pathname !== folder);
      const landed = new URL(page.url()).pathname;
      expect(landed.startsWith(folder)).toBe(true);
      expect(routes.some((r) => r.path === landed)).toBe(true);
      expect(await page.locator('article h1').count()).toBe(1);
      await page.close();
    });
  }
});
