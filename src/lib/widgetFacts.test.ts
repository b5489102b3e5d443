import {
  WidgetFactsError,
  buildFactTable,
  factTableToMarkdown,
  factTableToMdast,
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
      {type: 'tableCell', children: [{type: 'text', value: '—'}]},
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
