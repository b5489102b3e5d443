/**
 * For AI readers: every route of routes.tsv has a Markdown copy at its URL
 * plus `.md`, and the links of `/llms.txt` and `/zh/llms.txt` resolve.
 */
import {test, expect} from '@playwright/test';
import {markdownPath} from '../../src/lib/markdownExport';
import {readRoutes, url} from './site';

const routes = readRoutes();
const SITE_ORIGIN = 'https://book.makepad.dev';

async function get(path: string): Promise<Response> {
  return fetch(url(encodeURI(path)));
}

/** Link targets of a Markdown text, as site paths. */
function linkedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((href) => href.startsWith(SITE_ORIGIN))
    .map((href) => decodeURI(href.slice(SITE_ORIGIN.length)));
}

test.describe('Markdown copies of the pages', () => {
  for (const route of routes) {
    const mdPath = markdownPath(route.path);
    test(mdPath, async () => {
      const response = await get(mdPath);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/markdown/);
      const text = await response.text();
      expect(text).toMatch(/^# \S/);
      // Rendered to plain Markdown: no MDX imports or components are left,
      // and listing blocks carry their code.
      expect(text).not.toMatch(/^import .* from /m);
      expect(text).not.toMatch(/<(Tabs|TabItem|InstallTabs|ApiOverview)\b/);
      expect(text).not.toMatch(/```\w+[^\n]*\bfile=/);
      if (route.lang === 'zh') {
        expect(text).toMatch(/[\u4e00-\u9fff]/);
      }
    });
  }

  test('fills listing blocks with their code', async () => {
    const text = await (
      await get(markdownPath('/guide/start/makepad-framework'))
    ).text();
    expect(text).toMatch(/```rust title="src\/app\.rs"\n[\s\S]*live_design!/);
  });
});

for (const prefix of ['/', '/zh/']) {
  test.describe(`llms.txt under ${prefix}`, () => {
    let index = '';

    test.beforeAll(async () => {
      const response = await get(`${prefix}llms.txt`);
      expect(response.status).toBe(200);
      index = await response.text();
    });

    test('has a title, a summary and sections of described links', () => {
      expect(index).toMatch(/^# Makepad Book\n\n> \S/);
      expect(index).toMatch(/^## \S/m);
      expect(index).toMatch(/^- \[[^\]]+\]\(https:\/\/[^)]+\.md\): \S/m);
    });

    test('links every page of its language, and only Markdown copies that exist', async () => {
      const paths = linkedPaths(index);
      const lang = prefix === '/zh/' ? 'zh' : 'en';
      // Every page but the two React pages (home, weekly overview), whose
      // Markdown copies are the index itself and the list of reports.
      const expected = routes
        .filter(
          (r) => r.lang === lang && !['home', 'blog-index'].includes(r.kind),
        )
        .map((r) => markdownPath(r.path))
        .sort();
      expect([...new Set(paths)].sort()).toEqual(expected);
      for (const path of paths) {
        const response = await get(path);
        expect([path, response.status]).toEqual([path, 200]);
      }
    });

    test('is followed by llms-full.txt with every linked page', async () => {
      const full = await (await get(`${prefix}llms-full.txt`)).text();
      const titles = [...index.matchAll(/^- \[([^\]]+)\]/gm)].map(
        (match) => match[1] ?? '',
      );
      for (const title of titles) {
        expect([title, full.includes(`# ${title}\n`)]).toEqual([title, true]);
      }
    });
  });
}
