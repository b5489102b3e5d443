/**
 * The translation status page is built with the site in both languages and
 * reports the state of the Chinese pages.
 */
import {test, expect} from '@playwright/test';
import {url} from './site';

const PAGES = [
  [
    '/contribute/translation-status',
    /(\d+) pages have a Chinese version: \d+ up to date, \d+ missing or stale/,
  ],
  [
    '/zh/contribute/translation-status',
    /共有 (\d+) 个页面有中文版本：\d+ 个是最新的，\d+ 个缺失或过期/,
  ],
] as const;

for (const [path, summary] of PAGES) {
  test.describe(path, () => {
    test('shows how many Chinese pages there are and how many need work', async () => {
      const response = await fetch(url(path));
      expect(response.status).toBe(200);
      const text = (await response.text())
        .replace(/<!-- -->/g, '')
        .replace(/<[^>]+>/g, '');
      const [, total = '0'] = text.match(summary) ?? [];
      expect(Number(total)).toBeGreaterThan(100);
    });
  });
}
