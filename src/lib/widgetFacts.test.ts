import {
  FOLDED_CHANGES_MIN,
  FOLDED_ROWS_MIN,
  WidgetFactsError,
  buildFactTable,
  codeBreaks,
  factTableNodes,
  factTableToMarkdown,
  factTableToMdast,
  rowAnchor,
  nonEmptyParts,
  noteInlines,
  sourceUrl,
  widgetFactsTags,
  type WidgetFacts,
  type WidgetNotes,
} from './widgetFacts';

const FACTS: WidgetFacts = {
  name: 'Dial',
  source: 'dial.rs',
  struct: {line: 40, end: 48},
  definition: {
    name: 'Dial',
    file: 'dial.rs',
    line: 10,
    end: 12,
    base: 'DialBase',
    public: true,
  },
  properties: [
    {
      key: 'min',
      attribute: 'live',
      type: 'f64',
      default: '1.0',
      rustDefault: '0.5',
      defaultAt: 'dial.rs:11',
      line: 41,
    },
    {
      key: 'size',
      attribute: 'live',
      type: 'f64',
      default: '(THEME_SPACE_1)',
      resolved: 3,
      line: 42,
    },
    {key: 'label', attribute: 'live', type: 'String', default: null, line: 43},
  ],
  styling: [
    {
      key: 'draw_bg.states',
      field: 'draw_bg',
      members: ['hover', 'down'],
      kind: 'instance',
      type: 'float',
      default: '0.0',
      file: 'dial.rs',
      line: 5,
    },
    {
      key: 'draw_bg.color',
      field: 'draw_bg',
      members: ['color', 'color_hover'],
      kind: 'uniform',
      type: 'vec4',
      default: '#f00',
      file: 'dial.rs',
      line: 6,
    },
  ],
  variants: [
    {
      key: 'DialFlat',
      base: 'Dial',
      overrides: ['width', 'draw_bg.color', 'draw_bg.pixel()'],
      file: 'dial.rs',
      line: 14,
      end: 16,
    },
  ],
  actions: [
    {key: 'Turned', payload: 'f64', line: 30},
    {key: 'Released', payload: null, line: 31},
  ],
  methods: [],
  sources: {
    properties: [{file: 'dial.rs', line: 40, end: 48}],
    styling: [{file: 'dial.rs', line: 3, end: 12}],
    variants: [{file: 'dial.rs', line: 14, end: 16}],
    actions: [{file: 'dial.rs', line: 29, end: 29}],
    methods: [],
  },
};

const NOTES: WidgetNotes = {
  properties: {
    min: 'Smallest value.',
    size: 'Diameter in `px`.',
    label: 'Text | beside it.',
  },
  styling: {'draw_bg.states': 'Animated.', 'draw_bg.color': 'Fill.'},
  variants: {DialFlat: 'No bevel.'},
  actions: {Turned: 'The new value.', Released: 'Let go.'},
};

describe('noteInlines', () => {
  it('turns backtick spans into inline code', () => {
    expect(noteInlines('Set `min` below `max`.')).toEqual([
      {type: 'text', value: 'Set '},
      {type: 'code', value: 'min'},
      {type: 'text', value: ' below '},
      {type: 'code', value: 'max'},
      {type: 'text', value: '.'},
    ]);
  });
});

