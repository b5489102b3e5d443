/**
 * No Markdown leaks into a page as text: every route of routes.tsv, in
 * both languages, is fetched from the served build and its article's text
 * outside code must hold no `**`, `__` or backtick. (CommonMark does not
 * close bold that ends after full-width punctuation and before a CJK
 * character, e.g. `**海龟（turtle）**来`: the asterisks then show.)
 */
import {test, expect} from '@playwright/test';
import {readRoutes, url} from './site';

/** The stray Markdown marks in the text of a page's article, with context. */
function strayMarks(html: string): string[] {
  const article = html.match(/<article[\s\S]*?<\/article>/)?.[0] ?? '';
  const text = article
    .replace(/<(pre|code|kbd|script|style|textarea)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x60;|&#96;/g, '`');
  return [...text.matchAll(/\*\*|__|`/g)].map((match) =>
    text.slice(Math.max(0, match.index - 20), match.index + 22).trim(),
  );
}

test.describe('strayMarks', () => {
  test('finds marks in text and ignores those in code', () => {
    expect(
      strayMarks(
        '<article><p>用一只**海龟（turtle）**来</p><code>a ** b</code><pre>__x</pre></article>',
      ),
    ).toEqual(['用一只**海龟（turtle）**来', '用一只**海龟（turtle）**来']);
    expect(strayMarks('<article><p><strong>ok</strong></p></article>')).toEqual(
      [],
    );
  });
});

test.describe('pages show no raw Markdown', () => {
  const routes = readRoutes().filter((route) => route.kind !== 'home');

  for (const {path: routePath} of routes) {
    test(routePath, async () => {
      const response = await fetch(url(encodeURI(routePath)));
      expect(strayMarks(await response.text())).toEqual([]);
    });
  }
});
