import {closing, sourceText, tokenize} from './lexer';
import {parseDsl} from './dsl';
import {parseEnum, parseImpls, parseStruct, rustTokens} from './rust';
import {
  extractWidgetFacts,
  foldStateName,
  sameValue,
  type MakepadSources,
} from './extract';

/** Lines joined, so samples read like the files they stand for. */
const lines = (...text: string[]) => text.join('\n');

const TURTLE = lines(
  'pub struct Walk {',
  '    #[live] pub abs_pos: Option<DVec2>,',
  '    #[live] pub margin: Margin,',
  '    #[live] pub width: Size,',
  '    #[live] pub height: Size,',
  '}',
  'pub struct Layout {',
  '    #[live] pub padding: Padding,',
  '    #[live] pub flow: Flow,',
  '}',
);

const THEME = lines(
  'live_design! {',
  '    link theme_desktop_dark;',
  '    pub THEME_SPACE_FACTOR = 6. // comment',
  '    pub THEME_SPACE_1 = (0.5 * (THEME_SPACE_FACTOR))',
  '    pub THEME_COLOR_X = #f00',
  '    pub THEME_DUP = 1.0',
  '    pub THEME_DUP: 2.0',
  '}',
);

const VIEW = lines(
  'live_design! {',
  '    pub ViewBase = {{View}} {debug: None}',
  '}',
  'pub struct View {',
  '    #[live] draw_bg: DrawColor,',
  '    #[live(false)] show_bg: bool,',
  '    #[walk] walk: Walk,',
  '    #[rust] area: Area,',
  '}',
);

const VIEW_UI = lines(
  'live_design! {',
  '    use crate::view::ViewBase',
  '    pub View = <ViewBase> {}',
  '    pub RoundedView = <ViewBase> { show_bg: true, draw_bg: { uniform radius: 2.5 } }',
  '}',
);

const DIAL = lines(
  'live_design!{',
  '    link widgets;',
  '    use link::theme::*;',
  '    pub DialBase = {{Dial}} {}',
  '    pub DialMinimal = <DialBase> {',
  '        min: 0.0,',
  '        width: Fill, height: (THEME_SPACE_1)',
  '        draw_bg: {',
  '            instance hover: float',
  '            instance pulse: 0.0',
  '            uniform color: (THEME_COLOR_X)',
  '            uniform color_hover: #0f0',
  '            uniform border_color_1_active_hover: #fff',
  '            uniform size: (THEME_SPACE_1 * 2)',
  '            uniform dup: (THEME_DUP)',
  '            fn pixel(self) -> vec4 { return mix(self.color, #fff, self.hover); }',
  '        }',
  '        draw_text: { color: #abc, uniform color_down: #123 }',
  '        animator: {',
  '            hover = { default: off, off = { apply: { draw_bg: {hover: 0.0, pulse: 0.0} } } }',
  '        }',
  '    }',
  '    pub Dial = <DialMinimal> { min: 1.0 /* set */ draw_bg: { color: #00f } }',
  '    pub DialFlat = <Dial> {',
  '        draw_bg: { color_hover: #111, fn pixel(self) -> vec4 { return #0 } }',
  '        text: "x"',
  '    }',
  '    pub DialRound = <DialMinimal> { width: 20 }',
  '    DialHidden = <Dial> {}',
  '    pub Other = <View> {}',
  '}',
  '',
  '#[derive(Clone, Debug, DefaultNone)]',
  'pub enum DialAction {',
  '    Turned(f64),',
  '    Hovered { abs: DVec2, modifiers: KeyModifiers },',
  '    Released,',
  '    None',
  '}',
  '',
  '#[derive(Live, Widget)]',
  'pub struct Dial {',
  '    #[redraw] #[live] draw_bg: DrawQuad,',
  '    #[live] draw_text: DrawText,',
  '    #[walk] walk: Walk,',
  '    // #[live] old: f64,',
  '    #[live(0.5)] min: f64,',
  '    #[live(Margin{top: 1.0})]',
  '    pub margin2: Margin,',
  '    #[animator] animator: Animator,',
  '    #[rust] value: f64,',
  '}',
  '',
  'impl DialRef {',
  '    /// Returns the value.',
  '    pub fn turned(&self, actions: &Actions) -> Option<f64> { if true { } None }',
  '    fn private(&self) {}',
  '    pub fn set_with<F: FnOnce(&mut f64)>(',
  '        &self,',
  '        cx: &mut Cx,',
  '        f: F,',
  '    ) {',
  '        let s = "}";',
  '    }',
  '}',
);