describe('buildFactTable', () => {
  it('builds the properties table: names, types and defaults as code, notes after', () => {
    const table = buildFactTable(FACTS, NOTES, 'properties', 'en');
    expect(table.header).toEqual([
      'Property',
      'Type',
      'Default',
      'Description',
    ]);
    expect(table.rows[0]).toEqual([
      [{type: 'code', value: 'min'}],
      [{type: 'code', value: 'f64'}],
      [
        {type: 'code', value: '1.0'},
        {type: 'text', value: ' ('},
        {type: 'code', value: '#[live(0.5)]'},
        {type: 'text', value: ')'},
      ],
      [{type: 'text', value: 'Smallest value.'}],
    ]);
    expect(table.rows[1]?.[2]).toEqual([
      {type: 'code', value: '(THEME_SPACE_1)'},
      {type: 'text', value: ' = 3'},
    ]);
    expect(table.rows[2]?.[2]).toEqual([{type: 'text', value: '—'}]);
  });

  it('translates the headers and the source line', () => {
    const en = buildFactTable(FACTS, NOTES, 'actions', 'en');
    const zh = buildFactTable(FACTS, NOTES, 'actions', 'zh');
    expect(en.header).toEqual(['Action', 'Payload', 'Description']);
    expect(zh.header).toEqual(['动作', '载荷', '说明']);
    expect(en.source).toEqual([
      {type: 'text', value: 'Source (Makepad 1.0.0): '},
      {
        type: 'link',
        url: 'https://github.com/makepad/makepad/blob/1.0.0/widgets/src/dial.rs#L29',
        children: [{type: 'text', value: 'widgets/src/dial.rs, line 29'}],
      },
    ]);
    expect(zh.source[0]).toEqual({
      type: 'text',
      value: '源码（Makepad 1.0.0）：',
    });
  });

  it('shows folded styling rows with their suffixes and the state names', () => {
    const table = buildFactTable(FACTS, NOTES, 'styling', 'en');
    expect(table.rows.map((row) => row.slice(0, 2))).toEqual([
      [
        [
          {type: 'code', value: 'draw_bg'},
          {type: 'text', value: ': '},
          {type: 'code', value: 'hover'},
          {type: 'text', value: ', '},
          {type: 'code', value: 'down'},
        ],
        [{type: 'code', value: 'instance float'}],
      ],
      [
        [
          {type: 'code', value: 'draw_bg.color'},
          {type: 'text', value: ' + '},
          {type: 'code', value: '_hover'},
        ],
        [{type: 'code', value: 'uniform vec4'}],
      ],
    ]);
  });

  it('groups a variant’s changes by draw block', () => {
    const [row] = buildFactTable(FACTS, NOTES, 'variants', 'en').rows;
    expect(row?.slice(0, 3)).toEqual([
      [{type: 'code', value: 'DialFlat'}],
      [{type: 'code', value: '<Dial>'}],
      [
        {type: 'code', value: 'width'},
        {type: 'text', value: ', '},
        {type: 'code', value: 'draw_bg'},
        {type: 'text', value: ' ('},
        {type: 'code', value: 'color'},
        {type: 'text', value: ', '},
        {type: 'code', value: 'pixel()'},
        {type: 'text', value: ')'},
      ],
    ]);
  });

  it('folds a long list of changes under its count, in the page language', () => {
    const overrides = ['width', 'height', 'draw_bg.color', 'draw_bg.pixel()'];
    expect(overrides.length).toBe(FOLDED_CHANGES_MIN);
    const long = {
      ...FACTS,
      variants: [{...FACTS.variants[0]!, overrides}],
    };
    const changes = (locale: 'en' | 'zh') =>
      buildFactTable(long, NOTES, 'variants', locale).rows[0]?.[2];
    expect(changes('en')).toEqual([
      {
        type: 'fold',
        summary: '4 changes',
        children: [
          {type: 'code', value: 'width'},
          {type: 'text', value: ', '},
          {type: 'code', value: 'height'},
          {type: 'text', value: ', '},
          {type: 'code', value: 'draw_bg'},
          {type: 'text', value: ' ('},
          {type: 'code', value: 'color'},
          {type: 'text', value: ', '},
          {type: 'code', value: 'pixel()'},
          {type: 'text', value: ')'},
        ],
      },
    ]);
    expect(changes('zh')?.[0]).toMatchObject({summary: '4 项改动'});
    // The Markdown copy shows the list itself.
    expect(
      factTableToMarkdown(buildFactTable(long, NOTES, 'variants', 'en')),
    ).toContain(
      '| `DialFlat` | `<Dial>` | `width`, `height`, `draw_bg` (`color`, `pixel()`) | No bevel. |',
    );
  });

  it('refuses an unknown part, an empty part and a missing note', () => {
    expect(() => buildFactTable(FACTS, NOTES, 'props', 'en')).toThrow(
      new WidgetFactsError(
        'unknown part "props" (one of properties, styling, variants, actions, methods)',
      ),
    );
    expect(() => buildFactTable(FACTS, NOTES, 'methods', 'en')).toThrow(
      'Dial has no methods in Makepad 1.0.0: leave the section out',
    );
    expect(() =>
      buildFactTable(
        FACTS,
        {...NOTES, actions: {Turned: 'x'}},
        'actions',
        'zh',
      ),
    ).toThrow('the zh notes of Dial have no actions note for Released');
  });
});

