/**
 * A locale's configuration from Docusaurus's `i18n` context, checked: every
 * locale the site builds has one, so a missing entry is a configuration
 * error, reported by name instead of as an `undefined` further on.
 */
import type {I18n, I18nLocaleConfig} from '@docusaurus/types';

export function localeConfigOf(
  i18n: Pick<I18n, 'localeConfigs'>,
  locale: string,
): I18nLocaleConfig {
  const config = i18n.localeConfigs[locale];
  if (!config) {
    throw new Error(`The site configuration has no locale "${locale}".`);
  }
  return config;
}
