/**
 * Test double for @docusaurus/useDocusaurusContext. Tests pick the locale
 * with `setTestLocale('zh')`; each locale gets the base URL its build has.
 */
type TestLocale = 'en' | 'zh';

let current: TestLocale = 'en';

export function setTestLocale(locale: TestLocale): void {
  current = locale;
}

const localeConfigs = {
  en: {label: 'English', htmlLang: 'en', baseUrl: '/'},
  zh: {label: '简体中文', htmlLang: 'zh-Hans', baseUrl: '/zh/'},
};

export function useDocusaurusContext() {
  return {
    siteConfig: {
      baseUrl: localeConfigs[current].baseUrl,
      title: 'Makepad Book',
    },
    i18n: {
      currentLocale: current,
      defaultLocale: 'en',
      locales: ['en', 'zh'],
      localeConfigs,
    },
  };
}

export default useDocusaurusContext;
