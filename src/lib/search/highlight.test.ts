import {findHighlights, markedPieces, mergeHighlights} from './highlight';

const texts = (text: string, terms: string[]) =>
  findHighlights(text, terms).map(({start, length}) =>
    text.slice(start, start + length),
  );

describe('highlights', () => {
  it('marks whole words from a stem, ignoring case', () => {
    expect(texts('Layouts and the layout turtle', ['layout'])).toEqual([
      'Layouts',
      'layout',
    ]);
  });

  it('does not mark inside a word, but does after _ in identifiers', () => {
    expect(texts('within in draw_bg', ['in', 'bg'])).toEqual(['in', 'bg']);
  });

  it('marks Chinese terms anywhere', () => {
    expect(texts('构建基础动画组件', ['动画'])).toEqual(['动画']);
  });

  it('treats regex characters as text', () => {
    expect(texts('a (b) [c]* .+?', ['(b)', '.+?', '[c]*'])).toEqual([
      '(b)',
      '[c]*',
      '.+?',
    ]);
    expect(findHighlights('abc', ['.*'])).toEqual([]);
  });

  it('merges overlapping ranges', () => {
    expect(
      mergeHighlights([
        {start: 4, length: 2},
        {start: 0, length: 3},
        {start: 2, length: 2},
      ]),
    ).toEqual([{start: 0, length: 6}]);
  });

  it('splits a text into plain and marked pieces', () => {
    expect(
      markedPieces({
        text: '<img src=x> circle',
        highlights: [{start: 12, length: 6}],
      }),
    ).toEqual([
      {text: '<img src=x> ', highlighted: false},
      {text: 'circle', highlighted: true},
    ]);
  });

  it('ignores ranges outside the text', () => {
    expect(
      markedPieces({text: 'abc', highlights: [{start: 2, length: 9}]}),
    ).toEqual([
      {text: 'ab', highlighted: false},
      {text: 'c', highlighted: true},
    ]);
  });
});
