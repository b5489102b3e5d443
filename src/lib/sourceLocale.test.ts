import {localeOfSourceFile} from './sourceLocale';

describe('localeOfSourceFile', () => {
  it('reads the locale folder of a translated page', () => {
    expect(
      localeOfSourceFile(
        '/repo/i18n/zh-Hans/docusaurus-plugin-content-docs/current/api/widgets/index.mdx',
      ),
    ).toBe('zh');
  });

  it('gives the default locale to pages outside i18n/', () => {
    expect(localeOfSourceFile('/repo/docs/api/widgets/index.mdx')).toBe('en');
    expect(localeOfSourceFile('C:\\repo\\docs\\api\\index.mdx')).toBe('en');
  });
});
