/**
 * The widget reference's generated tables (CONTRIBUTING.md, Widget
 * reference). A page writes `<WidgetFacts of="Slider" part="properties" />`;
 * the build replaces it with a table built from the widget's facts
 * (src/data/widgets/facts/<Name>.json, generated from Makepad 1.0.0's
 * source by scripts/widget-facts) and the page language's notes
 * (src/data/widgets/notes/<en|zh>/<Name>.json, written by hand). This
 * module holds the fact and note types and builds the table once, as a
 * neutral model that src/plugins/remark-widget-facts turns into Markdown
 * nodes and src/lib/markdownExport.ts into Markdown text.
 */
import type {Locale} from '../data/site';
import type {ApiTableKind} from '../data/appApi';
import {jsxAttributes} from './markdownExport';

/** The tables a page can ask for, in page order. */
export const WIDGET_FACT_PARTS = [
  'properties',
  'styling',
  'variants',
  'actions',
  'methods',
] as const;

export type WidgetFactPart = (typeof WIDGET_FACT_PARTS)[number];

/** Makepad's tag whose source the facts come from, and where it is read. */
export const MAKEPAD_TAG = '1.0.0';
export const MAKEPAD_WIDGETS_URL = `https://github.com/makepad/makepad/blob/${MAKEPAD_TAG}/widgets/src/`;

/** Lines `line` to `end` of a file of widgets/src. */
export type SourceSpan = {
  readonly file: string;
  readonly line: number;
  readonly end: number;
};

export type PropertyFact = {
  /** The field name, which is the DSL key (`draw_bg`, `walk`, `text`). */
  readonly key: string;
  /** Field attribute; `dsl` for a key of a widget that has no struct. */
  readonly attribute: 'live' | 'walk' | 'layout' | 'animator' | 'deref' | 'dsl';
  /** Rust type, or null when a DSL-only key's type is not known. */
  readonly type: string | null;
  /**
   * The value the theme's default definition gives it (long blocks
   * abbreviated to `{…}`), else `x` of `#[live(x)]`, else null.
   */
  readonly default: string | null;
  /** What a THEME_* numeric expression of `default` comes to. */
  readonly resolved?: number;
  /** `x` of `#[live(x)]`, when the theme's definition sets another value. */
  readonly rustDefault?: string;
  /** `file:line` where the theme's definition sets `default`. */
  readonly defaultAt?: string;
  /** Line of the field (or of the DSL key, for `dsl`). */
  readonly line: number;
};

export type StylingFact = {
  /** `<draw field>.<variable>` with the state suffixes folded, or `.states`. */
  readonly key: string;
  readonly field: string;
  /** The declared variables of the row, in source order. */
  readonly members: readonly string[];
  /** `instance` or `uniform` (of the row's first declared member). */
  readonly kind: string;
  readonly type: string | null;
  readonly default: string | null;
  readonly resolved?: number;
  readonly file: string;
  readonly line: number;
};

export type VariantFact = {
  readonly key: string;
  /** The definition it derives from (`<Button>`). */
  readonly base: string;
  /**
   * What its own body sets: top-level keys, and the draw blocks' variables
   * (`draw_bg.color`, folded like styling keys) and functions (`draw_bg.pixel()`).
   */
  readonly overrides: readonly string[];
  readonly file: string;
  readonly line: number;
  readonly end: number;
};

export type ActionFact = {
  readonly key: string;
  /** `Rect`, `usize, String` or `{index: usize}`; null without payload. */
  readonly payload: string | null;
  readonly line: number;
};

export type MethodFact = {
  readonly key: string;
  /** `fn name(&self, …) -> T` on one line. */
  readonly signature: string;
  readonly line: number;
};

