import {buildSearchIndex} from './buildIndex';
import {TIER, SiteSearch, namesCode} from './searchIndex';
import type {SourcePage, SourceText} from './pluginIndex';
import {DOCUMENT_TYPE} from './types';

/** A text; Chinese words are given as `|`-separated pieces. */
function text(value: string): SourceText {
  const words: [number, number][] = [];
  let plain = '';
  for (const piece of value.split('|')) {
    if (/\p{Unified_Ideograph}/u.test(piece)) {
      words.push([plain.length, piece.length]);
    }
    plain += piece;
  }
  return {text: plain, words};
}

function page(
  url: string,
  title: string,
  sections: [anchor: string, heading: string | undefined, body?: string][],
  description?: string,
): SourcePage {
  return {
    url,
    title: text(title),
    description: description ? text(description) : undefined,
    sections: sections.map(([anchor, heading, body]) => ({
      anchor,
      heading: heading ? text(heading) : undefined,
      text: body ? text(body) : undefined,
    })),
  };
}

const filler = (n: number) =>
  Array.from({length: n}, (_, i) => `word${i % 97} filler`).join(' ');

const PAGES: SourcePage[] = [
  page('/guide/layout', 'Layout System', [
    ['', undefined, 'The layout system places every widget in one pass.'],
    ['#turtle', 'The turtle', 'A turtle walks the space of a view.'],
  ]),
  page(
    '/guide/layout/turtle',
    'Turtle Layout',
    [
      [
        '',
        undefined,
        `${filler(400)} and so a deferred child waits for its parent.`,
      ],
      [
        '#children',
        'Children',
        'Each child is deferred until the child count is known.',
      ],
      ['#walk', 'Walk', 'The walk of a child gives its size.'],
    ],
    'How the turtle lays out children.',
  ),
  page('/guide/widget/portal-list', 'Lists with PortalList', [
    ['', undefined, 'A PortalList draws only the rows in view.'],
    ['#items', 'Items', 'Items are reused as the list scrolls.'],
  ]),
  page('/api/circle', 'circle', [
    ['', undefined, 'Sdf2d::circle adds a disc to the shape.'],
  ]),
  page('/api/box', 'box', [
    ['#notes', 'Notes', 'Unlike circle, box takes a corner radius.'],
  ]),
  page('/zh/guide/turtle', '海龟|布局', [
    ['', undefined, '父容器|会|延后|绘制|的|子元素|。'],
  ]),
  page('/zh/guide/portal', '用 PortalList 构建|列表', [
    ['', undefined, 'PortalList 只|绘制|可见|的|行|。'],
    ['#list', '长|列表', '一个|很|长|的|列表|。'],
  ]),
  page('/zh/weekly', '周报', [['#more', '延伸|阅读', '更多|内容|。']]),
  page('/zh/guide/later', '延后|绘制', [['', undefined, '说明|。']]),
];

function open(pages = PAGES, shardChars = 40) {
  const built = buildSearchIndex(pages, {
    parts: 'parts/',
    shardChars,
    commonShare: 0.2,
  });
  const files = new Map<string, unknown>();
  built.positions.forEach((value, i) =>
    files.set(`positions-${i}.json`, JSON.parse(value)),
  );
  built.texts.forEach((value, i) => files.set(`text-${i}.json`, value));
  const loads: string[] = [];
  const core = JSON.parse(JSON.stringify(built.core));
  const search = new SiteSearch(core, async (file) => {
    loads.push(file);
    if (!files.has(file)) {
      throw new Error(`no ${file}`);
    }
    return files.get(file);
  });
  return {search, loads, built};
}

async function links(query: string, limit = 7): Promise<string[]> {
  const {search} = open();
  const results = await search.search(query, limit);
  return results.map((r) => `${r.document.u}${r.document.h ?? ''}`);
}

