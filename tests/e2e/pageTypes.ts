/**
 * What the accessibility walk (a11y.test.ts) checks where, as decided in
 * issue 32: every page's own content (its CONTENT_ROOTS) on every run, in
 * the light theme; the whole page, in both themes, once per page type
 * (PAGE_TYPES), and the overlays a reader opens (OVERLAYS), in both themes.
 * A new page type or overlay is one entry here, in the commit that adds it;
 * the content components of the build (CONTENT_COMPONENTS) must each show
 * on a page-type page, so that their dark colours are checked too.
 */
import type {Page} from '@playwright/test';

export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];

/** A page of each language. */
export type PathByLang = Record<Lang, string>;

/**
 * The site's page types: one page of each, in each language, is checked
 * whole (navbar, sidebars, footer, page-level rules), in the light and the
 * dark theme. `status` is the HTTP status the page answers with (200 unless
 * given), `ready` what shows once content drawn after loading is there. Where a language has no page of the type (the English tutorial is
 * one page, the Chinese one a page per step), the nearest page stands in.
 */
export type PageType = {
  readonly paths: PathByLang;
  readonly status?: number;
  /** An element to wait for before the check, for content drawn late. */
  readonly ready?: string;
  /**
   * A path the page asks the server about, expecting a 404 (whose failed
   * load Chromium logs to the console): the Chinese 404 page's HEAD request
   * for the same path without `/zh` (src/hooks/useNotFoundRedirect).
   */
  readonly probes?: Partial<PathByLang>;
};

export const PAGE_TYPES = {
  home: {paths: {en: '/', zh: '/zh/'}},
  'guide page': {
    paths: {
      en: '/guide/widget/widget-core-concepts',
      zh: '/zh/guide/widget/widget-core-concepts',
    },
  },
  'guide start page': {
    paths: {
      en: '/guide/start/makepad-framework',
      zh: '/zh/guide/start/makepad-framework',
    },
  },
  'API overview': {paths: {en: '/api/', zh: '/zh/api/'}},
  'API page with a preview': {
    paths: {
      en: '/api/Sdf2d/methods/draw/primitives/circle',
      zh: '/zh/api/Sdf2d/methods/draw/primitives/circle',
    },
  },
  'widget page': {
    paths: {en: '/api/widgets/button', zh: '/zh/api/widgets/button'},
  },
  // Its tables show fields (data-facts="fields"), which no widget page has.
  'App and events page': {
    paths: {en: '/api/app/hit', zh: '/zh/api/app/hit'},
  },
  'weekly list': {paths: {en: '/weekly/', zh: '/zh/weekly/'}},
  'weekly post': {
    paths: {
      en: '/weekly/robrix/code-review-checklist',
      zh: '/zh/weekly/robrix/code-review-checklist',
    },
  },
  'weekly tags': {paths: {en: '/weekly/tags', zh: '/zh/weekly/tags'}},
  'tutorial step': {
    paths: {
      en: '/examples/image_viewer_app',
      zh: '/zh/guide/quick-start/image-viewer-app/creating-an-imageitem',
    },
  },
  'examples page': {
    paths: {en: '/examples/introduction', zh: '/zh/examples/introduction'},
  },
  'search page': {
    paths: {en: '/search?q=turtle', zh: '/zh/search?q=布局'},
    ready: 'main [data-search-type]',
  },
  'contributor guide': {
    paths: {en: '/contribute/dev-setup', zh: '/zh/contribute/dev-setup'},
  },
  'translation status': {
    paths: {
      en: '/contribute/translation-status',
      zh: '/zh/contribute/translation-status',
    },
  },
  playground: {
    paths: {en: '/api/Sdf2d/playground', zh: '/zh/api/Sdf2d/playground'},
  },
  '404': {
    paths: {en: '/no/such/page', zh: '/zh/no/such/page'},
    status: 404,
    // The Chinese 404 holds its text back until the server has answered
    // its HEAD request (aria-busy meanwhile): check the page once it shows.
    ready: 'main h1',
    probes: {zh: '/no/such/page'},
  },
} as const satisfies Record<string, PageType>;

/**
 * The element holding a page's own content, by the kind of route
 * (routes.tsv's third column): what every page's light check covers. A
 * kind missing here fails the walk, and so does a page with no such
 * element or more than one.
 */
export const CONTENT_ROOTS: Readonly<Record<string, string>> = {
  home: 'main',
  doc: 'main article',
  overview: 'main article',
  'blog-index': 'main',
  'blog-post': 'main article',
};

/**
 * An overlay a reader opens: where (a page per language, a window width)
 * and how (opens it on the loaded page and waits until it shows).
 */
export type Overlay = {
  readonly paths: PathByLang;
  readonly width: number;
  readonly open: (page: Page, lang: Lang) => Promise<void>;
};

const INTRODUCTION: PathByLang = {
  en: '/guide/start/introduction',
  zh: '/zh/guide/start/introduction',
};

