/**
 * The locale of a Markdown source file, from where it lives: files under
 * `i18n/<path>/` (the locale's folder, src/data/locales.json) belong to that
 * locale, every other file to the default locale. Build-time plugins that
 * write text into a page use it to write in the page's language.
 */
import {
  DEFAULT_LOCALE,
  LOCALE_CONFIGS,
  LOCALES,
  type Locale,
} from '../data/site';

export function localeOfSourceFile(file: string): Locale {
  const normalised = file.split('\\').join('/');
  return (
    LOCALES.find((locale) =>
      normalised.includes(`/i18n/${LOCALE_CONFIGS[locale].path}/`),
    ) ?? DEFAULT_LOCALE
  );
}
