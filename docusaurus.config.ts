import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import {
  BOOK_REPO_URL,
  DEFAULT_LOCALE,
  LOCALE_CONFIGS,
  LOCALES,
  SITE_DESCRIPTION,
  SITE_TITLE,
} from './src/data/site';
import {APPEARANCE} from './src/data/readerSettings';
import {
  SEARCH_BLOG_ROUTE,
  SEARCH_IGNORED_ROUTES,
  SEARCH_IGNORED_SELECTORS,
  SEARCH_RESULT_LIMIT,
  SEARCH_SNIPPET_LENGTH,
} from './src/data/search';
import {CODE_THEME_DARK, CODE_THEME_LIGHT} from './src/data/codeThemes';
import {MAKEPAD_ON_GITHUB, SECTIONS} from './src/data/sections';
import {footerColumns, navbarSectionItems} from './src/lib/navigation';
import {staticRedirectsFor} from './src/lib/redirects';
import {colorModeOptions} from './src/lib/viewTransitions';
import {WEEKLY_BASE} from './src/data/weekly';
import remarkImageAlt from './src/plugins/remark-image-alt';
import remarkListings from './src/plugins/remark-listings';
import remarkSdfPreview from './src/plugins/remark-sdf-preview';
import remarkWidgetFacts, {
  type Options as WidgetFactsOptions,
} from './src/plugins/remark-widget-facts';
import remarkApiFacts, {
  type Options as ApiFactsOptions,
} from './src/plugins/remark-api-facts';
import type {Options as LlmsTxtOptions} from './src/plugins/llms-txt';
import type {Options as TranslationStatusOptions} from './src/plugins/translation-status';
import {LABELS_KEPT_IN_ENGLISH} from './src/data/translation';
import rehypeTaskLabels from './src/plugins/rehype-task-labels';
import remarkWidgetIndex from './src/plugins/remark-widget-index';
import remarkTableCode from './src/plugins/remark-table-code';
import remarkExamplePicture from './src/plugins/remark-example-picture';

/** Google Analytics 4 is on only when a measurement id is given at build time. */
const gaMeasurementId = process.env.GA_MEASUREMENT_ID;

/**
 * Code blocks that name a file of listings/ show that file's code; those
 * of an Sdf2d example get a live preview after them (before remark-listings,
 * which removes the file name). Images keep their alt text plain
 * (remark-image-alt, after Docusaurus's image transform). The code of
 * table cells wraps only at its break points (remark-table-code).
 */
const remarkPlugins = [
  [
    remarkSdfPreview,
    {
      listingsRoot: path.join(__dirname, 'listings'),
      staticDir: path.join(__dirname, 'static'),
    },
  ],
  [remarkListings, {root: path.join(__dirname, 'listings')}],
  remarkImageAlt,
  remarkTableCode,
] as const;

/**
 * Docs plugins that write Markdown into a page (tables with links), so
 * they run before Docusaurus's own: its link resolution and outline see
 * what they write.
 */
const beforeDefaultRemarkPlugins = [remarkWidgetIndex, remarkExamplePicture];

/**
 * The widget reference's tables: `<WidgetFacts of=… part=… />` in a docs
 * page becomes a table of facts from Makepad's source and the page
 * language's notes (CONTRIBUTING.md, Widget reference).
 */
const widgetFacts = {
  factsDir: path.join(__dirname, 'src/data/widgets/facts'),
  notesDir: path.join(__dirname, 'src/data/widgets/notes'),
} satisfies WidgetFactsOptions;

/**
 * The App and events reference's tables: `<ApiFacts of=… />` becomes the
 * table of that id (src/data/appApi.ts) from Makepad's source and the page
 * language's notes.
 */
const apiFacts = {
  factsDir: path.join(__dirname, 'src/data/appApi/facts'),
  notesDir: path.join(__dirname, 'src/data/appApi/notes'),
} satisfies ApiFactsOptions;

/** Task list checkboxes are labelled by their item's text. */
const rehypePlugins = [rehypeTaskLabels];

