import type {I18nLocaleConfig} from '@docusaurus/types';
import {localeConfigOf} from './localeConfig';

const zh = {label: '简体中文', htmlLang: 'zh-Hans', baseUrl: '/zh/'};

describe('localeConfigOf', () => {
  const i18n = {localeConfigs: {zh: zh as I18nLocaleConfig}};

  it('returns the configuration of a locale the site has', () => {
    expect(localeConfigOf(i18n, 'zh')).toBe(zh);
  });

  it('names a locale the site does not have', () => {
    expect(() => localeConfigOf(i18n, 'fr')).toThrow('no locale "fr"');
  });
});