describe('nonEmptyParts', () => {
  it('lists the parts with rows', () => {
    expect(nonEmptyParts(FACTS)).toEqual([
      'properties',
      'styling',
      'variants',
      'actions',
    ]);
  });
});

describe('sourceUrl', () => {
  it('links a line range at the Makepad tag', () => {
    expect(sourceUrl({file: 'button.rs', line: 579, end: 638})).toBe(
      'https://github.com/makepad/makepad/blob/1.0.0/widgets/src/button.rs#L579-L638',
    );
  });
});

describe('factTableToMarkdown', () => {
  it('writes a GFM table with escaped pipes and the source line under it', () => {
    expect(
      factTableToMarkdown(buildFactTable(FACTS, NOTES, 'properties', 'en')),
    ).toBe(
      [
        '| Property | Type | Default | Description |',
        '| --- | --- | --- | --- |',
        '| `min` | `f64` | `1.0` (`#[live(0.5)]`) | Smallest value. |',
        '| `size` | `f64` | `(THEME_SPACE_1)` = 3 | Diameter in `px`. |',
        '| `label` | `String` | — | Text \\| beside it. |',
        '',
        'Source (Makepad 1.0.0): [widgets/src/dial.rs, lines 40–48](https://github.com/makepad/makepad/blob/1.0.0/widgets/src/dial.rs#L40-L48)',
      ].join('\n'),
    );
  });

  it('fences code that holds backticks with longer runs', () => {
    const table = buildFactTable(
      {
        ...FACTS,
        actions: [{key: 'Odd', payload: 'a`b', line: 1}],
      },
      {actions: {Odd: 'x'}},
      'actions',
      'en',
    );
    expect(factTableToMarkdown(table)).toContain('| `Odd` | ``a`b`` | x |');
  });
});

describe('codeBreaks', () => {
  it('cuts after ::, :, commas, dots, underscores and brackets, and before <', () => {
    expect(codeBreaks('SplitterAxis::Horizontal')).toEqual([
      'SplitterAxis::',
      'Horizontal',
    ]);
    expect(codeBreaks('Vec<String>')).toEqual(['Vec', '<String>']);
    expect(codeBreaks('draw_bg.color_hover')).toEqual([
      'draw_',
      'bg.',
      'color_',
      'hover',
    ]);
    expect(codeBreaks('Margin{top:0.5,left:1}')).toEqual([
      'Margin{',
      'top:',
      '0.5,',
      'left:',
      '1}',
    ]);
    expect(codeBreaks('fn f(&self, cx: &mut Cx)')).toEqual([
      'fn f(',
      '&self, cx: &mut Cx)',
    ]);
  });

  it('cuts after the separators of a path', () => {
    expect(codeBreaks('platform/src/os/linux/opengl.rs')).toEqual([
      'platform/',
      'src/',
      'os/',
      'linux/',
      'opengl.',
      'rs',
    ]);
  });

  it('never cuts a word, a number, `..` or a leading underscore', () => {
    for (const value of ['DrawSlider', '1.5', '0..10', '_hover', '{…}']) {
      expect(codeBreaks(value)).toEqual([value]);
    }
  });
});