/** Every overlay, by name; each is checked open in both themes. */
export const OVERLAYS: Readonly<Record<string, Overlay>> = {
  'search panel': {
    paths: INTRODUCTION,
    width: 1280,
    open: async (page, lang) => {
      const query = lang === 'en' ? 'turtle layout' : '海龟布局';
      await page.waitForSelector('[data-platform-known="true"]', {
        state: 'attached',
      });
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox').fill(query);
      await page.waitForSelector('[role="dialog"][data-search-status="done"]');
      // A section's text, past the first results, with its words marked.
      const types = await page
        .getByRole('option')
        .evaluateAll((items) =>
          items.map((item) => item.getAttribute('data-search-type')),
        );
      const content = types.indexOf('content');
      if (content < 1) {
        throw new Error(
          `"${query}" shows no section text after the first result`,
        );
      }
      for (let i = 0; i < content; i += 1) {
        await page.keyboard.press('ArrowDown');
      }
      await page.waitForSelector(
        '[role="option"][aria-selected="true"][data-search-type="content"] mark',
      );
    },
  },
  'mobile menu': {
    paths: INTRODUCTION,
    width: 700,
    open: async (page) => {
      await page.locator('button.navbar__toggle').click();
      // The drawer slides in first; its menus are built just after.
      await page
        .locator('.navbar-sidebar .menu__link')
        .first()
        .waitFor({state: 'visible'});
    },
  },
  outline: {
    paths: {
      en: '/guide/layout-system/turtle-draw-layout',
      zh: '/zh/guide/layout-system/turtle-draw-layout',
    },
    width: 1100,
    open: async (page) => {
      await page
        .locator('[data-sidebar-menu-bar] [data-outline="local"] > button')
        .click();
      await page
        .locator('[data-sidebar-menu-bar] [data-outline="local"] nav')
        .waitFor({state: 'visible'});
    },
  },
  'image zoom': {
    paths: {
      en: '/examples/image_viewer_app',
      zh: '/zh/guide/quick-start/image-viewer-app/introduction',
    },
    width: 1280,
    open: async (page) => {
      const image = page.locator('article img').first();
      await image.scrollIntoViewIfNeeded();
      await image.click();
      await page.waitForSelector('[role="dialog"][data-zoom-state="opened"]');
    },
  },
  'live example': {
    paths: PAGE_TYPES['widget page'].paths,
    width: 1280,
    open: async (page) => {
      const figure = page.locator('[data-live-example]').first();
      await figure.scrollIntoViewIfNeeded();
      await figure.locator('button[aria-pressed]').click();
      await page.waitForSelector(
        '[data-live-example][data-live-state="running"]',
        {
          timeout: 60_000,
        },
      );
    },
  },
  'shader editor': {
    paths: PAGE_TYPES['API page with a preview'].paths,
    width: 1280,
    open: async (page) => {
      const figure = page.locator('figure[data-sdf-preview]').first();
      await figure.locator('[data-ready="true"]').waitFor();
      await figure.locator('button[aria-controls]').click();
      await figure.getByRole('textbox').waitFor({state: 'visible'});
    },
  },
};

/**
 * The content components whose colours a page can show, each found in the
 * built HTML of a page's `<main>` by a pattern; the first group, when it
 * matches, names the kind (an admonition's, a code block's language, a
 * widget facts table's). Every kind that a built page shows must show on a
 * page-type page, whose dark theme is checked. The colours of the code
 * tokens of each language are checked in Node against both code themes
 * (scripts/lib/contrast.test.ts), so the languages are listed, not the
 * tokens.
 */
export const CONTENT_COMPONENTS: Readonly<Record<string, RegExp>> = {
  admonition: /\btheme-admonition-([\w-]+)/g,
  'code block': /\bclass="[^"]*\blanguage-([\w-]+)/g,
  'code block title': /\bclass="[^"]*\bcodeBlockTitle_/g,
  table: /<table\b(?:[^>]*\sdata-facts="([\w-]+)")?/g,
  'task list': /\bclass="[^"]*\bcontains-task-list\b/g,
  tabs: /\bclass="[^"]*\btabs-container\b/g,
  details: /<details\b/g,
  blockquote: /<blockquote\b/g,
  'keyboard key': /<kbd\b/g,
  'Mermaid diagram': /\sdata-diagram=/g,
  'Sdf2d preview': /\sdata-sdf-preview=/g,
  'Sdf2d playground': /\sdata-sdf-playground\b/g,
  'example picture': /\bclass="[^"]*\bexample-picture\b/g,
  'live example': /\sdata-live-example=/g,
  'zoomable image': /\bclass="[^"]*\bzoomable_/g,
  card: /\bclass="[^"]*\bcard_/g,
  'weekly tag': /\bclass="[^"]*\b(tagRegular|tagWithCount)_/g,
};

/** The content components in a built page's HTML, as `name: kind`. */
export function contentComponents(html: string): Set<string> {
  const start = html.search(/<main\b/);
  const end = html.lastIndexOf('</main>');
  const main = start < 0 || end < start ? '' : html.slice(start, end);
  const found = new Set<string>();
  for (const [name, pattern] of Object.entries(CONTENT_COMPONENTS)) {
    for (const match of main.matchAll(pattern)) {
      found.add(match[1] === undefined ? name : `${name}: ${match[1]}`);
    }
  }
  return found;
}