async function pages(query: string): Promise<string[]> {
  return [
    ...new Set((await links(query)).map((link) => link.replace(/#.*/, ''))),
  ];
}

describe('site search', () => {
  it('finds a word deep in a long section and returns the whole text', async () => {
    const {search} = open();
    const [first] = await search.search('deferred child', 7);
    expect(first?.document.u).toBe('/guide/layout/turtle');
    expect(first?.type).toBe(DOCUMENT_TYPE.content);
    expect(first?.document.t).toMatch(
      /a deferred child waits for its parent\.$/,
    );
    expect(first?.document.t.length).toBeGreaterThan(4000);
  });

  it('puts an exact phrase before texts that hold the words apart', async () => {
    expect((await links('deferred child')).slice(0, 2)).toEqual([
      '/guide/layout/turtle',
      '/guide/layout/turtle#children',
    ]);
  });

  it('finds the words anywhere in a section: text, heading or page title', async () => {
    // "children" is a heading, "known" in its text.
    expect(await links('children known')).toEqual([
      '/guide/layout/turtle#children',
    ]);
    // "turtle" is the page title, "size" in a section.
    expect(await links('turtle size')).toEqual(['/guide/layout/turtle#walk']);
  });

  it('falls back to the texts holding most words when none holds all', async () => {
    expect((await pages('portallist zebra')).sort()).toEqual([
      '/guide/widget/portal-list',
      '/zh/guide/portal',
    ]);
  });

  it('ranks a title above a heading above prose', async () => {
    const {search} = open();
    const results = await search.search('circle', 7);
    expect(results.map((r) => [r.type, r.document.u])).toEqual([
      [DOCUMENT_TYPE.title, '/api/circle'],
      [DOCUMENT_TYPE.content, '/api/circle'],
      [DOCUMENT_TYPE.content, '/api/box'],
    ]);
    expect(await links('turtle')).toEqual([
      '/guide/layout/turtle',
      '/guide/layout#turtle',
      '/guide/layout/turtle',
      '/guide/layout#turtle',
    ]);
  });

  it('puts the reference section that defines a name in code before texts that only use it', async () => {
    const dropDown = page('/api/drop-down', 'DropDown', [
      [
        '#pitfalls',
        'Pitfalls',
        'After set_labels call set_selected_item, since set_selected_item keeps the old index.',
      ],
      [
        '#rust-api',
        'Rust API',
        `${filler(30)} fn set_selected_item selects an index without an action.`,
      ],
      ['#related', 'Related', 'The selected item of a list.'],
    ]);
    const reference = (marked: boolean): SourcePage => ({
      ...dropDown,
      sections: dropDown.sections.map((section) =>
        section.anchor === '#rust-api'
          ? {...section, reference: marked}
          : section,
      ),
    });
    const order = async (pages: SourcePage[], query: string) => {
      const {search} = open(pages);
      return (await search.search(query, 7)).map((r) => r.document.h);
    };
    // Without the mark the shorter text that says it twice comes first.
    expect(await order([reference(false)], 'set_selected_item')).toEqual([
      '#pitfalls',
      '#rust-api',
    ]);
    expect(await order([reference(true)], 'set_selected_item')).toEqual([
      '#rust-api',
      '#pitfalls',
    ]);
    // The mark costs the core one number, on the marked section only.
    expect(open([reference(true)]).built.core.pages[0]?.[3]).toEqual([
      ['#pitfalls', 'Pitfalls', 1],
      ['#rust-api', 'Rust API', 1, 1],
      ['#related', 'Related', 1],
    ]);
    // A query of plain words is ranked as before.
    expect((await order([reference(true)], 'selected index'))[0]).toBe(
      '#pitfalls',
    );
  });

  it('tells the queries that name something in code', () => {
    expect(namesCode('set_selected_item')).toBe(true);
    expect(namesCode('PortalList')).toBe(true);
    expect(namesCode('the draw_bg of a button')).toBe(true);
    expect(namesCode('selected item')).toBe(false);
    expect(namesCode('Splitter')).toBe(false);
    expect(namesCode('下拉框')).toBe(false);
  });

  it('finds other forms of a word and the word being typed', async () => {
    expect(await pages('walks')).toContain('/guide/layout/turtle');
    expect((await pages('portall')).sort()).toEqual([
      '/guide/widget/portal-list',
      '/zh/guide/portal',
    ]);
    expect(await pages('sdf circle')).toEqual(['/api/circle']);
  });

  it('matches Chinese words whole: 延后 before 延后绘制, never 延伸', async () => {
    const found = await links('延后');
    expect(found[0]).toBe('/zh/guide/later');
    expect(found).toContain('/zh/guide/turtle');
    expect(found).not.toContain('/zh/weekly#more');
    expect(await pages('延伸')).toEqual(['/zh/weekly']);
  });

  it('splits a Chinese query into the index’s words', async () => {
    expect(await pages('海龟布局')).toEqual(['/zh/guide/turtle']);
    expect((await links('延后绘制'))[0]).toBe('/zh/guide/later');
  });

  it('answers mixed Chinese and identifier queries', async () => {
    expect(await links('PortalList 列表')).toEqual([
      '/zh/guide/portal',
      '/zh/guide/portal#list',
      '/zh/guide/portal',
    ]);
  });

  it('fetches the positions of the query’s words, texts only for texts shown', async () => {
    const {search, loads} = open();
    await search.search('portallist', 1);
    expect(loads.filter((f) => f.startsWith('positions'))).toHaveLength(1);
    expect(loads.filter((f) => f.startsWith('text'))).toEqual([]);
    await search.search('portallist', 7);
    expect(loads.filter((f) => f.startsWith('text')).length).toBeGreaterThan(0);
    const before = loads.length;
    await search.search('deferred child', 7);
    expect(loads.slice(before).some((f) => f.startsWith('positions'))).toBe(
      true,
    );
    // Read once.
    const again = loads.length;
    await search.search('deferred child', 7);
    expect(loads.length).toBe(again);
  });

  it('fetches the texts of the likely results while the positions arrive', async () => {
    const built = buildSearchIndex(PAGES, {
      parts: '',
      shardChars: 40,
      commonShare: 0.2,
    });
    const requests: string[] = [];
    let release: () => void = () => undefined;
    const positionsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const search = new SiteSearch(built.core, async (file) => {
      requests.push(file);
      const n = Number(file.replace(/\D/g, ''));
      if (file.startsWith('positions')) {
        await positionsHeld;
        return JSON.parse(built.positions[n] ?? '""');
      }
      return built.texts[n];
    });
    const answer = search.search('deferred child', 7);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests.some((f) => f.startsWith('text'))).toBe(true);
    release();
    expect((await answer)[0]?.document.u).toBe('/guide/layout/turtle');
  });

  it('ranks a query alike whatever earlier queries read', async () => {
    // "alph" stands for alpha … alphj; only the first expansions' word
    // counts are read, so alphj's five occurrences must not count later.
    const filler = 'one two three four five';
    const pages = [
      ...[...'abcdefgh'].map((letter) =>
        page(`/p${letter}`, `Page ${letter}`, [
          ['', undefined, `alph${letter} ${filler}`],
        ]),
      ),
      page('/q', 'Q', [['', undefined, `alphi ${filler} six seven eight`]]),
      page('/r', 'R', [['', undefined, `${'alphj '.repeat(5)}${filler}`]]),
    ];
    const order = async (search: SiteSearch) =>
      (await search.search('alph', 10)).map((r) => r.document.u);
    // One word per positions file: a query reads only its own words'.
    const fresh = open(pages, 1).search;
    const used = open(pages, 1).search;
    await used.search('alphj', 7);
    expect(await order(used)).toEqual(await order(fresh));
  });

  it('keeps at most `limit` results without repeated links', async () => {
    const {search: common, loads} = open();
    const found = (await common.search('the', 3)).map((r) => r.document.u);
    expect(loads.some((f) => f.startsWith('positions'))).toBe(true);
    expect(found.length).toBeLessThanOrEqual(3);
    const {search} = open();
    const results = await search.search('turtle', 50);
    const keys = results.map((r) => `${r.type}${r.document.u}${r.document.h}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('marks the words each result holds', async () => {
    const {search} = open();
    const [first] = await search.search('deferred chi', 1);
    expect(Object.keys(first?.metadata ?? {}).sort()).toEqual([
      'child',
      'deferred',
    ]);
    expect(first?.tokens).toEqual(['deferred', 'chi']);
  });

  it('answers nothing for empty queries and refuses another format', async () => {
    const {search, built} = open();
    expect(await search.search('  ', 7)).toEqual([]);
    expect(await search.search('qqqzzz', 7)).toEqual([]);
    expect(
      () => new SiteSearch({...built.core, format: 1}, async () => ''),
    ).toThrow(/format/);
  });

  it('reports a file that cannot be read and reads it again next time', async () => {
    const built = buildSearchIndex(PAGES, {parts: '', shardChars: 40});
    let fail = true;
    const search = new SiteSearch(built.core, async (file) => {
      if (fail) {
        throw new Error(`offline: ${file}`);
      }
      return file.startsWith('text')
        ? built.texts[Number(file.replace(/\D/g, ''))]
        : JSON.parse(built.positions[Number(file.replace(/\D/g, ''))] ?? '""');
    });
    await expect(search.search('deferred child', 7)).rejects.toThrow(/offline/);
    fail = false;
    expect((await search.search('deferred child', 7))[0]?.document.u).toBe(
      '/guide/layout/turtle',
    );
  });

  it('exports its tiers in order', () => {
    expect(TIER.titleAll).toBeGreaterThan(TIER.headingEqual);
    expect(TIER.textLongPhrase).toBeGreaterThan(TIER.titleRequired);
    expect(TIER.textPhrase).toBeGreaterThan(TIER.textAll);
    expect(TIER.textAll).toBeGreaterThan(TIER.titleSome);
  });
});
