import {toSuggestion} from './fromWorker';
import {
  groupByPage,
  hasAllWords,
  nameMatch,
  rankSuggestions,
  topGroupedByPage,
} from './ranking';
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

  it('puts the page the query names first', () => {
    const ranked = rankSuggestions(
      toSuggestions([
        contentHit('/guide/a', 'A guide', 'draw a circle here', ['circle']),
        headingHit('/api/box', 'box', 'circle corners', ['circle']),
        titleHit('/api/circle', 'circle', ['circle']),
      ]),
      'circle',
    );
    expect(ranked[0]?.link).toBe('/api/circle');
    expect(ranked.map((s) => s.type)).toEqual(['title', 'header', 'content']);
  });

  it('prefers the shorter title, then the page higher in the tree', () => {
    const ranked = rankSuggestions(
      toSuggestions([
        titleHit('/zh/guide/animation-system/best-practice', '动画最佳实践', [
          '动画',
        ]),
        titleHit('/zh/guide/animation-system/example-animation', '动画示例', [
          '动画',
        ]),
        titleHit('/zh/guide/animation-system', '动画系统', ['动画']),
      ]),
      '动画',
    );
    expect(ranked.map((s) => s.title.text)).toEqual([
      '动画系统',
      '动画示例',
      '动画最佳实践',
    ]);
  });

  it('ranks an exact heading above a heading that only holds the word', () => {
    const ranked = rankSuggestions(
      toSuggestions([
        headingHit('/examples/viewer', 'Viewer', 'Why a PortalList', [
          'portallist',
        ]),
        headingHit('/api/quick', 'Quick Reference', 'PortalList', [
          'portallist',
        ]),
      ]),
      'PortalList',
    );
    expect(ranked[0]?.link).toBe('/api/quick#PortalList');
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
    results.push(titleHit('/p0', 'circle 0', ['circle']));
    const groups = topGroupedByPage(toSuggestions(results), 'circle', 7);
    const shown = groups.flatMap((group) => group.suggestions);
    expect(shown).toHaveLength(7);
    expect(new Set(shown.map((s) => s.link)).size).toBe(7);
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