const SPINNER = lines(
  'live_design!{',
  '    use link::widgets::View;',
  '    pub Spinner = <View> {',
  '        width: Fill',
  '        show_bg: true,',
  '        draw_bg: { color: #fff, instance speed: 1.0 }',
  '    }',
  '}',
);

const SOURCES: MakepadSources = {
  widgets: new Map([
    ['theme_desktop_dark.rs', THEME],
    ['view.rs', VIEW],
    ['view_ui.rs', VIEW_UI],
    ['dial.rs', DIAL],
    ['spinner.rs', SPINNER],
  ]),
  turtle: TURTLE,
};

const [dial, spinner, view] = extractWidgetFacts(SOURCES, [
  {name: 'Dial', source: 'dial.rs'},
  {name: 'Spinner', source: 'spinner.rs'},
  {name: 'View', source: 'view.rs'},
]);

/** The line of `dial.rs` that contains `text`. */
function lineOf(source: string, text: string): number {
  return source.split('\n').findIndex((line) => line.includes(text)) + 1;
}

describe('tokenize', () => {
  it('drops comments, keeps strings, lifetimes and characters whole', () => {
    const tokens = tokenize(
      "a /* b /* nested */ c */ 'x' &'a str \"// no\" // d\ne",
      'rust',
    );
    expect(tokens.map((token) => [token.kind, token.text, token.line])).toEqual(
      [
        ['ident', 'a', 1],
        ['char', "'x'", 1],
        ['punct', '&', 1],
        ['lifetime', "'a", 1],
        ['ident', 'str', 1],
        ['string', '"// no"', 1],
        ['ident', 'e', 2],
      ],
    );
  });

  it('reads DSL colours, including the #x form', () => {
    const tokens = tokenize('color: #f0a, other: #x00EE00, n: 0.', 'dsl');
    expect(
      tokens.filter((token) => token.kind !== 'punct').map((t) => t.text),
    ).toEqual(['color', '#f0a', 'other', '#x00EE00', 'n', '0.']);
  });

  it('matches brackets and quotes source text on one line', () => {
    const tokens = tokenize('{ a: (1, [2]) }\n{ b }', 'dsl');
    expect(closing(tokens, 0)).toBe(10);
    expect(sourceText(tokens, 0, 10)).toBe('{ a: (1, [2]) }');
  });
});

describe('parseDsl', () => {
  it('reads definitions, bindings, properties, declarations and functions', () => {
    const block = parseDsl(
      lines(
        'link widgets',
        'use link::theme::*;',
        'pub A = {{A}}<B> { x: 1 }',
        'C = <A> {',
        '    instance hover: 0.0',
        '    draw: { uniform instance: float }',
        '    child = <D> {}',
        '    fn pixel(self) -> vec4 { return #f }',
        '    <E> {}',
        '}',
      ),
    );
    const [a, c] = block.items;
    expect(a).toMatchObject({
      kind: 'def',
      key: 'A',
      pub: true,
      value: {kind: 'class', binding: 'A', base: 'B'},
      line: 3,
    });
    expect(c).toMatchObject({
      kind: 'def',
      key: 'C',
      pub: false,
      line: 4,
      end: 10,
    });
    expect(
      c?.kind === 'def'
        ? c.value.body.map((item) => [item.kind, 'key' in item ? item.key : ''])
        : [],
    ).toEqual([
      ['decl', 'hover'],
      ['prop', 'draw'],
      ['def', 'child'],
      ['fn', 'pixel'],
      ['anon', ''],
    ]);
  });

  it('names the line of a syntax error', () => {
    expect(() => parseDsl('A = <B> {\n  x: \n}')).toThrow(/line 3/);
  });
});

