import {naturalWidth, overflows} from './diagramFit';

describe('naturalWidth', () => {
  it('reads the pixel width Mermaid gives the SVG', () => {
    expect(naturalWidth('812.5px')).toBe(812.5);
    expect(naturalWidth(' 640px ')).toBe(640);
  });

  it('ignores what is not a pixel width', () => {
    expect(naturalWidth('')).toBeUndefined();
    expect(naturalWidth('100%')).toBeUndefined();
    expect(naturalWidth('none')).toBeUndefined();
    expect(naturalWidth('0px')).toBeUndefined();
  });
});

describe('overflows', () => {
  it('is true only when the content is wider than the column by more than rounding', () => {
    expect(overflows(812, 358)).toBe(true);
    expect(overflows(358.6, 358)).toBe(false);
    expect(overflows(300, 358)).toBe(false);
  });
});
