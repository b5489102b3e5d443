/**
 * The widget reference's tables on every width (CONTRIBUTING.md, Widget
 * reference and Look): every widget page of routes.tsv, in both languages,
 * at a phone's, a laptop's and a desktop's width; and, for the tables of
 * the other pages, the page of each folder whose tables hold the most code.
 * - No code identifier breaks inside a word: a line of a table's code may
 *   end only at a space or after a mark such as `::`, `<`, `,`, `_`, `->`
 *   or `/`, never between two letters or digits nor inside `::` or `->`.
 * - Nothing is wider than its column (or its cell) unless it is inside a
 *   container that scrolls sideways and takes the keyboard focus.
 * - At the phone's width, with the long tables and the reference sections
 *   folded, no page is taller
 *   than MAX_PHONE_HEIGHT and the median page is at most
 *   MEDIAN_PHONE_HEIGHT (issue 28: 41,804 and 9,319 px before).
 * - A link to a row of a folded table opens it, whether the page is loaded
 *   with the row's `#anchor`, reached by the site's own navigation from
 *   another page, or the anchor is followed on the same page.
 * One context and one page per language, reused for every page: each page
 * is loaded once at the phone's width and measured at each width, and the
 * same measures give the heights on a phone and their median; one
 * `evaluate` measures a page at a width. `E2E_ROUTES` narrows the pages for a
 * local run (tests/e2e/site.ts).
 */
import {test, expect, type Browser, type Page} from '@playwright/test';
import {hydrated, readRoutes, url, type RouteRow, fontsReady} from './site';

const WIDTHS = [390, 1000, 1440] as const;
const PHONE = 390;

/** The tallest a widget page may be at 390 px. */
const MAX_PHONE_HEIGHT = 15_000;
/** The median widget page at 390 px: half of 9,319 px (issue 28). */
const MEDIAN_PHONE_HEIGHT = 4_650;

/** The pages of single widgets (not the widget index). */
const isWidgetPage = (route: RouteRow) =>
  /\/api\/widgets\/[^/]+$/.test(route.path);
const WIDGET_ROUTES = readRoutes().filter(isWidgetPage);

/** What one page shows at one width (see `measure`). */
type Measure = {
  /** The document's height, before any folded part is opened. */
  height: number;
  /** Code of the tables broken inside a word: `Splitte|rAxis`. */
  breaks: string[];
  /** Elements wider than their column or cell, outside a focusable scroller. */
  cutOff: string[];
  /** How many code spans of the tables were measured. */
  codes: number;
};

/**
 * Runs in the page. Reads the height first, then opens every folded part
 * (so that its content is measured as a reader who opens it sees it),
 * then checks each code span of the tables line by line (one Range per
 * character: where its line box changes, a line ended) and each element of
 * the article against its column.
 */