describe('Rust items', () => {
  const tokens = rustTokens(DIAL);

  it('reads the settable fields of a struct, not #[rust] or commented ones', () => {
    const struct = parseStruct(tokens, 'Dial');
    expect(struct?.line).toBe(lineOf(DIAL, 'pub struct Dial'));
    expect(struct?.fields).toEqual([
      {
        name: 'draw_bg',
        type: 'DrawQuad',
        attribute: 'live',
        line: lineOf(DIAL, 'draw_bg: DrawQuad'),
      },
      {
        name: 'draw_text',
        type: 'DrawText',
        attribute: 'live',
        line: lineOf(DIAL, 'draw_text: DrawText'),
      },
      {
        name: 'walk',
        type: 'Walk',
        attribute: 'walk',
        line: lineOf(DIAL, 'walk: Walk'),
      },
      {
        name: 'min',
        type: 'f64',
        attribute: 'live',
        liveDefault: '0.5',
        line: lineOf(DIAL, 'min: f64'),
      },
      {
        name: 'margin2',
        type: 'Margin',
        attribute: 'live',
        liveDefault: 'Margin{top: 1.0}',
        line: lineOf(DIAL, 'margin2'),
      },
      {
        name: 'animator',
        type: 'Animator',
        attribute: 'animator',
        line: lineOf(DIAL, '#[animator]'),
      },
      {name: 'value'},
    ]);
  });

  it('reads enum variants with their payloads', () => {
    expect(parseEnum(tokens, 'DialAction')?.variants).toEqual([
      {name: 'Turned', payload: 'f64', line: lineOf(DIAL, 'Turned(')},
      {
        name: 'Hovered',
        payload: '{abs: DVec2, modifiers: KeyModifiers}',
        line: lineOf(DIAL, 'Hovered'),
      },
      {name: 'Released', line: lineOf(DIAL, 'Released')},
      {name: 'None', line: lineOf(DIAL, '    None')},
    ]);
  });

  it('reads the pub fns of an impl, signatures on one line', () => {
    const [impl] = parseImpls(tokens, 'DialRef');
    expect(impl?.methods).toEqual([
      {
        name: 'turned',
        signature: 'fn turned(&self, actions: &Actions) -> Option<f64>',
        line: lineOf(DIAL, 'pub fn turned'),
      },
      {
        name: 'set_with',
        signature: 'fn set_with<F: FnOnce(&mut f64)>(&self, cx: &mut Cx, f: F)',
        line: lineOf(DIAL, 'pub fn set_with'),
      },
    ]);
  });
});

describe('sameValue', () => {
  it.each([
    ['Top', 'LineAlign::Top', true],
    ['10', '10.0', true],
    ['10', '15.0', false],
    ['false', 'true', false],
  ])('%s and %s: %s', (dsl, rust, same) => {
    expect(sameValue(dsl, rust)).toBe(same);
  });
});

describe('foldStateName', () => {
  it.each([
    ['color_hover', 'color'],
    ['border_color_1_active_hover', 'border_color_1'],
    ['color', 'color'],
    ['hover', 'states'],
    ['color_1', 'color_1'],
  ])('%s → %s', (name, folded) => {
    expect(foldStateName(name)).toBe(folded);
  });
});

