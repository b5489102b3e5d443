import {toSuggestion} from './fromWorker';
import {shownPages} from './local';
import {groupByPage, hasAllWords, nameMatch} from './ranking';
import {DOCUMENT_TYPE, type WorkerResult} from './types';

let nextId = 1;
function page(u: string, t: string) {
  return {i: nextId++, t, u};
}
function titleHit(u: string, t: string, tokens: string[]): WorkerResult {
  return {
    document: page(u, t),
    type: DOCUMENT_TYPE.title,
    metadata: {},
    tokens,
  };
}
function headingHit(
  u: string,
  pageTitle: string,
  heading: string,
  tokens: string[],
): WorkerResult {
  const parent = page(u, pageTitle);
  return {
    document: {i: nextId++, t: heading, u, h: `#${heading}`, p: parent.i},
    type: DOCUMENT_TYPE.heading,
    page: parent,
    metadata: {},
    tokens,
  };
}
function contentHit(
  u: string,
  pageTitle: string,
  text: string,
  tokens: string[],
): WorkerResult {
  const parent = page(u, pageTitle);
  return {
    document: {i: nextId++, t: text, u, h: '#s', p: parent.i, s: 'Section'},
    type: DOCUMENT_TYPE.content,
    page: parent,
    metadata: {},
    tokens,
  };
}
const toSuggestions = (results: WorkerResult[]) =>
  results.map((result) => toSuggestion(result, 100));

describe('ranking', () => {
  it('matches names: equal, starting with, holding every word', () => {
    expect(nameMatch('Turtle Layout', 'turtle layout')).toBe(3);
    expect(nameMatch('fill_keep', 'fill keep')).toBe(3);
    expect(nameMatch('Layout System', 'layout')).toBe(2);
    expect(nameMatch('Debugging Layout', 'layout')).toBe(1);
    expect(nameMatch('动画系统', '动画')).toBe(2);
    expect(nameMatch('调试动画', '动画')).toBe(1);
    expect(nameMatch('Widgets', 'animation')).toBe(0);
    expect(hasAllWords('Turtle Layout', ['turt', 'lay'])).toBe(true);
  });

  it('groups by page: the title, then headings, then sections', () => {
    const suggestions = toSuggestions([
      contentHit('/a', 'Page A', 'text about layout', ['layout']),
      titleHit('/b', 'Layout', ['layout']),
      headingHit('/a', 'Page A', 'Layout rules', ['layout']),
      titleHit('/a', 'Page A', ['layout']),
    ]);
    const groups = groupByPage(suggestions);
    expect(groups.map((group) => group.page)).toEqual(['/a', '/b']);
    expect(groups[0]?.suggestions.map((s) => s.type)).toEqual([
      'title',
      'header',
      'content',
    ]);
  });

  it('shows at most the limit, without repeated links', () => {
    const results = Array.from({length: 12}, (_, i) =>
      titleHit(`/p${i}`, `circle ${i}`, ['circle']),
    );
    results.splice(1, 0, titleHit('/p0', 'circle 0', ['circle']));
    const groups = shownPages(results, 7, 100);
    const shown = groups.flatMap((group) => group.suggestions);
    expect(shown).toHaveLength(7);
    expect(new Set(shown.map((s) => s.link)).size).toBe(7);
    // In the worker's order.
    expect(shown.map((s) => s.link)).toEqual([
      '/p0',
      '/p1',
      '/p2',
      '/p3',
      '/p4',
      '/p5',
      '/p6',
    ]);
  });
});

describe('suggestions from the worker', () => {
  it('makes a content suggestion with a marked snippet and section', () => {
    const suggestion = toSuggestion(
      {
        ...contentHit(
          '/guide/layout',
          'Turtle Layout',
          'The turtle walks the layouts of a view.',
          ['turtle'],
        ),
        metadata: {layout: {t: {}}},
      },
      100,
    );
    expect(suggestion.type).toBe('content');
    expect(suggestion.link).toBe('/guide/layout#s');
    expect(suggestion.header.text).toBe('Section');
    const {text, highlights} = suggestion.statement;
    expect(
      highlights.map(({start, length}) => text.slice(start, start + length)),
    ).toEqual(['turtle', 'layouts']);
  });

  it('makes a description a content suggestion of its page', () => {
    const suggestion = toSuggestion(
      {
        document: {i: 9, t: 'About circles.', u: '/c', p: 8, s: 'circle'},
        type: DOCUMENT_TYPE.description,
        page: {i: 8, t: 'circle', u: '/c'},
        metadata: {},
        tokens: ['circl'],
      },
      100,
    );
    expect(suggestion).toMatchObject({
      type: 'content',
      link: '/c',
      title: {text: 'circle'},
      header: {text: ''},
    });
  });
});