export type WidgetFacts = {
  readonly name: string;
  /** Its file below widgets/src/. */
  readonly source: string;
  /** `pub struct <Name>`; null for a widget defined in the DSL only. */
  readonly struct: {readonly line: number; readonly end: number} | null;
  /** The theme's default DSL definition (`pub <Name> = <Base> {…}`). */
  readonly definition: {
    readonly name: string;
    readonly file: string;
    readonly line: number;
    readonly end: number;
    readonly base: string | null;
    readonly public: boolean;
  } | null;
  readonly properties: readonly PropertyFact[];
  readonly styling: readonly StylingFact[];
  readonly variants: readonly VariantFact[];
  readonly actions: readonly ActionFact[];
  readonly methods: readonly MethodFact[];
  /** Where each part's rows come from, one span per file. */
  readonly sources: Readonly<Record<WidgetFactPart, readonly SourceSpan[]>>;
};

/** A widget's notes in one language: part → row key → one or two sentences. */
export type WidgetNotes = Partial<
  Record<WidgetFactPart, Readonly<Record<string, string>>>
>;

/**
 * A piece of a table cell: text, inline code, a link, or a fold (pieces
 * shown under a summary the reader opens; the page's `<details>`, whose
 * content the search index and the Markdown copy keep).
 */
export type Inline =
  | {readonly type: 'text'; readonly value: string}
  | {readonly type: 'code'; readonly value: string}
  | {
      readonly type: 'link';
      readonly url: string;
      readonly children: readonly Inline[];
    }
  | {
      readonly type: 'fold';
      readonly summary: string;
      readonly children: readonly Inline[];
    };

/**
 * A variant's changes longer than this many keys are folded under a
 * summary (CONTRIBUTING.md, Widget reference): the lists of `View` and
 * `Slider` variants made their pages 16,000–20,000 px taller on a phone.
 */
export const FOLDED_CHANGES_MIN = 4;

/**
 * A table of this many rows or more is folded on a phone under a summary
 * naming its count (CONTRIBUTING.md, Widget reference), and shown open
 * from MOBILE_MAX_WIDTH up: with every row a block, the tables made the
 * median widget page 8,400 px tall at 390 px (issue 28).
 */
export const FOLDED_ROWS_MIN = 4;

export type Cell = readonly Inline[];

/** A generated table, in no particular output format. */
export type FactTable = {
  /** The widget part, or the kind of an API table (src/lib/apiFacts.ts). */
  readonly part: WidgetFactPart | ApiTableKind;
  readonly header: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
  /** Each row's anchor (rowAnchor), in the order of `rows`. */
  readonly anchors: readonly string[];
  /** The summary a phone shows for the table, from FOLDED_ROWS_MIN rows. */
  readonly fold?: string;
  /** The line under the table naming where the rows come from. */
  readonly source: readonly Inline[];
};

export class WidgetFactsError extends Error {}

type Labels = {
  readonly headers: Readonly<Record<WidgetFactPart, readonly string[]>>;
  readonly source: string;
  readonly lines: (span: SourceSpan) => string;
  readonly separator: string;
  /** The summary of a variant's folded changes. */
  readonly changes: (count: number) => string;
  /** The summary of a folded table. */
  readonly rows: (part: WidgetFactPart, count: number) => string;
};

/** Column headers and the source line, per page language. */
const LABELS: Readonly<Record<Locale, Labels>> = {
  en: {
    headers: {
      properties: ['Property', 'Type', 'Default', 'Description'],
      styling: ['Variable', 'Type', 'Default', 'Description'],
      variants: ['Variant', 'Based on', 'Changes', 'Description'],
      actions: ['Action', 'Payload', 'Description'],
      methods: ['Method', 'Description'],
    },
    source: `Source (Makepad ${MAKEPAD_TAG}): `,
    lines: (span) =>
      span.line === span.end
        ? `widgets/src/${span.file}, line ${span.line}`
        : `widgets/src/${span.file}, lines ${span.line}–${span.end}`,
    separator: '; ',
    changes: (count) => `${count} changes`,
    rows: (part, count) =>
      `${count} ${
        (
          {
            properties: ['property', 'properties'],
            styling: ['variable', 'variables'],
            variants: ['variant', 'variants'],
            actions: ['action', 'actions'],
            methods: ['method', 'methods'],
          } as const
        )[part][count === 1 ? 0 : 1]
      }`,
  },
  zh: {
    headers: {
      properties: ['属性', '类型', '默认值', '说明'],
      styling: ['变量', '类型', '默认值', '说明'],
      variants: ['变体', '基于', '改动', '说明'],
      actions: ['动作', '载荷', '说明'],
      methods: ['方法', '说明'],
    },
    source: `源码（Makepad ${MAKEPAD_TAG}）：`,
    lines: (span) =>
      span.line === span.end
        ? `widgets/src/${span.file} 第 ${span.line} 行`
        : `widgets/src/${span.file} 第 ${span.line}–${span.end} 行`,
    separator: '；',
    changes: (count) => `${count} 项改动`,
    rows: (part, count) =>
      `${count} 个${
        {
          properties: '属性',
          styling: '变量',
          variants: '变体',
          actions: '动作',
          methods: '方法',
        }[part]
      }`,
  },
};

