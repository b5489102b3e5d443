import {Dictionary, MATCH_QUALITY, MAX_EXPANSIONS} from './dictionary';

const sorted = (words: string[]) =>
  [...words].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const dictionary = new Dictionary(
  sorted([
    'layout',
    'layouts',
    'lay',
    'child',
    'children',
    'childs',
    'mix',
    'mixin',
    'centre',
    '延后',
    '延伸',
    '延后绘制',
    '海龟',
    '布局',
    '子元素',
    '绘制',
  ]),
);
const frequency = () => 1;
const words = (matches: {term: number; quality: number}[]) =>
  matches.map(({term, quality}) => [dictionary.terms[term], quality]);

describe('dictionary', () => {
  it('finds the word, then its other forms', () => {
    expect(
      words(dictionary.matches('layout', {typing: false, rank: frequency})),
    ).toEqual([
      ['layout', MATCH_QUALITY.exact],
      ['layouts', MATCH_QUALITY.stem],
    ]);
    expect(
      words(dictionary.matches('center', {typing: false, rank: frequency})),
    ).toEqual([['centre', MATCH_QUALITY.stem]]);
  });

  it('expands the word being typed to the words it starts', () => {
    expect(
      words(dictionary.matches('chil', {typing: true, rank: frequency})),
    ).toEqual([
      ['child', MATCH_QUALITY.prefix],
      ['children', MATCH_QUALITY.prefix],
      ['childs', MATCH_QUALITY.prefix],
    ]);
    expect(
      words(dictionary.matches('mix', {typing: true, rank: frequency})),
    ).toEqual([
      ['mix', MATCH_QUALITY.exact],
      ['mixin', MATCH_QUALITY.prefix],
    ]);
  });

  it('expands a finished word only when nothing else matches', () => {
    expect(
      words(dictionary.matches('mix', {typing: false, rank: frequency})),
    ).toEqual([['mix', MATCH_QUALITY.exact]]);
    expect(
      words(dictionary.matches('chil', {typing: false, rank: frequency})),
    ).toHaveLength(3);
  });

  it('orders expansions by rank and keeps at most MAX_EXPANSIONS', () => {
    const many = new Dictionary(
      sorted(Array.from({length: 100}, (_, i) => `word${i}`)),
    );
    const matches = many.matches('word', {
      typing: true,
      rank: (id) => (many.terms[id] === 'word42' ? 10 : 1),
    });
    expect(matches).toHaveLength(MAX_EXPANSIONS);
    expect(many.terms[matches[0]?.term ?? -1]).toBe('word42');
  });

  it('matches Chinese words whole first, then words that contain them', () => {
    expect(
      words(dictionary.matches('延后', {typing: true, rank: frequency})),
    ).toEqual([
      ['延后', MATCH_QUALITY.exact],
      ['延后绘制', MATCH_QUALITY.contains],
    ]);
    expect(
      words(dictionary.matches('延后', {typing: true, rank: frequency})).some(
        ([word]) => word === '延伸',
      ),
    ).toBe(false);
  });

  it('finds words by prefix with a binary search', () => {
    expect(
      dictionary.withPrefix('lay').map((id) => dictionary.terms[id]),
    ).toEqual(['lay', 'layout', 'layouts']);
    expect(dictionary.withPrefix('zzz')).toEqual([]);
  });

  it('splits a Chinese query into the fewest dictionary words', () => {
    const cut = (run: string) => dictionary.cutQueryRun(run, 0);
    expect(cut('海龟布局')).toEqual(['海龟', '布局']);
    expect(cut('延后绘制子元素')).toEqual(['延后绘制', '子元素']);
    expect(cut('延后')).toEqual(['延后']);
    // Characters the dictionary does not know stand alone.
    expect(cut('用海龟')).toEqual(['用', '海龟']);
    expect(cut('')).toEqual([]);
  });

  it('splits a run as the index holds its words most often, when cuts are otherwise equal', () => {
    const terms = ['上同', '向上', '方向'].sort();
    const counts = (often: string) =>
      terms.map((term) => (term === often ? 30 : 2));
    expect(
      new Dictionary(terms, counts('方向')).cutQueryRun('方向上', 0),
    ).toEqual(['方向', '上']);
    expect(
      new Dictionary(terms, counts('向上')).cutQueryRun('方向上', 0),
    ).toEqual(['方', '向上']);
    // Fewer pieces still win over frequent words.
    expect(
      new Dictionary([...terms, '方向上'].sort(), []).cutQueryRun('方向上', 0),
    ).toEqual(['方向上']);
  });
});