function measure(): Measure {
  const height = document.documentElement.scrollHeight;
  for (const details of document.querySelectorAll('article details')) {
    (details as HTMLDetailsElement).open = true;
  }
  const word = /[\p{L}\p{N}]/u;
  /** A line may not end between these two characters. */
  const inside = (before: string, after: string) =>
    (word.test(before) && word.test(after)) ||
    ['::', '->', '=>', '..', '&&'].includes(before + after);
  const breaks: string[] = [];
  const codes = [...document.querySelectorAll('article table code')];
  for (const code of codes) {
    if (code.getClientRects().length < 2) continue;
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    const chars: {char: string; top: number; bottom: number}[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect && rect.height > 0) {
          chars.push({char: text[i] ?? '', top: rect.top, bottom: rect.bottom});
        }
      }
    }
    for (let i = 1; i < chars.length; i += 1) {
      const before = chars[i - 1];
      const after = chars[i];
      if (!before || !after) continue;
      const newLine = after.top >= (before.top + before.bottom) / 2;
      if (newLine && inside(before.char, after.char)) {
        const all = chars.map((c) => c.char).join('');
        breaks.push(`${all.slice(0, i)}|${all.slice(i)}`);
      }
    }
  }
  const cutOff: string[] = [];
  const column = document.querySelector('article .markdown');
  if (column) {
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 60)}`;
    /** The nearest ancestor inside the column that scrolls sideways. */
    const scroller = (element: Element): Element | null => {
      for (
        let parent = element.parentElement;
        parent && parent !== column;
        parent = parent.parentElement
      ) {
        const overflow = getComputedStyle(parent).overflowX;
        if (
          (overflow === 'auto' || overflow === 'scroll') &&
          parent.scrollWidth > parent.clientWidth
        ) {
          return parent;
        }
      }
      return null;
    };
    const within = (inner: DOMRect, outer: DOMRect) =>
      inner.width === 0 ||
      (inner.left >= outer.left - 1 && inner.right <= outer.right + 1);
    const bounds = column.getBoundingClientRect();
    for (const element of column.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      const cell = element.parentElement?.closest('td, th');
      const fits =
        within(rect, bounds) &&
        (!cell || within(rect, cell.getBoundingClientRect()));
      if (fits) continue;
      const box = scroller(element);
      const scrolls =
        box !== null &&
        (box as HTMLElement).tabIndex >= 0 &&
        within(box.getBoundingClientRect(), bounds);
      if (!scrolls) cutOff.push(describe(element));
    }
  }
  return {height, breaks, cutOff, codes: codes.length};
}

/**
 * After a resize, waits until each table's focusability has caught up with
 * its new width: a table is made focusable while it scrolls sideways, by a
 * ResizeObserver and a React render that come a frame or more after the
 * resize (src/hooks/useScrollsSideways.ts). If it never catches up, the
 * wait ends and `measure` reports the table as cut off.
 */
async function tablesSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('article table')].every(
          (table) =>
            table.scrollWidth <= table.clientWidth + 1 ===
            !(table as HTMLElement).hasAttribute('tabindex'),
        ),
      undefined,
      {timeout: 5_000},
    )
    .catch(() => undefined);
}

/** What each page showed at the width of index `w` of WIDTHS. */
function measuresAt(
  pages: readonly PageMeasures[],
  w: number,
): (Measure & {path: string})[] {
  return pages.map((page) => ({
    path: page.path,
    ...(page.widths[w] as Measure),
  }));
}

/** The pages with words broken or elements cut off, and what. */
function faults(results: readonly (Measure & {path: string})[]) {
  return {
    breaks: results
      .filter((result) => result.breaks.length > 0)
      .map((result) => ({path: result.path, breaks: result.breaks})),
    cutOff: results
      .filter((result) => result.cutOff.length > 0)
      .map((result) => ({path: result.path, cutOff: result.cutOff})),
  };
}

/** A page's measures at each width, in WIDTHS order. */
type PageMeasures = {path: string; widths: Measure[]};

/**
 * Loads each widget page of a language once, in one page, and measures it
 * at each width, the phone's first (its height is read before anything is
 * opened).
 */
async function measureAll(
  browser: Browser,
  routes: readonly RouteRow[],
): Promise<PageMeasures[]> {
  const context = await browser.newContext({
    viewport: {width: WIDTHS[0], height: 900},
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const results: PageMeasures[] = [];
  for (const route of routes) {
    await page.setViewportSize({width: WIDTHS[0], height: 900});
    await page.goto(url(route.path));
    await hydrated(page);
    await fontsReady(page);
    const widths: Measure[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({width, height: 900});
      await tablesSettled(page);
      widths.push(await page.evaluate(measure));
    }
    results.push({path: route.path, widths});
  }
  await context.close();
  return results;
}

for (const lang of ['en', 'zh'] as const) {
  test(`widget pages at ${WIDTHS.join(', ')} px (${lang}): no word broken, nothing cut off, short on a phone, the median at most ${MEDIAN_PHONE_HEIGHT} px tall at ${PHONE} px`, async ({
    browser,
  }) => {
    test.setTimeout(480_000);
    const pages = await measureAll(
      browser,
      WIDGET_ROUTES.filter((r) => r.lang === lang),
    );
    expect(pages.length).toBe(
      WIDGET_ROUTES.filter((r) => r.lang === lang).length,
    );
    expect(pages.length).toBeGreaterThan(0);
    WIDTHS.forEach((width, w) => {
      const results = measuresAt(pages, w);
      const heights = results
        .map((result) => result.height)
        .sort((a, b) => a - b);
      const median = heights[Math.floor(heights.length / 2)] ?? 0;
      const longest = results.find((r) => r.height === heights.at(-1));
      // The figures of issue 28's record: mid-word breaks, and the median
      // and longest page on a phone (at the wider widths the pages were
      // measured with every fold opened).
      console.log(
        JSON.stringify({
          width,
          lang,
          pages: results.length,
          breaks: results.reduce((sum, r) => sum + r.breaks.length, 0),
          cutOff: results.reduce((sum, r) => sum + r.cutOff.length, 0),
          ...(width === PHONE
            ? {median, longest: longest?.height, longestPage: longest?.path}
            : {}),
        }),
      );
      // The tables were measured: most pages have code in their tables.
      expect(
        results.filter((result) => result.codes > 0).length,
      ).toBeGreaterThan(results.length * 0.9);
      expect({width, ...faults(results)}).toEqual({
        width,
        breaks: [],
        cutOff: [],
      });
      if (width === PHONE) {
        expect(
          results
            .filter((result) => result.height > MAX_PHONE_HEIGHT)
            .map((result) => `${result.path}: ${result.height} px`),
        ).toEqual([]);
        // The median widget page on a phone: with the tables folded it was
        // still about 7,600 px (en) and 7,200 px (zh); with the reference
        // sections folded and the example's long code clipped
        // (src/lib/sectionFold.ts), about 4,000 and 3,900.
        expect(median, `median page at ${PHONE} px`).toBeLessThanOrEqual(
          MEDIAN_PHONE_HEIGHT,
        );
      }
    });
  });
}

/** How many `<code>` the tables of a page's article hold, in its served HTML. */
async function tableCodeCount(routePath: string): Promise<number> {
  const html = await (await fetch(url(encodeURI(routePath)))).text();
  const article = /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
  return [...article.matchAll(/<table[\s\S]*?<\/table>/g)].reduce(
    (sum, [table]) => sum + (table.match(/<code/g)?.length ?? 0),
    0,
  );
}

/**
 * The other pages' tables (src/plugins/remark-table-code): of each folder
 * of the site with code in its tables (`/guide/app`, `/api/Sdf2d/builtin`,
 * the weekly reports…), the page whose tables hold the most code, measured
 * as the widget pages are.
 */
for (const lang of ['en', 'zh'] as const) {
  test(`the pages with the most code in their tables, one per folder, at ${WIDTHS.join(', ')} px (${lang}): no word broken, nothing cut off`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const others = readRoutes().filter(
      (route) => route.lang === lang && !isWidgetPage(route),
    );
    const counts = await Promise.all(
      others.map(async (route) => ({
        route,
        codes: await tableCodeCount(route.path),
      })),
    );
    const most = new Map<string, {route: RouteRow; codes: number}>();
    for (const entry of counts) {
      const folder = entry.route.path.replace(/\/[^/]*$/, '');
      if (entry.codes > (most.get(folder)?.codes ?? 0)) {
        most.set(folder, entry);
      }
    }
    const chosen = [...most.values()].map((entry) => entry.route);
    expect(chosen.length).toBeGreaterThan(0);
    const pages = await measureAll(browser, chosen);
    WIDTHS.forEach((width, w) => {
      const results = measuresAt(pages, w);
      expect({
        width,
        measured: results.every((result) => result.codes > 0),
        ...faults(results),
      }).toEqual({width, measured: true, breaks: [], cutOff: []});
    });
  });
}

/**
 * Rows of folded tables, per language: one the page is loaded with, one
 * reached from another page (`from`) by the site's own navigation, and one
 * of the same page followed by a plain `#…` link.
 */
