import {localeOfLanguage, localeRedirectTarget} from './localeRedirect';

const base = {
  mode: 'auto',
  visited: false,
  currentLocale: 'en',
  languages: ['zh-CN', 'en-US'],
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  webdriver: false,
} as const;

describe('locale redirect', () => {
  it('maps browser languages to the site locales', () => {
    expect(localeOfLanguage('zh')).toBe('zh');
    expect(localeOfLanguage('zh-CN')).toBe('zh');
    expect(localeOfLanguage('zh-Hans-CN')).toBe('zh');
    expect(localeOfLanguage('zh-TW')).toBeUndefined();
    expect(localeOfLanguage('en-GB')).toBe('en');
    expect(localeOfLanguage('fr')).toBeUndefined();
  });

  it('sends a first-time visitor to their language', () => {
    expect(localeRedirectTarget(base)).toBe('zh');
    expect(
      localeRedirectTarget({
        ...base,
        currentLocale: 'zh',
        languages: ['fr', 'en'],
      }),
    ).toBe('en');
  });

  it('stays when the language is the current one or unsupported', () => {
    expect(
      localeRedirectTarget({...base, languages: ['en-US', 'zh-CN']}),
    ).toBeNull();
    expect(localeRedirectTarget({...base, languages: ['fr', 'de']})).toBeNull();
  });

  it('happens once, never when turned off, and not for bots', () => {
    expect(localeRedirectTarget({...base, visited: true})).toBeNull();
    expect(localeRedirectTarget({...base, mode: 'never'})).toBeNull();
    expect(localeRedirectTarget({...base, webdriver: true})).toBeNull();
    expect(
      localeRedirectTarget({...base, userAgent: 'Googlebot/2.1'}),
    ).toBeNull();
  });
});