const NONE: Inline = {type: 'text', value: '—'};

function code(value: string): Inline {
  return {type: 'code', value};
}

function text(value: string): Inline {
  return {type: 'text', value};
}

/** `a`, `b`, `c` with a separator between the pieces. */
function joined(
  pieces: readonly (readonly Inline[])[],
  separator: string,
): Inline[] {
  return pieces.flatMap((piece, i) =>
    i === 0 ? [...piece] : [text(separator), ...piece],
  );
}

/** A note's text, its backtick spans as inline code. */
export function noteInlines(note: string): Inline[] {
  return note
    .split(/(`[^`]+`)/)
    .filter((piece) => piece !== '')
    .map((piece) =>
      /^`[^`]+`$/.test(piece) ? code(piece.slice(1, -1)) : text(piece),
    );
}

/** A default as written, then the number it comes to. */
function defaultCell(
  value: string | null,
  resolved: number | undefined,
  rustDefault?: string,
): Inline[] {
  if (value === null) {
    return [NONE];
  }
  return [
    code(value),
    ...(resolved !== undefined ? [text(` = ${resolved}`)] : []),
    ...(rustDefault !== undefined
      ? [text(' ('), code(`#[live(${rustDefault})]`), text(')')]
      : []),
  ];
}

/** The row keys of a part, which the notes must have (in table order). */
export function partKeys(facts: WidgetFacts, part: WidgetFactPart): string[] {
  return facts[part].map((row) => row.key);
}

/** The parts that have rows (a page may show only these). */
export function nonEmptyParts(facts: WidgetFacts): WidgetFactPart[] {
  return WIDGET_FACT_PARTS.filter((part) => facts[part].length > 0);
}

/** The name cell of a styling row: folded suffixes or state names after it. */
function stylingName(row: StylingFact): Inline[] {
  const base = row.key.slice(row.field.length + 1);
  if (base === 'states') {
    return [
      code(row.field),
      text(': '),
      ...joined(
        row.members.map((member) => [code(member)]),
        ', ',
      ),
    ];
  }
  const suffixes = row.members
    .filter((member) => member !== base)
    .map((member) => member.slice(base.length));
  return suffixes.length === 0
    ? [code(row.key)]
    : [
        code(row.key),
        text(' + '),
        ...joined(
          suffixes.map((suffix) => [code(suffix)]),
          ', ',
        ),
      ];
}

/**
 * A variant's changes, the draw blocks' variables grouped by block; folded
 * under a summary from FOLDED_CHANGES_MIN keys.
 */
function changesCell(overrides: readonly string[], labels: Labels): Inline[] {
  const inlines = changesList(overrides);
  return overrides.length >= FOLDED_CHANGES_MIN
    ? [
        {
          type: 'fold',
          summary: labels.changes(overrides.length),
          children: inlines,
        },
      ]
    : inlines;
}

function changesList(overrides: readonly string[]): Inline[] {
  const groups: {key: string; members: string[]}[] = [];
  for (const override of overrides) {
    const dot = override.indexOf('.');
    const key = dot === -1 ? override : override.slice(0, dot);
    const member = dot === -1 ? undefined : override.slice(dot + 1);
    const group = groups.find((found) => found.key === key);
    if (group && member !== undefined) {
      group.members.push(member);
    } else if (!group) {
      groups.push({key, members: member === undefined ? [] : [member]});
    }
  }
  return joined(
    groups.map((group) =>
      group.members.length === 0
        ? [code(group.key)]
        : [
            code(group.key),
            text(' ('),
            ...joined(
              group.members.map((member) => [code(member)]),
              ', ',
            ),
            text(')'),
          ],
    ),
    ', ',
  );
}

/** The cells of a row before its note. */
function factCells(
  part: WidgetFactPart,
  facts: WidgetFacts,
  index: number,
  labels: Labels,
): Cell[] {
  switch (part) {
    case 'properties': {
      const row = facts.properties[index];
      return row
        ? [
            [code(row.key)],
            row.type === null ? [NONE] : [code(row.type)],
            defaultCell(row.default, row.resolved, row.rustDefault),
          ]
        : [];
    }
    case 'styling': {
      const row = facts.styling[index];
      return row
        ? [
            stylingName(row),
            [code(row.type === null ? row.kind : `${row.kind} ${row.type}`)],
            defaultCell(row.default, row.resolved),
          ]
        : [];
    }
    case 'variants': {
      const row = facts.variants[index];
      return row
        ? [
            [code(row.key)],
            [code(`<${row.base}>`)],
            changesCell(row.overrides, labels),
          ]
        : [];
    }
    case 'actions': {
      const row = facts.actions[index];
      return row
        ? [[code(row.key)], row.payload === null ? [NONE] : [code(row.payload)]]
        : [];
    }
    case 'methods': {
      const row = facts.methods[index];
      return row ? [[code(row.signature)]] : [];
    }
  }
}

/**
 * The anchor of a table row, `properties-draw_bg` or
 * `styling-draw_bg-color`: its part and its key, any character but a
 * letter, digit, `_` or `-` as `-` (keys are Rust and DSL names, so this
 * keeps them apart).
 */
export function rowAnchor(part: WidgetFactPart, key: string): string {
  return `${part}-${key.replace(/[^\p{L}\p{N}_-]+/gu, '-')}`.replace(/-+$/, '');
}

/** The GitHub address of a span of widgets/src at Makepad's tag. */
export function sourceUrl(span: SourceSpan): string {
  const lines =
    span.line === span.end ? `L${span.line}` : `L${span.line}-L${span.end}`;
  return `${MAKEPAD_WIDGETS_URL}${span.file}#${lines}`;
}

/**
 * The table of one part of a widget in one language. Throws a
 * WidgetFactsError when the part is unknown or empty, or a row has no note.
 */
export function buildFactTable(
  facts: WidgetFacts,
  notes: WidgetNotes,
  part: string,
  locale: Locale,
): FactTable {
  if (!(WIDGET_FACT_PARTS as readonly string[]).includes(part)) {
    throw new WidgetFactsError(
      `unknown part "${part}" (one of ${WIDGET_FACT_PARTS.join(', ')})`,
    );
  }
  const factPart = part as WidgetFactPart;
  const keys = partKeys(facts, factPart);
  if (keys.length === 0) {
    throw new WidgetFactsError(
      `${facts.name} has no ${factPart} in Makepad ${MAKEPAD_TAG}: leave the section out`,
    );
  }
  const partNotes = notes[factPart] ?? {};
  const missing = keys.filter((key) => typeof partNotes[key] !== 'string');
  if (missing.length > 0) {
    throw new WidgetFactsError(
      `the ${locale} notes of ${facts.name} have no ${factPart} note for ${missing.join(', ')}`,
    );
  }
  const labels = LABELS[locale];
  return {
    part: factPart,
    header: labels.headers[factPart],
    rows: keys.map((key, index) => [
      ...factCells(factPart, facts, index, labels),
      noteInlines(partNotes[key] ?? ''),
    ]),
    anchors: keys.map((key) => rowAnchor(factPart, key)),
    ...(keys.length >= FOLDED_ROWS_MIN
      ? {fold: labels.rows(factPart, keys.length)}
      : {}),
    source: [
      text(labels.source),
      ...joined(
        facts.sources[factPart].map((span) => [
          {
            type: 'link',
            url: sourceUrl(span),
            children: [text(labels.lines(span))],
          },
        ]),
        labels.separator,
      ),
    ],
  };
}

/** Inline code in Markdown, fenced by more backticks than it contains. */
function markdownCode(value: string): string {
  const longest = Math.max(
    0,
    ...(value.match(/`+/g) ?? []).map((run) => run.length),
  );
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

/** Inline pieces as Markdown; `|` escaped for table cells. */
export function inlinesToMarkdown(inlines: readonly Inline[]): string {
  return inlines
    .map((inline) => {
      switch (inline.type) {
        case 'text':
          return inline.value.replace(/([\\|[\]*_<])/g, '\\$1');
        case 'code':
          return markdownCode(inline.value).replace(/\|/g, '\\|');
        case 'link':
          return `[${inlinesToMarkdown(inline.children)}](${inline.url})`;
        case 'fold':
          // A page folds it; the Markdown copy shows all of it.
          return inlinesToMarkdown(inline.children);
      }
    })
    .join('');
}

/** The table as GitHub-flavoured Markdown, the source line under it. */
export function factTableToMarkdown(table: FactTable): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(table.header.map((cell) => inlinesToMarkdown([text(cell)]))),
    line(table.header.map(() => '---')),
    ...table.rows.map((row) =>
      line(row.map((cell) => inlinesToMarkdown(cell))),
    ),
    '',
    inlinesToMarkdown(table.source),
  ].join('\n');
}

/**
 * Where a line may end inside a code span: after `::`, `:`, `,`, `;`, `.`,
 * `_`, `/` (a path's separator) and an opening bracket, and before `<`;
 * never between two letters or digits, so no identifier is cut inside a
 * word on a narrow screen (CONTRIBUTING.md, Look). Returns the pieces
 * between those points.
 */
export function codeBreaks(value: string): string[] {
  const word = /[\p{L}\p{N}]/u;
  const space = /\s/;
  const pieces: string[] = [];
  let start = 0;
  for (let i = 1; i < value.length; i += 1) {
    const before = value[i - 1] ?? '';
    const after = value[i] ?? '';
    const earlier = value[i - 2] ?? '';
    if (space.test(before) || space.test(after)) continue;
    const breaks =
      (before === ':' && after !== ':') ||
      (',;([{'.includes(before) && !')]}…'.includes(after)) ||
      (before === '/' && word.test(after)) ||
      (before === '.' &&
        after !== '.' &&
        earlier !== '.' &&
        !(/\d/.test(earlier) && /\d/.test(after))) ||
      (before === '_' && after !== '_' && earlier !== '') ||
      (after === '<' && word.test(before));
    if (breaks) {
      pieces.push(value.slice(start, i));
      start = i;
    }
  }
  pieces.push(value.slice(start));
  return pieces;
}

/** The mdast nodes of a table and its source line. */
export type MdastInline =
  | {type: 'text'; value: string}
  | {type: 'inlineCode'; value: string}
  | {type: 'link'; url: string; children: MdastInline[]}
  | MdxElement;

/**
 * An HTML element as MDX JSX marked explicit (as if the page had written
 * it), so MDX renders the element itself rather than the theme's
 * component for it: `<details>` rather than the theme's Details, whose
 * collapsed content stays hidden when a link or the browser's find opens
 * the element; `<code>` with `<wbr>` in it rather than the theme's code
 * component, which takes code holding anything but text for a code block.
 */
export type MdxElement = {
  type: 'mdxJsxTextElement';
  name: 'details' | 'summary' | 'code' | 'wbr' | 'span';
  attributes: {type: 'mdxJsxAttribute'; name: string; value: string}[];
  children: MdastInline[];
  data: {_mdxExplicitJsx: true};
};
export type MdastCell = {
  type: 'tableCell';
  children: MdastInline[];
  data?: {hProperties: {dataLabel: string}};
};
export type MdastTable = {
  type: 'table';
  /** Attributes of the HTML table (remark-rehype's hProperties). */
  data: {hProperties: {dataFacts: WidgetFactPart | ApiTableKind}};
  align: null[];
  children: {
    type: 'tableRow';
    children: MdastCell[];
    /** The row's anchor (rowAnchor); none on the header row. */
    data?: {hProperties: {id: string}};
  }[];
};
export type MdastParagraph = {type: 'paragraph'; children: MdastInline[]};
/**
 * The attribute every fold that a phone shows closed carries (folded
 * tables here, the widget pages' sections and long code,
 * src/lib/sectionFold.ts), with its kind: the stylesheet's one selector
 * for them (src/css/custom.css).
 */
export const PHONE_FOLD = 'data-phone-fold';
export type PhoneFoldKind = 'table' | 'section' | 'code';

/** A `<details>`' attributes: `name="value"`, then its kind of phone fold. */
export function foldAttributes(
  kind: PhoneFoldKind,
  name: string,
  value: string,
): {type: 'mdxJsxAttribute'; name: string; value: string}[] {
  return [
    {type: 'mdxJsxAttribute', name, value},
    {type: 'mdxJsxAttribute', name: PHONE_FOLD, value: kind},
  ];
}

/**
 * How many rows a table of `part` has, as a fold's summary says it in the
 * page language ("12 properties", 「12 个属性」).
 */
export function rowsSummary(
  locale: Locale,
  part: WidgetFactPart,
  count: number,
): string {
  return LABELS[locale].rows(part, count);
}

/** A folded table: `<details data-facts-fold><summary>…</summary><table>`. */
export type MdastFold = {
  type: 'mdxJsxFlowElement';
  name: 'details';
  attributes: {type: 'mdxJsxAttribute'; name: string; value: string}[];
  children: [
    {
      type: 'mdxJsxFlowElement';
      name: 'summary';
      attributes: [];
      children: [{type: 'text'; value: string}];
      data: {_mdxExplicitJsx: true};
    },
    MdastTable,
  ];
  data: {_mdxExplicitJsx: true};
};

const WBR: MdxElement = {
  type: 'mdxJsxTextElement',
  name: 'wbr',
  attributes: [],
  children: [],
  data: {_mdxExplicitJsx: true},
};

/**
 * Marks that a browser may break after (a hyphen: `-` of `->`), kept on
 * one line in a `<span data-nobreak>` (src/css/custom.css).
 */
const NO_BREAK = /(->)/;

/** A piece of code between break points, its `->` kept whole. */
function codePiece(piece: string): MdastInline[] {
  return piece
    .split(NO_BREAK)
    .filter((part) => part !== '')
    .map((part): MdastInline =>
      NO_BREAK.test(part)
        ? {
            type: 'mdxJsxTextElement',
            name: 'span',
            attributes: [
              {type: 'mdxJsxAttribute', name: 'data-nobreak', value: ''},
            ],
            children: [{type: 'text', value: part}],
            data: {_mdxExplicitJsx: true},
          }
        : {type: 'text', value: part},
    );
}

/**
 * Inline code as a `<code>` with `<wbr>` at its break points (codeBreaks)
 * and its `->` kept whole, or plain inline code when it has neither.
 */
export function breakableCode(value: string): MdastInline {
  const pieces = codeBreaks(value);
  return pieces.length > 1 || NO_BREAK.test(value)
    ? {
        type: 'mdxJsxTextElement',
        name: 'code',
        attributes: [],
        children: pieces.flatMap((piece, i): MdastInline[] => [
          ...(i === 0 ? [] : [WBR]),
          ...codePiece(piece),
        ]),
        data: {_mdxExplicitJsx: true},
      }
    : {type: 'inlineCode', value};
}

function toMdast(inlines: readonly Inline[]): MdastInline[] {
  return inlines.map((inline): MdastInline => {
    switch (inline.type) {
      case 'text':
        return {type: 'text', value: inline.value};
      case 'code':
        return breakableCode(inline.value);
      case 'link':
        return {
          type: 'link',
          url: inline.url,
          children: toMdast(inline.children),
        };
      case 'fold':
        return {
          type: 'mdxJsxTextElement',
          name: 'details',
          attributes: [{type: 'mdxJsxAttribute', name: 'data-fold', value: ''}],
          children: [
            {
              type: 'mdxJsxTextElement',
              name: 'summary',
              attributes: [],
              children: [{type: 'text', value: inline.summary}],
              data: {_mdxExplicitJsx: true},
            },
            ...toMdast(inline.children),
          ],
          data: {_mdxExplicitJsx: true},
        };
    }
  });
}

/**
 * The table as Markdown syntax-tree nodes: a GFM table and a paragraph.
 * Each body cell but the first and the last carries its column's name
 * (`data-label`), which a narrow screen shows before it when a row is laid
 * out as a block (src/css/custom.css).
 */
export function factTableToMdast(
  table: FactTable,
): [MdastTable, MdastParagraph] {
  const last = table.header.length - 1;
  const row = (cells: readonly Cell[], labelled: boolean, id?: string) => ({
    type: 'tableRow' as const,
    ...(id !== undefined ? {data: {hProperties: {id}}} : {}),
    children: cells.map((cell, index): MdastCell => {
      const label = table.header[index];
      return {
        type: 'tableCell' as const,
        children: toMdast(cell),
        ...(labelled && index > 0 && index < last && label !== undefined
          ? {data: {hProperties: {dataLabel: label}}}
          : {}),
      };
    }),
  });
  return [
    {
      type: 'table',
      // `data-facts` on the table: the stylesheet's layout of these tables.
      data: {hProperties: {dataFacts: table.part}},
      align: table.header.map(() => null),
      children: [
        row(
          table.header.map((cell) => [text(cell)]),
          false,
        ),
        ...table.rows.map((cells, index) =>
          row(cells, true, table.anchors[index]),
        ),
      ],
    },
    {type: 'paragraph', children: toMdast(table.source)},
  ];
}

/**
 * The nodes a page shows for a table: factTableToMdast's, the table inside
 * an HTML `<details data-facts-fold>` under its summary when it has one
 * (`fold`). The stylesheet shows the table open from MOBILE_MAX_WIDTH up
 * (src/css/custom.css); the search index, which parses the built page, and
 * the Markdown copy (factTableToMarkdown) keep every row, and a link to a
 * row opens it (the browser for `#…` links, src/clientModules/openTarget.ts
 * after the site's own navigation).
 */
export function factTableNodes(
  table: FactTable,
): [MdastTable | MdastFold, MdastParagraph] {
  const [node, source] = factTableToMdast(table);
  if (table.fold === undefined) {
    return [node, source];
  }
  return [
    {
      type: 'mdxJsxFlowElement',
      name: 'details',
      attributes: foldAttributes('table', 'data-facts-fold', table.part),
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'summary',
          attributes: [],
          children: [{type: 'text', value: table.fold}],
          data: {_mdxExplicitJsx: true},
        },
        node,
      ],
      data: {_mdxExplicitJsx: true},
    },
    source,
  ];
}

/** A `<WidgetFacts>` tag of a page. */
export type WidgetFactsTag = {
  readonly line: number;
  readonly of?: string;
  readonly part?: string;
};

const TAG_LINE = /^\s*<WidgetFacts\b.*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

/** The `<WidgetFacts … />` tags of a page's source, outside code blocks. */
export function widgetFactsTags(source: string): WidgetFactsTag[] {
  const tags: WidgetFactsTag[] = [];
  let fence: string | undefined;
  source.split('\n').forEach((line, index) => {
    const marks = line.match(FENCE)?.[1];
    if (fence !== undefined) {
      if (
        marks !== undefined &&
        marks[0] === fence[0] &&
        marks.length >= fence.length
      ) {
        fence = undefined;
      }
      return;
    }
    if (marks !== undefined) {
      fence = marks;
      return;
    }
    if (TAG_LINE.test(line)) {
      const attrs = jsxAttributes(line.trim());
      tags.push({
        line: index + 1,
        ...(typeof attrs.of === 'string' ? {of: attrs.of} : {}),
        ...(typeof attrs.part === 'string' ? {part: attrs.part} : {}),
      });
    }
  });
  return tags;
}