const LINKS = {
  en: {
    loaded: '/api/widgets/view#properties-scroll_bars',
    from: '/api/widgets/',
    row: '/api/widgets/slider#styling-draw_text-color',
    same: '#styling-draw_bg-bipolar',
    heading: '/api/widgets/drop-down#pitfalls',
    sameHeading: '#rust-api',
  },
  zh: {
    loaded: '/zh/api/widgets/view#properties-scroll_bars',
    from: '/zh/api/widgets/',
    row: '/zh/api/widgets/slider#styling-draw_text-color',
    same: '#styling-draw_bg-bipolar',
    heading: '/zh/api/widgets/drop-down#pitfalls',
    sameHeading: '#rust-api',
  },
} as const;

/**
 * Whether the element of `hash` is in a fold, the fold open, and its top
 * on screen, not under the navbar or the menu bar.
 */
function targetShown(hash: string): {
  folded: boolean;
  open: boolean;
  onScreen: boolean;
} {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  // A folded table or section around the target, or the section of the
  // heading it is (src/lib/sectionFold.ts).
  const next = target?.nextElementSibling;
  const fold =
    target?.closest('details[data-phone-fold]') ??
    (next?.matches('details[data-section-fold]') ? next : null);
  const rect = target?.getBoundingClientRect();
  const top =
    rect && rect.height > 0
      ? document.elementFromPoint(rect.left + 4, rect.top + 4)
      : null;
  return {
    folded: fold instanceof HTMLDetailsElement,
    open: fold instanceof HTMLDetailsElement && fold.open,
    onScreen: top !== null && target?.contains(top) === true,
  };
}