describe('extractWidgetFacts', () => {
  it('finds the struct, the default definition and its base', () => {
    expect(dial?.struct).toEqual({
      line: lineOf(DIAL, 'pub struct Dial'),
      end: lineOf(DIAL, '#[rust] value') + 1,
    });
    expect(dial?.definition).toEqual({
      name: 'Dial',
      file: 'dial.rs',
      line: lineOf(DIAL, 'pub Dial ='),
      end: lineOf(DIAL, 'pub Dial ='),
      base: 'DialMinimal',
      public: true,
    });
  });

  it('takes property defaults from the nearest definition of the chain', () => {
    expect(dial?.properties).toEqual([
      expect.objectContaining({key: 'draw_bg', default: '{ color: #00f }'}),
      expect.objectContaining({key: 'draw_text', default: '{…}'}),
      {
        key: 'walk',
        attribute: 'walk',
        type: 'Walk',
        default: 'width: Fill, height: (THEME_SPACE_1)',
        line: lineOf(DIAL, 'walk: Walk'),
      },
      {
        key: 'min',
        attribute: 'live',
        type: 'f64',
        default: '1.0',
        rustDefault: '0.5',
        defaultAt: `dial.rs:${lineOf(DIAL, 'pub Dial =')}`,
        line: lineOf(DIAL, 'min: f64'),
      },
      expect.objectContaining({key: 'margin2', default: 'Margin{top: 1.0}'}),
      expect.objectContaining({key: 'animator', default: '{hover = …}'}),
    ]);
  });

  it('folds shader variables by state, with the bare and animated states in one row', () => {
    expect(
      dial?.styling.map(
        ({key, members, kind, type, default: value, resolved}) => ({
          key,
          members,
          kind,
          type,
          default: value,
          resolved,
        }),
      ),
    ).toEqual([
      {
        key: 'draw_bg.states',
        members: ['hover', 'pulse'],
        kind: 'instance',
        type: 'float',
        default: 'hover: —, pulse: 0.0',
        resolved: undefined,
      },
      {
        key: 'draw_bg.color',
        members: ['color', 'color_hover'],
        kind: 'uniform',
        type: 'vec4',
        default: '#00f',
        resolved: undefined,
      },
      {
        key: 'draw_bg.border_color_1',
        members: ['border_color_1_active_hover'],
        kind: 'uniform',
        type: 'vec4',
        default: null,
        resolved: undefined,
      },
      {
        key: 'draw_bg.size',
        members: ['size'],
        kind: 'uniform',
        type: 'float',
        default: '(THEME_SPACE_1 * 2)',
        resolved: 6,
      },
      // THEME_DUP is defined twice: no number is claimed for it.
      {
        key: 'draw_bg.dup',
        members: ['dup'],
        kind: 'uniform',
        type: null,
        default: '(THEME_DUP)',
        resolved: undefined,
      },
      // `color` is DrawText's own variable, set by the block.
      {
        key: 'draw_text.color',
        members: ['color_down'],
        kind: 'uniform',
        type: 'vec4',
        default: '#abc',
        resolved: undefined,
      },
    ]);
  });

  it('lists the public variants that derive from the default or its base', () => {
    expect(
      dial?.variants.map(({key, base, overrides}) => ({key, base, overrides})),
    ).toEqual([
      {
        key: 'DialMinimal',
        base: 'DialBase',
        overrides: [
          'min',
          'width',
          'height',
          'draw_bg.states',
          'draw_bg.color',
          'draw_bg.border_color_1',
          'draw_bg.size',
          'draw_bg.dup',
          'draw_bg.pixel()',
          'draw_text.color',
          'animator',
        ],
      },
      {
        key: 'DialFlat',
        base: 'Dial',
        overrides: ['draw_bg.color', 'draw_bg.pixel()', 'text'],
      },
      {key: 'DialRound', base: 'DialMinimal', overrides: ['width']},
    ]);
  });

  it('lists actions without None, and the methods of the Ref', () => {
    expect(dial?.actions.map((action) => [action.key, action.payload])).toEqual(
      [
        ['Turned', 'f64'],
        ['Hovered', '{abs: DVec2, modifiers: KeyModifiers}'],
        ['Released', null],
      ],
    );
    expect(dial?.methods.map((method) => method.key)).toEqual([
      'turned',
      'set_with',
    ]);
  });

  it('records one source span per part and file', () => {
    expect(dial?.sources.actions).toEqual([
      {
        file: 'dial.rs',
        line: lineOf(DIAL, 'pub enum DialAction'),
        end: lineOf(DIAL, '    None') + 1,
      },
    ]);
    expect(dial?.sources.variants).toEqual([
      {
        file: 'dial.rs',
        line: lineOf(DIAL, 'pub DialMinimal'),
        end: lineOf(DIAL, 'pub DialRound'),
      },
    ]);
  });

  it('reads a widget defined in the DSL only from its definition', () => {
    expect(spinner?.struct).toBeNull();
    expect(
      spinner?.properties.map(({key, attribute, type, default: value}) => [
        key,
        attribute,
        type,
        value,
      ]),
    ).toEqual([
      ['width', 'dsl', 'Size', 'Fill'],
      ['show_bg', 'dsl', 'bool', 'true'],
      ['draw_bg', 'dsl', 'DrawColor', '{…}'],
    ]);
    expect(spinner?.styling.map((row) => row.key)).toEqual(['draw_bg.speed']);
    expect(spinner?.variants).toEqual([]);
    expect(spinner?.actions).toEqual([]);
    expect(spinner?.methods).toEqual([]);
  });

  it('finds a default defined in another file, and variants beside it', () => {
    expect(view?.definition).toMatchObject({
      name: 'View',
      file: 'view_ui.rs',
      base: 'ViewBase',
    });
    expect(view?.properties.find((row) => row.key === 'show_bg')?.default).toBe(
      'false',
    );
    expect(
      view?.variants.map((variant) => [variant.key, variant.file]),
    ).toEqual([['RoundedView', 'view_ui.rs']]);
  });

  it('names the file of a syntax error', () => {
    expect(() =>
      extractWidgetFacts(
        {
          ...SOURCES,
          widgets: new Map([
            ...SOURCES.widgets,
            ['bad.rs', 'live_design!{ A = <B> { x: } }'],
          ]),
        },
        [],
      ),
    ).toThrow(/widgets\/src\/bad\.rs: line 1/);
  });
});