describe('factTableToMdast', () => {
  it('builds a table node (header row first) and a paragraph with the link', () => {
    const [table, source] = factTableToMdast(
      buildFactTable(FACTS, NOTES, 'actions', 'zh'),
    );
    expect(table.type).toBe('table');
    expect(table.data).toEqual({hProperties: {dataFacts: 'actions'}});
    expect(table.align).toEqual([null, null, null]);
    expect(table.children[0]?.children.map((cell) => cell.children)).toEqual([
      [{type: 'text', value: '动作'}],
      [{type: 'text', value: '载荷'}],
      [{type: 'text', value: '说明'}],
    ]);
    expect(table.children[2]?.children).toEqual([
      {type: 'tableCell', children: [{type: 'inlineCode', value: 'Released'}]},
      {
        type: 'tableCell',
        children: [{type: 'text', value: '—'}],
        data: {hProperties: {dataLabel: '载荷'}},
      },
      {type: 'tableCell', children: [{type: 'text', value: 'Let go.'}]},
    ]);
    expect(source.type).toBe('paragraph');
    expect(source.children[1]).toMatchObject({
      type: 'link',
      url: 'https://github.com/makepad/makepad/blob/1.0.0/widgets/src/dial.rs#L29',
      children: [{type: 'text', value: 'widgets/src/dial.rs 第 29 行'}],
    });
  });
});

describe('factTableToMdast, code and folds', () => {
  it('puts <wbr> at the break points of code, and folds as HTML <details>', () => {
    const long = {
      ...FACTS,
      variants: [
        {...FACTS.variants[0]!, overrides: ['a', 'b', 'c', 'draw_bg.color']},
      ],
    };
    const [table] = factTableToMdast(
      buildFactTable(long, NOTES, 'variants', 'en'),
    );
    const [, base, changes] = table.children[1]?.children ?? [];
    expect(base?.children).toEqual([{type: 'inlineCode', value: '<Dial>'}]);
    const fold = changes?.children[0];
    expect(fold).toMatchObject({
      type: 'mdxJsxTextElement',
      name: 'details',
      data: {_mdxExplicitJsx: true},
    });
    const inner = fold && 'children' in fold ? fold.children : [];
    expect(inner[0]).toMatchObject({
      name: 'summary',
      children: [{type: 'text', value: '4 changes'}],
    });
    expect(inner.at(-2)).toEqual({type: 'inlineCode', value: 'color'});
    const [props] = factTableToMdast(
      buildFactTable(
        {
          ...FACTS,
          properties: [{...FACTS.properties[2]!, type: 'Vec<String>'}],
        },
        {properties: {label: 'x'}},
        'properties',
        'en',
      ),
    );
    const wbr = {
      type: 'mdxJsxTextElement',
      name: 'wbr',
      attributes: [],
      children: [],
      data: {_mdxExplicitJsx: true},
    };
    expect(props.children[1]?.children[1]?.children).toEqual([
      {
        type: 'mdxJsxTextElement',
        name: 'code',
        attributes: [],
        children: [
          {type: 'text', value: 'Vec'},
          wbr,
          {type: 'text', value: '<String>'},
        ],
        data: {_mdxExplicitJsx: true},
      },
    ]);
  });
});

describe('widgetFactsTags', () => {
  it('finds the tags outside fenced code, with their lines', () => {
    expect(
      widgetFactsTags(
        [
          '# Dial',
          '<WidgetFacts of="Dial" part="properties" />',
          '````mdx',
          '<WidgetFacts of="Dial" part="styling" />',
          '```',
          '````',
          '  <WidgetFacts part="actions"/>',
        ].join('\n'),
      ),
    ).toEqual([
      {line: 2, of: 'Dial', part: 'properties'},
      {line: 7, part: 'actions'},
    ]);
  });
});

