import {
  cutAtWords,
  referenceAnchors,
  sourcePages,
  type PluginIndexPart,
} from './pluginIndex';

function part(
  documents: PluginIndexPart['documents'],
  positions: Record<string, Record<string, [number, number][]>> = {},
): PluginIndexPart {
  return {
    documents,
    index: {
      fields: ['t'],
      invertedIndex: Object.entries(positions).map(([term, refs], i) => [
        term,
        {
          _index: i,
          t: Object.fromEntries(
            Object.entries(refs).map(([ref, position]) => [ref, {position}]),
          ),
        },
      ]),
    },
  };
}

const empty = part([]);

describe('pages from the search plugin’s index', () => {
  it('groups headings and section texts under their page, in order', () => {
    const pages = sourcePages([
      [
        part([{i: 1, t: 'Turtle Layout', u: '/turtle'}]),
        part([
          {i: 3, t: 'The model', u: '/turtle', h: '#model', p: 1},
          {i: 5, t: 'Example', u: '/turtle', h: '#example', p: 1},
        ]),
        part([{i: 1, t: 'How layout works.', u: '/turtle', p: 1}]),
        empty,
        part([
          {
            i: 2,
            t: 'Intro text.',
            u: '/turtle',
            h: '',
            p: 1,
            s: 'Turtle Layout',
          },
          {
            i: 4,
            t: 'Model text.',
            u: '/turtle',
            h: '#model',
            p: 1,
            s: 'The model',
          },
          {i: 6, t: 'Same title.', u: '/turtle', h: '#turtle-layout', p: 1},
        ]),
      ],
    ]);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page?.title.text).toBe('Turtle Layout');
    expect(page?.description?.text).toBe('How layout works.');
    expect(
      page?.sections.map((s) => [s.anchor, s.heading?.text, s.text?.text]),
    ).toEqual([
      ['', undefined, 'Intro text.'],
      ['#model', 'The model', 'Model text.'],
      ['#example', 'Example', undefined],
      ['#turtle-layout', undefined, 'Same title.'],
    ]);
  });

  it('keeps the Chinese words jieba found, where the text holds them', () => {
    const [page] = sourcePages([
      [
        part([{i: 1, t: '海龟布局', u: '/zh/turtle'}], {
          海龟: {'1': [[0, 2]]},
          布局: {'1': [[2, 2]]},
          layout: {'1': [[0, 6]]},
          // Past the end of the text: dropped.
          错位: {'1': [[9, 2]]},
        }),
        empty,
        empty,
        empty,
        empty,
      ],
    ]);
    expect(page?.title.words).toEqual([
      [0, 2],
      [2, 2],
    ]);
  });

  it('reads several files one after the other', () => {
    const file = (id: number, url: string): PluginIndexPart[] => [
      part([{i: id, t: url, u: url}]),
      empty,
      empty,
      empty,
      empty,
    ];
    expect(
      sourcePages([file(1, '/a'), file(1, '/b')]).map((p) => p.url),
    ).toEqual(['/a', '/b']);
  });
});

describe('cutting Chinese at jieba’s words', () => {
  it('cuts at the words and leaves uncovered characters alone', () => {
    // 延后|绘制|的|子元素 with 的 (a stop word) not among the words.
    const cut = cutAtWords([
      [10, 2],
      [12, 2],
      [15, 3],
    ]);
    expect(cut('延后绘制的子元素', 10)).toEqual([
      '延后',
      '绘制',
      '的',
      '子元素',
    ]);
  });

  it('cuts a run without words into characters', () => {
    expect(cutAtWords([])('海龟', 0)).toEqual(['海', '龟']);
  });

  it('keeps a word that starts before the run to the run', () => {
    expect(cutAtWords([[0, 4]])('布局', 2)).toEqual(['布局']);
  });
});

describe('referenceAnchors', () => {
  it('names the sections that hold a table of facts, by their heading', () => {
    const html = [
      '<h1>DropDown</h1>',
      '<h2 class="anchor" id="example">Example</h2><table><tr><td>x</td></tr></table>',
      '<h2 class="anchor" id="properties">Properties</h2>',
      '<details data-facts-fold="properties"><table data-facts="properties"></table></details>',
      '<h2 class="anchor" id="rust-api">Rust API</h2><p>…</p>',
      '<h3 id="methods">Methods</h3><table data-facts="methods"></table>',
      '<h2 class="anchor" id="pitfalls">Pitfalls</h2>',
    ].join('');
    expect([...referenceAnchors(html)]).toEqual(['#properties', '#methods']);
    expect(referenceAnchors('<table data-facts="methods"></table>').size).toBe(
      0,
    );
  });
});
