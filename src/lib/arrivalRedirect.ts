/**
 * Locale redirect (CONTRIBUTING.md, Locale redirect): once per browser,
 * unless turned off or the client looks like a bot, a visitor goes to the
 * same page in the locale of their browser's language, when the site has
 * that locale and the page has a twin there (a shared link never loses its
 * page: without a twin the reader stays, and the visit counts as done).
 *
 * It runs as an inline script in `<head>` (src/plugins/locale-redirect), so
 * it decides before the page paints. The plugin serializes
 * `arrivalRedirect` with `Function.prototype.toString`: the function must
 * use nothing but its parameters (no imports, no module constants).
 */

/** What the build knows: written into the page as JSON. */
export type ArrivalData = {
  mode: 'auto' | 'never';
  /** localStorage key of the "already considered" flag. */
  storageKey: string;
  /** The locale of the page's build (from Docusaurus' i18n context). */
  currentLocale: string;
  /** Base URL of each locale's build, e.g. `{en: '/', zh: '/zh/'}`. */
  baseUrls: Readonly<Record<string, string>>;
  /**
   * Pages of one locale only: a route without locale prefix (a trailing
   * slash means everything below) and its locale (src/data/localeOnly.ts).
   */
  localeOnly: readonly {route: string; locale: string}[];
};

/** What the browser knows at arrival. */
export type ArrivalEnv = {
  pathname: string;
  /** `navigator.languages`, most preferred first. */
  languages: readonly string[];
  userAgent: string;
  /** `navigator.webdriver`: automated browsers are treated as bots. */
  webdriver: boolean;
  /** Where the flag lives; null when storage is unavailable. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
};

/**
 * The path to send the visitor to, or null to stay. Marks the visit as
 * considered in every case but a missing storage (then it never redirects).
 */
export function arrivalRedirect(
  data: ArrivalData,
  env: ArrivalEnv,
): string | null {
  let visited = true;
  try {
    if (env.storage) {
      visited = env.storage.getItem(data.storageKey) !== null;
      env.storage.setItem(data.storageKey, '1');
    }
  } catch {
    // Blocked storage: never redirect.
    visited = true;
  }
  const bot = /bot|crawl|spider|slurp|headless|lighthouse|preview/i;
  if (
    data.mode === 'never' ||
    visited ||
    env.webdriver ||
    bot.test(env.userAgent)
  ) {
    return null;
  }
  // The site locale of a browser language tag (zh: Simplified Chinese only).
  const localeOf = (tag: string): string | undefined => {
    const lower = tag.toLowerCase();
    if (lower === 'zh' || /^zh-(cn|sg|hans)\b/.test(lower)) {
      return 'zh';
    }
    if (lower === 'en' || lower.startsWith('en-')) {
      return 'en';
    }
    return undefined;
  };
  let target: string | undefined;
  for (const language of env.languages) {
    target = localeOf(language);
    if (target !== undefined) {
      break;
    }
  }
  const toBaseUrl = target === undefined ? undefined : data.baseUrls[target];
  const fromBaseUrl = data.baseUrls[data.currentLocale] ?? '/';
  if (
    target === undefined ||
    target === data.currentLocale ||
    toBaseUrl === undefined
  ) {
    return null;
  }
  const route = env.pathname.startsWith(fromBaseUrl)
    ? `/${env.pathname.slice(fromBaseUrl.length)}`
    : env.pathname;
  const only = data.localeOnly.find((entry) =>
    entry.route.endsWith('/')
      ? route.startsWith(entry.route)
      : route === entry.route || route === `${entry.route}/`,
  );
  if (only && only.locale !== target) {
    return null;
  }
  return `${toBaseUrl}${route.slice(1)}`;
}