const SHOWN = {folded: true, open: true, onScreen: true};

/** Runs in the page: puts a plain link to `hash` first in the article. */
function prependLink(hash: string): void {
  const link = document.createElement('a');
  link.href = hash;
  link.textContent = hash;
  document.querySelector('article .markdown')?.prepend(link);
}

/** `/a/b#c` → its path and its hash. */
function split(address: string): [path: string, hash: string] {
  const at = address.indexOf('#');
  return [address.slice(0, at), address.slice(at)];
}

for (const lang of ['en', 'zh'] as const) {
  test(`a link to a row of a folded table, or to a folded section, opens it at ${PHONE} px (${lang})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: {width: PHONE, height: 900},
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const links = LINKS[lang];

    // Loaded with the row's anchor.
    await page.goto(url(links.loaded));
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(targetShown, split(links.loaded)[1]))
      .toEqual(SHOWN);

    // The site's own navigation from another page (as its links do).
    await page.goto(url(links.from));
    await hydrated(page);
    const [rowPath, rowHash] = split(links.row);
    const address = new URL(url(links.row));
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${address.pathname}${address.hash}`);
    await expect.poll(() => page.evaluate(targetShown, rowHash)).toEqual(SHOWN);
    expect(new URL(page.url()).pathname).toBe(new URL(url(rowPath)).pathname);

    // A plain `#…` link on the page, to a row of a table folded again.
    await page.evaluate(() => {
      for (const fold of document.querySelectorAll(
        'details[data-phone-fold]',
      )) {
        (fold as HTMLDetailsElement).open = false;
      }
      window.scrollTo(0, 0);
    });
    await page.evaluate(prependLink, links.same);
    expect(await page.evaluate(targetShown, links.same)).toEqual({
      folded: true,
      open: false,
      onScreen: false,
    });
    await page.locator(`article a[href="${links.same}"]`).click();
    await expect
      .poll(() => page.evaluate(targetShown, links.same))
      .toEqual(SHOWN);

    // A folded section's heading: loaded with its anchor, then another
    // section's heading from a plain link on the page.
    await page.goto(url(links.heading));
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(targetShown, split(links.heading)[1]))
      .toEqual(SHOWN);
    await page.evaluate(prependLink, links.sameHeading);
    expect(await page.evaluate(targetShown, links.sameHeading)).toMatchObject({
      folded: true,
      open: false,
    });
    // The link put first (the heading has its own # link too).
    await page
      .locator(`article a[href="${links.sameHeading}"]`)
      .first()
      .click();
    await expect
      .poll(() => page.evaluate(targetShown, links.sameHeading))
      .toEqual(SHOWN);
    await context.close();
  });
}
