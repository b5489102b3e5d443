import {isFontRule, keepFontsAsFiles} from '.';

describe('keepFontsAsFiles', () => {
  it("turns off inlining in the fonts rule's url-loader only", () => {
    const fonts = {
      test: /\.(?:woff2?|eot|ttf|otf)$/i,
      use: [{loader: '/x/url-loader/index.js', options: {limit: 10000}}],
    };
    const images = {
      test: /\.(?:png|jpe?g)$/i,
      use: [{loader: '/x/url-loader/index.js', options: {limit: 10000}}],
    };
    expect(keepFontsAsFiles([images, fonts, '...'])).toBe(1);
    expect(fonts.use[0]?.options.limit).toBe(false);
    expect(images.use[0]?.options.limit).toBe(10000);
  });

  it('finds nothing to change without a fonts rule', () => {
    expect(keepFontsAsFiles([{test: /\.css$/}, null])).toBe(0);
    expect(isFontRule({test: 'woff2'})).toBe(false);
  });
});