const config = {
  title: SITE_TITLE,
  tagline: SITE_DESCRIPTION,
  favicon: 'img/favicon.svg',
  url: 'https://book.makepad.dev',
  baseUrl: '/',
  trailingSlash: undefined,
  // The banner warns whoever deploys the site under a wrong baseUrl; this
  // site's base URLs are fixed (`/`, `/zh/`), and the banner's inline script
  // would cost every page 1.5 KB.
  baseUrlIssueBanner: false,

  future: {
    v4: true,
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      // `npm run build` does not minify HTML (scripts/build.mjs says why);
      // a plain `docusaurus build` keeps the minimizer that keeps attribute
      // quotes, which HTML readers outside the site rely on.
      swcHtmlMinimizer: false,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      // Measured on the 2-core machine (npm run benchmark): the persistent
      // cache made a warm build no faster than a cold one and added 300 MB;
      // SSG worker threads added 200 MB for no gain on two cores.
      rspackPersistentCache: false,
      ssgWorkerThreads: false,
      gitEagerVcs: true,
    },
  },

  // Browser storage keys without a per-URL suffix, so both locales share
  // one key each: `theme` (THEME_STORAGE_KEY) and `docusaurus.tab.<group>`.
  storage: {type: 'localStorage', namespace: false},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    // Label, <html lang>, i18n/ folder and base URL of each locale
    // (src/data/locales.json).
    localeConfigs: Object.fromEntries(
      LOCALES.map((locale) => {
        const {label, htmlLang, path, baseUrl} = LOCALE_CONFIGS[locale];
        return [locale, {label, htmlLang, path, baseUrl}];
      }),
    ),
  },

  markdown: {
    format: 'detect',
    mermaid: true,
    // `## 属性 {#properties}`: translated headings keep the English page's
    // id in .mdx pages too (in .md pages this syntax always works).
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  presets: [
    [
      'classic',
      {
        // Docs come from the locale-aware wrapper in `plugins` below.
        docs: false,
        blog: {
          path: 'blog',
          routeBasePath: WEEKLY_BASE,
          blogTitle: SECTIONS.weekly.label,
          blogDescription:
            'Progress reports, release notes and working checklists from the Makepad, Robrix and Moly teams.',
          blogSidebarTitle: SECTIONS.weekly.label,
          blogSidebarCount: 'ALL',
          blogListComponent: '@site/src/components/WeeklyOverview',
          postsPerPage: 'ALL',
          showReadingTime: true,
          showLastUpdateTime: true,
          editUrl: `${BOOK_REPO_URL}/edit/main/`,
          editLocalizedFiles: true,
          onInlineAuthors: 'ignore',
          onUntruncatedBlogPosts: 'ignore',
          remarkPlugins: [...remarkPlugins],
          rehypePlugins,
          feedOptions: {
            type: ['rss', 'atom'],
            title: `${SITE_TITLE}: ${SECTIONS.weekly.label}`,
            description:
              'Weekly reports of the Makepad, Robrix and Moly teams.',
            copyright: SITE_TITLE,
          },
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        gtag: gaMeasurementId
          ? {trackingID: gaMeasurementId, anonymizeIP: true}
          : undefined,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      './src/plugins/locale-docs/index.ts',
      {
        path: 'docs',
        routeBasePath: '/',
        editUrl: `${BOOK_REPO_URL}/edit/main/`,
        editLocalizedFiles: true,
        showLastUpdateTime: true,
        beforeDefaultRemarkPlugins,
        remarkPlugins: [
          ...remarkPlugins,
          [remarkWidgetFacts, widgetFacts],
          [remarkApiFacts, apiFacts],
        ],
        rehypePlugins,
      },
    ],
    './src/plugins/api-overview/index.ts',
    './src/plugins/live-examples/index.ts',
    [
      './src/plugins/llms-txt/index.ts',
      {
        listingsRoot: path.join(__dirname, 'listings'),
        weeklyPath: WEEKLY_BASE,
        optionalCategories: ['api/Sdf2d/'],
        widgetFacts,
        apiFacts,
      } satisfies LlmsTxtOptions,
    ],
    './src/plugins/prism-grammars/index.ts',
    './src/plugins/compile-hints/index.ts',
    './src/plugins/code-colours/index.ts',
    './src/plugins/mermaid-client-only/index.ts',
    './src/plugins/font-files/index.ts',
    './src/plugins/web-fonts/index.ts',
    './src/plugins/critical-css/index.ts',
    './src/plugins/folder-redirects/index.ts',
    './src/plugins/breakpoints/index.ts',
    './src/plugins/no-js/index.ts',
    './src/plugins/locale-redirect/index.ts',
    [
      './src/plugins/translation-status/index.ts',
      {
        keptInEnglish: LABELS_KEPT_IN_ENGLISH,
      } satisfies TranslationStatusOptions,
    ],
    [
      '@docusaurus/plugin-client-redirects',
      {
        createRedirects: staticRedirectsFor,
      } satisfies RedirectOptions,
    ],
  ],

  clientModules: [
    './src/clientModules/hiddenParts.ts',
    './src/clientModules/pageChange.ts',
    './src/clientModules/intentPrefetch.ts',
    './src/clientModules/openTarget.ts',
    './src/clientModules/webFonts.ts',
  ],

  themes: [
    '@docusaurus/theme-mermaid',
    [
      // @easyops-cn/docusaurus-search-local parses the pages; the wrapper
      // writes the site's index (CONTRIBUTING.md, Search). The panel is
      // src/theme/SearchBar, the worker src/theme/searchByWorker.
      './src/plugins/search-index/index.ts',
      {
        language: LOCALES.map(
          (locale) => LOCALE_CONFIGS[locale].searchLanguage,
        ),
        docsRouteBasePath: '/',
        // The index URL's hash covers these folders (Chinese pages and
        // labels live under i18n/).
        docsDir: ['docs', 'i18n'],
        blogRouteBasePath: SEARCH_BLOG_ROUTE,
        indexPages: false,
        blogDir: 'blog',
        ignoreFiles: [...SEARCH_IGNORED_ROUTES],
        ignoreCssSelectors: [...SEARCH_IGNORED_SELECTORS],
        searchResultLimits: SEARCH_RESULT_LIMIT,
        searchResultContextMaxLength: SEARCH_SNIPPET_LENGTH,
        // The panel has its own shortcut (SEARCH_SHORTCUT_KEY).
        searchBarShortcut: false,
      } satisfies SearchOptions,
    ],
  ],

  themeConfig: {
    image: 'img/makepad-book-card.svg',
    // Light, dark or auto (src/data/readerSettings.ts).
    colorMode: colorModeOptions(APPEARANCE),
    docs: {
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 4,
    },
    navbar: {
      title: SITE_TITLE,
      logo: {
        alt: 'Makepad Book logo',
        src: 'img/logo.svg',
      },
      items: [
        ...navbarSectionItems(),
        {
          type: 'localeDropdown',
          position: 'right',
        },
        {
          href: MAKEPAD_ON_GITHUB.href,
          position: 'right',
          className: 'navbar-github-link',
          'aria-label': MAKEPAD_ON_GITHUB.label,
        },
      ],
    },
    footer: {
      style: 'dark',
      links: footerColumns(),
      copyright: `${SITE_TITLE} · written by the Makepad community`,
    },
    prism: {
      // github and dracula with every token at 4.5:1 or more (WCAG AA).
      theme: CODE_THEME_LIGHT,
      darkTheme: CODE_THEME_DARK,
      // The only grammars the pages get (src/plugins/prism-grammars drops the
      // ones prism-react-renderer bundles), in dependency order: the
      // languages of CONTRIBUTING.md, "Code blocks, tabs and images".
      // Mermaid blocks are drawn by @docusaurus/theme-mermaid.
      additionalLanguages: [
        'markup',
        'clike',
        'c',
        'css',
        'css-extras',
        'javascript',
        'typescript',
        'rust',
        'toml',
        'bash',
        'glsl',
      ],
    },
    mermaid: {
      theme: {light: 'neutral', dark: 'dark'},
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
