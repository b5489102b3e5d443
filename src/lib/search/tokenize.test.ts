import {
  hasIdeograph,
  identifierParts,
  normalizeWord,
  singleCharacters,
  tokenize,
  type CutRun,
} from './tokenize';

const terms = (text: string, cut?: CutRun) =>
  tokenize(text, cut).map((token) => token.term);

describe('tokenize', () => {
  it('splits words at anything but letters, digits and _', () => {
    expect(terms('Draw a Circle, then fill_keep() it: vec2(0.5).')).toEqual([
      'draw',
      'a',
      'circle',
      'then',
      'fill_keep',
      'it',
      'vec2',
      '0',
      '5',
    ]);
  });

  it('keeps the offsets of each word in the text', () => {
    const text = 'The PortalList draws';
    const [, portal] = tokenize(text);
    expect(portal).toEqual({term: 'portallist', start: 4, end: 14});
    expect(text.slice(portal?.start, portal?.end)).toBe('PortalList');
  });

  it('removes diacritics and folds full-width letters', () => {
    expect(normalizeWord('Naïve')).toBe('naive');
    expect(terms('ＡＢＣ café')).toEqual(['abc', 'cafe']);
  });

  it('splits Chinese runs with the given cut, apart from Latin words', () => {
    const cut: CutRun = (run) =>
      run === '延后绘制子元素' ? ['延后', '绘制', '子元素'] : Array.from(run);
    expect(terms('用PortalList延后绘制子元素。', cut)).toEqual([
      '用',
      'portallist',
      '延后',
      '绘制',
      '子元素',
    ]);
    expect(terms('海龟', singleCharacters)).toEqual(['海', '龟']);
  });

  it('gives a cut the offset of its run', () => {
    const offsets: number[] = [];
    tokenize('ab 动画', (run, offset) => {
      offsets.push(offset);
      return [run];
    });
    expect(offsets).toEqual([3]);
  });

  it('knows Chinese characters', () => {
    expect(hasIdeograph('布局 layout')).toBe(true);
    expect(hasIdeograph('layout')).toBe(false);
  });
});

describe('identifier parts', () => {
  it.each([
    ['draw_bg', ['draw', 'bg']],
    ['PortalList', ['portal', 'list']],
    ['HTTPServer', ['http', 'server']],
    ['fill_keep_premul', ['fill', 'keep', 'premul']],
    ['Sdf2d', ['sdf', '2d']],
    ['vec2', ['vec', '2']],
    ['circle', []],
    ['_private', []],
  ])('%s', (word, parts) => {
    expect(identifierParts(word)).toEqual(parts);
  });
});
