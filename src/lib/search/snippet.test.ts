import {textColumns} from './columns';
import {ELLIPSIS, bestMatch, buildSnippet} from './snippet';

const marks = (snippet: {
  text: string;
  highlights: {start: number; length: number}[];
}) =>
  snippet.highlights.map(({start, length}) =>
    snippet.text.slice(start, start + length),
  );

describe('snippets', () => {
  const long =
    'The layout system of Makepad places every child in one pass. ' +
    'A turtle walks the available space, and each widget asks it for room. ' +
    'Fill takes what is left, Fit takes what the content needs, and a fixed size is a number.';

  it('keeps a short text whole', () => {
    const snippet = buildSnippet('circle adds a disc', ['disc'], 100);
    expect(snippet.text).toBe('circle adds a disc');
    expect(marks(snippet)).toEqual(['disc']);
  });

  it('shows about 100 columns around the first match, with ellipses', () => {
    const snippet = buildSnippet(long, ['fit'], 100);
    expect(snippet.text.startsWith(ELLIPSIS)).toBe(true);
    expect(textColumns(snippet.text)).toBeLessThanOrEqual(102);
    expect(marks(snippet)).toEqual(['Fit']);
  });

  it('starts at the beginning when nothing matches', () => {
    const snippet = buildSnippet(long, ['zzz'], 100);
    expect(snippet.text.startsWith('The layout')).toBe(true);
    expect(snippet.text.endsWith(ELLIPSIS)).toBe(true);
    expect(snippet.highlights).toEqual([]);
  });

  it('measures Chinese in columns', () => {
    const text = '动画系统'.repeat(40);
    const snippet = buildSnippet(text, ['系统'], 100);
    expect(textColumns(snippet.text)).toBeLessThanOrEqual(102);
    expect(marks(snippet).every((mark) => mark === '系统')).toBe(true);
  });

  it('shows the place that holds the most searched words, not the first match', () => {
    const text =
      `A child is drawn here. ${'Other words fill the section. '.repeat(20)}` +
      'Then a deferred child waits for the space that is left.';
    const snippet = buildSnippet(text, ['deferred', 'child'], 100);
    expect(snippet.text.startsWith(ELLIPSIS)).toBe(true);
    expect(snippet.text).toContain('a deferred child waits');
    expect(marks(snippet)).toEqual(['deferred', 'child']);
    expect(bestMatch(text, [], 100)).toBeUndefined();
  });

  it('copes with a 10 000 character text', () => {
    const text = `${'x'.repeat(5000)} needle ${'y'.repeat(5000)}`;
    const snippet = buildSnippet(text, ['needle'], 100);
    expect(marks(snippet)).toEqual(['needle']);
  });
});
