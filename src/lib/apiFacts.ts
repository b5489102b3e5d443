/**
 * The "App and events" reference's generated tables (src/data/appApi.ts).
 * A page writes `<ApiFacts of="Cx" />`; the build replaces it with a table
 * of the members in src/data/appApi/facts/<of>.json (generated from
 * Makepad 1.0.0's source by scripts/app-api) that are not left out, each
 * with its note in the page's language (src/data/appApi/notes/<en|zh>/),
 * in the same neutral table model as the widget reference
 * (src/lib/widgetFacts.ts), which turns it into Markdown nodes and text.
 */
import type {Locale} from '../data/site';
import type {ApiTable, ApiTableKind} from '../data/appApi';
import {
  MAKEPAD_TAG,
  WidgetFactsError,
  noteInlines,
  type FactTable,
  type Inline,
} from './widgetFacts';

/** A public member of a Rust item, as read from the source. */
export type ApiMember = {
  /** Method, variant or field name. */
  readonly key: string;
  /** A method's `fn name(&self, …) -> T` on one line. */
  readonly signature?: string;
  /** A variant's payload (`MouseDownEvent`, `{handled: Cell<bool>}`), or null. */
  readonly payload?: string | null;
  /** A field's type. */
  readonly type?: string;
  /** The `cfg(…)` condition of the member, as written. */
  readonly cfg?: string;
  /** Its file below the Makepad checkout and its line. */
  readonly file: string;
  readonly line: number;
};

export type ApiSpan = {
  readonly file: string;
  readonly line: number;
  readonly end: number;
};

export type ApiFacts = {
  readonly id: string;
  readonly kind: ApiTableKind;
  readonly members: readonly ApiMember[];
  /** The items the members come from, one span per item. */
  readonly sources: readonly ApiSpan[];
};

/** A table's notes in one language: member name → one sentence. */
export type ApiNotes = Readonly<Record<string, string>>;

/** The GitHub address of Makepad's source at its tag. */
export const MAKEPAD_SOURCE_URL = `https://github.com/makepad/makepad/blob/${MAKEPAD_TAG}/`;

type Labels = {
  readonly headers: Readonly<Record<ApiTableKind, readonly string[]>>;
  readonly source: string;
  readonly lines: (span: ApiSpan) => string;
  readonly separator: string;
  readonly only: (cfg: string) => string;
};

const LABELS: Readonly<Record<Locale, Labels>> = {
  en: {
    headers: {
      methods: ['Method', 'Description'],
      variants: ['Variant', 'Payload', 'Description'],
      fields: ['Field', 'Type', 'Description'],
    },
    source: `Source (Makepad ${MAKEPAD_TAG}): `,
    lines: (span) =>
      span.line === span.end
        ? `${span.file}, line ${span.line}`
        : `${span.file}, lines ${span.line}–${span.end}`,
    separator: '; ',
    only: (cfg) => ` (only with ${cfg})`,
  },
  zh: {
    headers: {
      methods: ['方法', '说明'],
      variants: ['变体', '载荷', '说明'],
      fields: ['字段', '类型', '说明'],
    },
    source: `源码（Makepad ${MAKEPAD_TAG}）：`,
    lines: (span) =>
      span.line === span.end
        ? `${span.file} 第 ${span.line} 行`
        : `${span.file} 第 ${span.line}–${span.end} 行`,
    separator: '；',
    only: (cfg) => `（仅在 ${cfg} 时）`,
  },
};

const NONE: Inline = {type: 'text', value: '—'};

function code(value: string): Inline {
  return {type: 'code', value};
}

function text(value: string): Inline {
  return {type: 'text', value};
}

/** The GitHub address of a span. */
export function apiSourceUrl(span: ApiSpan): string {
  const lines =
    span.line === span.end ? `L${span.line}` : `L${span.line}-L${span.end}`;
  return `${MAKEPAD_SOURCE_URL}${span.file}#${lines}`;
}

/** The members a table shows: those not left out, in source order. */
export function shownMembers(
  facts: ApiFacts,
  table: Pick<ApiTable, 'leftOut'>,
): ApiMember[] {
  return facts.members.filter((member) => !table.leftOut?.[member.key]);
}

/** The cells of a row before its note. */
function memberCells(kind: ApiTableKind, member: ApiMember): Inline[][] {
  switch (kind) {
    case 'methods':
      return [[code(member.signature ?? member.key)]];
    case 'variants':
      return [
        [code(member.key)],
        member.payload ? [code(member.payload)] : [NONE],
      ];
    case 'fields':
      return [[code(member.key)], [code(member.type ?? '')]];
  }
}

/** A row's anchor: its table's id and its key (`Cx-http_request`). */
export function apiRowAnchor(id: string, key: string): string {
  return `${id}-${key}`.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/-+$/, '');
}

/**
 * The table of `facts` in one language. Throws a WidgetFactsError when a
 * shown member has no note, or the table shows nothing.
 */
export function buildApiTable(
  facts: ApiFacts,
  table: Pick<ApiTable, 'leftOut'>,
  notes: ApiNotes,
  locale: Locale,
): FactTable {
  const shown = shownMembers(facts, table);
  if (shown.length === 0) {
    throw new WidgetFactsError(`${facts.id} shows no member`);
  }
  const missing = shown.filter(
    (member) => typeof notes[member.key] !== 'string',
  );
  if (missing.length > 0) {
    throw new WidgetFactsError(
      `the ${locale} notes of ${facts.id} have no note for ${missing
        .map((member) => member.key)
        .join(', ')}`,
    );
  }
  const labels = LABELS[locale];
  return {
    part: facts.kind,
    header: labels.headers[facts.kind],
    // Unique on a page that shows several tables of one kind (Cx, Cx2d).
    anchors: shown.map((member) => apiRowAnchor(facts.id, member.key)),
    rows: shown.map((member) => [
      ...memberCells(facts.kind, member),
      [
        ...noteInlines(notes[member.key] ?? ''),
        ...(member.cfg !== undefined ? [text(labels.only(member.cfg))] : []),
      ],
    ]),
    source: [
      text(labels.source),
      ...facts.sources.flatMap((span, i): Inline[] => [
        ...(i === 0 ? [] : [text(labels.separator)]),
        {
          type: 'link',
          url: apiSourceUrl(span),
          children: [text(labels.lines(span))],
        },
      ]),
    ],
  };
}
