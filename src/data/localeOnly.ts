/**
 * Pages that exist in one language only: the English image viewer
 * walkthrough and the Chinese quick-start tutorial (docs/contribute/dev-setup
 * explains why). This is the single list used by the docs plugin (to leave
 * the pages out of the other build), the sidebars and the language menu;
 * the rules over it are in src/lib/localeOnly.ts.
 */
import type {Locale} from './site';

export type LocaleOnlyEntry = {
  /** Route path without locale prefix; a trailing slash means "everything below". */
  readonly route: string;
  /** The only locale that has the page(s). */
  readonly locale: Locale;
  /** Where a reader of the other language lands instead. */
  readonly fallback: string;
};

export const LOCALE_ONLY_PAGES: readonly LocaleOnlyEntry[] = [
  {
    route: '/examples/image_viewer_app',
    locale: 'en',
    fallback: '/examples/introduction',
  },
  {
    route: '/guide/quick-start/',
    locale: 'zh',
    fallback: '/guide/start/introduction',
  },
];
