import {
  hashTargetShift,
  naturalWidth,
  overflows,
  shrinks,
  svgPicture,
} from './diagramFit';

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

describe('hashTargetShift', () => {
  it('scrolls by the move of a linked element the reader saw', () => {
    expect(hashTargetShift(80, 880, 800)).toBe(800);
    expect(hashTargetShift(80, 80.4, 800)).toBe(0);
  });

  it('leaves the page alone when the element was out of view or is gone', () => {
    expect(hashTargetShift(-300, 500, 800)).toBe(0);
    expect(hashTargetShift(900, 1700, 800)).toBe(0);
    expect(hashTargetShift(undefined, 500, 800)).toBe(0);
    expect(hashTargetShift(80, undefined, 800)).toBe(0);
  });
});

describe('shrinks', () => {
  it('is true only for a diagram laid out wider than its column', () => {
    expect(shrinks(896, 358)).toBe(true);
    expect(shrinks(358.4, 358)).toBe(false);
    expect(shrinks(300, 358)).toBe(false);
    expect(shrinks(undefined, 358)).toBe(false);
  });
});

describe('svgPicture', () => {
  it('is a data URL that gives back the markup', () => {
    const markup =
      '<svg xmlns="http://www.w3.org/2000/svg"><text>a#b%</text></svg>';
    const url = svgPicture(markup);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(url).not.toMatch(/[#<>]/);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(markup);
  });
});