describe('long tables', () => {
  /** FACTS with `count` properties named p0, p1, … */
  function withProperties(count: number): [WidgetFacts, WidgetNotes] {
    const keys = Array.from({length: count}, (_, i) => `p${i}`);
    return [
      {
        ...FACTS,
        properties: keys.map((key, line) => ({
          key,
          attribute: 'live',
          type: 'f64',
          default: null,
          line,
        })),
      },
      {properties: Object.fromEntries(keys.map((key) => [key, 'x']))},
    ];
  }

  it('gives every row an anchor of its part and key', () => {
    expect(rowAnchor('properties', 'draw_bg')).toBe('properties-draw_bg');
    expect(rowAnchor('styling', 'draw_bg.color')).toBe('styling-draw_bg-color');
    expect(rowAnchor('methods', 'draw_bg.pixel()')).toBe(
      'methods-draw_bg-pixel',
    );
    const table = buildFactTable(FACTS, NOTES, 'styling', 'en');
    expect(table.anchors).toEqual([
      'styling-draw_bg-states',
      'styling-draw_bg-color',
    ]);
    const [node] = factTableToMdast(table);
    expect(node.children.map((row) => row.data)).toEqual([
      undefined,
      {hProperties: {id: 'styling-draw_bg-states'}},
      {hProperties: {id: 'styling-draw_bg-color'}},
    ]);
  });

  it('folds a table from FOLDED_ROWS_MIN rows under its count, in the page language', () => {
    const [short, shortNotes] = withProperties(FOLDED_ROWS_MIN - 1);
    const shortTable = buildFactTable(short, shortNotes, 'properties', 'en');
    expect(shortTable.fold).toBeUndefined();
    expect(factTableNodes(shortTable)[0].type).toBe('table');

    const [long, longNotes] = withProperties(FOLDED_ROWS_MIN);
    const en = buildFactTable(long, longNotes, 'properties', 'en');
    expect(en.fold).toBe(`${FOLDED_ROWS_MIN} properties`);
    expect(buildFactTable(long, longNotes, 'properties', 'zh').fold).toBe(
      `${FOLDED_ROWS_MIN} 个属性`,
    );
    const [fold, source] = factTableNodes(en);
    expect(fold).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'details',
      attributes: [
        {name: 'data-facts-fold', value: 'properties'},
        {name: 'data-phone-fold', value: 'table'},
      ],
      data: {_mdxExplicitJsx: true},
    });
    expect(fold.children[0]).toMatchObject({
      name: 'summary',
      children: [{type: 'text', value: `${FOLDED_ROWS_MIN} properties`}],
    });
    expect(fold.children[1]).toEqual(factTableToMdast(en)[0]);
    expect(source.type).toBe('paragraph');
    // The Markdown copy keeps every row, unfolded.
    const markdown = factTableToMarkdown(en);
    expect(markdown).not.toContain('details');
    expect(
      markdown.split('\n').filter((line) => /^\| `p\d/.test(line)),
    ).toHaveLength(FOLDED_ROWS_MIN);
  });

  it('keeps `->` of a signature on one line', () => {
    const [facts, notes]: [WidgetFacts, WidgetNotes] = [
      {
        ...FACTS,
        methods: [
          {key: 'value', signature: 'fn value(&self) -> f64', line: 50},
        ],
      },
      {methods: {value: 'x'}},
    ];
    const [table] = factTableToMdast(
      buildFactTable(facts, notes, 'methods', 'en'),
    );
    const code = table.children[1]?.children[0]?.children[0];
    expect(code).toMatchObject({type: 'mdxJsxTextElement', name: 'code'});
    const children = code && 'children' in code ? code.children : [];
    expect(children.slice(-3)).toEqual([
      {type: 'text', value: '&self) '},
      {
        type: 'mdxJsxTextElement',
        name: 'span',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'data-nobreak', value: ''},
        ],
        children: [{type: 'text', value: '->'}],
        data: {_mdxExplicitJsx: true},
      },
      {type: 'text', value: ' f64'},
    ]);
  });
});
