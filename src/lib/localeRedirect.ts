/**
 * Locale redirect (CONTRIBUTING.md): once per browser, unless turned off or the
 * client looks like a bot, a visitor goes to the locale of their browser's
 * language when the site has it and it differs from the current one.
 */
import type {Locale} from '../data/site';

const BOT_PATTERN = /bot|crawl|spider|slurp|headless|lighthouse|preview/i;

/** The site locale of a browser language tag, if the site has one. */
export function localeOfLanguage(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  if (lower === 'zh' || /^zh-(cn|sg|hans)\b/.test(lower)) {
    return 'zh';
  }
  if (lower === 'en' || lower.startsWith('en-')) {
    return 'en';
  }
  return undefined;
}

export type LocaleRedirectInput = {
  mode: 'auto' | 'never';
  /** Whether this browser was already considered (the stored flag). */
  visited: boolean;
  currentLocale: Locale;
  /** `navigator.languages`, most preferred first. */
  languages: readonly string[];
  userAgent: string;
  /** `navigator.webdriver`: automated browsers are treated as bots. */
  webdriver: boolean;
};

/** The locale to send the visitor to, or `null` to stay. */
export function localeRedirectTarget({
  mode,
  visited,
  currentLocale,
  languages,
  userAgent,
  webdriver,
}: LocaleRedirectInput): Locale | null {
  if (mode === 'never' || visited || webdriver || BOT_PATTERN.test(userAgent)) {
    return null;
  }
  const preferred = languages
    .map(localeOfLanguage)
    .find((locale) => locale !== undefined);
  return preferred && preferred !== currentLocale ? preferred : null;
}
