/**
 * The facts of each widget of src/data/widgets.ts, read from Makepad's
 * widgets/src (and the Walk and Layout structs of draw/src/turtle.rs), by
 * the rules of CONTRIBUTING.md (Widget reference). Pure: the sources come
 * in as text, so the unit tests feed small samples and
 * scripts/widget-facts/kit.ts reads the kit.
 */
import type {
  ActionFact,
  MethodFact,
  PropertyFact,
  SourceSpan,
  StylingFact,
  VariantFact,
  WidgetFactPart,
  WidgetFacts,
} from '../../src/lib/widgetFacts';
import {ParseError, type Token} from './lexer';
import {
  parseDsl,
  valueText,
  type DslBlock,
  type DslItem,
  type DslValue,
} from './dsl';
import {
  liveDesignRanges,
  parseEnum,
  parseImpls,
  parseStruct,
  rustTokens,
  type RustField,
  type RustStruct,
} from './rust';

/** The sources the facts are read from. */
export type MakepadSources = {
  /** Files of widgets/src by name (`button.rs` → its text). */
  readonly widgets: ReadonlyMap<string, string>;
  /** draw/src/turtle.rs (the Walk and Layout structs). */
  readonly turtle: string;
};

/** The file of widgets/src whose THEME_* constants give `resolved`. */
export const THEME_FILE = 'theme_desktop_dark.rs';

/** State names that fold into one styling row (`color_hover` → `color`). */
export const STATE_SUFFIXES: readonly string[] = [
  'hover',
  'down',
  'focus',
  'disabled',
  'active',
  'drag',
  'empty',
  'inactive',
  'selected',
  'pressed',
];

/** Values of a shader declaration that are a type, not a default. */
const SHADER_TYPES = new Set([
  'float',
  'int',
  'bool',
  'vec2',
  'vec3',
  'vec4',
  'mat2',
  'mat3',
  'mat4',
  'texture2d',
  'textureOES',
]);

/** Longest value quoted whole in a default; longer blocks show as `{…}`. */
const SHORT_VALUE = 80;

type Def = {
  readonly name: string;
  readonly pub: boolean;
  readonly file: string;
  readonly block: DslBlock;
  readonly value: DslValue;
  readonly line: number;
  readonly end: number;
};

type FileIndex = {
  readonly tokens: readonly Token[];
  readonly defs: readonly Def[];
};

/** What a styling row is built from: one declared variable. */
type ShaderVar = {
  name: string;
  decl: string;
  type: string | null;
  default: string | null;
  resolved?: number;
  file: string;
  line: number;
};

/**
 * `color_hover` → `color`, `border_color_1_active_hover` → `border_color_1`;
 * a bare state name (`hover`) → `states`.
 */
export function foldStateName(name: string): string {
  if (STATE_SUFFIXES.includes(name)) {
    return 'states';
  }
  const parts = name.split('_');
  while (parts.length > 1 && STATE_SUFFIXES.includes(parts.at(-1) ?? '')) {
    parts.pop();
  }
  return parts.join('_');
}

function round(value: number): number {
  return Number(value.toFixed(6));
}

/** Reads every file once: its Rust tokens and top-level DSL definitions. */
class Sources {
  private readonly files = new Map<string, FileIndex>();
  private readonly byName = new Map<string, Def[]>();
  readonly walkFields: ReadonlyMap<string, string>;
  readonly layoutFields: ReadonlyMap<string, string>;
  private readonly themeValues = new Map<string, number | undefined>();
  private readonly themeKinds = new Map<string, string | null>();

  constructor(sources: MakepadSources) {
    for (const [file, text] of [...sources.widgets].sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      try {
        const tokens = rustTokens(text);
        const defs: Def[] = [];
        for (const range of liveDesignRanges(tokens)) {
          const block = parseDsl(text, range.start, range.end);
          for (const item of block.items) {
            if (item.kind === 'def') {
              const def: Def = {
                name: item.key,
                pub: item.pub,
                file,
                block,
                value: item.value,
                line: item.line,
                end: item.end,
              };
              defs.push(def);
              this.byName.set(item.key, [
                ...(this.byName.get(item.key) ?? []),
                def,
              ]);
            }
          }
        }
        this.files.set(file, {tokens, defs});
      } catch (error) {
        if (error instanceof ParseError) {
          throw new ParseError(`widgets/src/${file}: ${error.message}`, {
            cause: error,
          });
        }
        throw error;
      }
    }
    const turtle = rustTokens(sources.turtle);
    const fieldTypes = (struct: RustStruct | undefined, name: string) => {
      if (!struct) {
        throw new ParseError(`draw/src/turtle.rs: no struct ${name}`);
      }
      return new Map(
        struct.fields
          .filter((field): field is RustField => 'type' in field)
          .map((field) => [field.name, field.type]),
      );
    };
    this.walkFields = fieldTypes(parseStruct(turtle, 'Walk'), 'Walk');
    this.layoutFields = fieldTypes(parseStruct(turtle, 'Layout'), 'Layout');
  }

  file(name: string): FileIndex {
    const found = this.files.get(name);
    if (!found) {
      throw new ParseError(`widgets/src/${name} is missing`);
    }
    return found;
  }

  /** The definition `name` as seen from `file`: its own, else a unique `pub` one. */
  resolve(name: string, file: string): Def | undefined {
    const all = this.byName.get(name) ?? [];
    const local = all.find((def) => def.file === file);
    if (local) {
      return local;
    }
    const pub = all.filter((def) => def.pub);
    return pub.length === 1 ? pub[0] : undefined;
  }

  /** `def`, then the definitions it derives from (`<Base>`), nearest first. */
  chain(def: Def): Def[] {
    const chain = [def];
    let current: Def | undefined = def;
    while (current?.value.base !== undefined) {
      current = this.resolve(current.value.base, current.file);
      if (!current || chain.includes(current)) break;
      chain.push(current);
    }
    return chain;
  }

  /** The struct a definition is bound to (`{{Name}}`), through its chain. */
  binding(def: Def): string | undefined {
    return this.chain(def).find((link) => link.value.binding !== undefined)
      ?.value.binding;
  }

  structOf(name: string): RustStruct | undefined {
    for (const [file, index] of this.files) {
      if (file.startsWith('theme_')) continue;
      const found = parseStruct(index.tokens, name);
      if (found) return found;
    }
    return undefined;
  }

  /** The theme's constant `name`, unless the theme defines it twice. */
  private themeDef(name: string): Def | undefined {
    const defs = (this.byName.get(name) ?? []).filter(
      (def) => def.file === THEME_FILE,
    );
    return defs.length === 1 ? defs[0] : undefined;
  }

  /** The number a THEME_* constant comes to, if it is plain arithmetic. */
  themeNumber(name: string): number | undefined {
    if (!this.themeValues.has(name)) {
      this.themeValues.set(name, undefined);
      const def = this.themeDef(name);
      this.themeValues.set(
        name,
        def
          ? this.evaluate(def.block, def.value.from, def.value.to)
          : undefined,
      );
    }
    return this.themeValues.get(name);
  }

  /** `float`, `vec4` (a colour) or null: what a THEME_* constant holds. */
  themeKind(name: string): string | null {
    if (!this.themeKinds.has(name)) {
      this.themeKinds.set(name, null);
      const def = this.themeDef(name);
      this.themeKinds.set(
        name,
        def ? this.expressionKind(def.block, def.value) : null,
      );
    }
    return this.themeKinds.get(name) ?? null;
  }

  /** `float`, `vec4` or null for a value made of numbers, colours and constants. */
  expressionKind(block: DslBlock, value: DslValue): string | null {
    if (value.kind !== 'other') return null;
    if (this.evaluate(block, value.from, value.to) !== undefined) {
      return 'float';
    }
    for (let i = value.from; i <= value.to; i += 1) {
      const token = block.tokens[i];
      if (token?.kind === 'color') return 'vec4';
      if (
        token?.kind === 'ident' &&
        token.text.startsWith('THEME_') &&
        this.themeKind(token.text) === 'vec4'
      ) {
        return 'vec4';
      }
    }
    return null;
  }

  /** Arithmetic over numbers and THEME_* constants, or undefined. */
  evaluate(block: DslBlock, from: number, to: number): number | undefined {
    const tokens = block.tokens;
    let i = from;
    const peek = () => (i <= to ? tokens[i]?.text : undefined);
    const primary = (): number | undefined => {
      const token = i <= to ? tokens[i] : undefined;
      if (!token) return undefined;
      i += 1;
      if (token.text === '(') {
        const inner = sum();
        if (peek() !== ')') return undefined;
        i += 1;
        return inner;
      }
      if (token.text === '-') {
        const inner = primary();
        return inner === undefined ? undefined : -inner;
      }
      if (token.kind === 'number') {
        return Number(token.text.replace(/_/g, ''));
      }
      if (token.kind === 'ident' && token.text.startsWith('THEME_')) {
        return this.themeNumber(token.text);
      }
      return undefined;
    };
    const product = (): number | undefined => {
      let value = primary();
      while (value !== undefined && (peek() === '*' || peek() === '/')) {
        const op = peek();
        i += 1;
        const right = primary();
        if (right === undefined) return undefined;
        value = op === '*' ? value * right : value / right;
      }
      return value;
    };
    const sum = (): number | undefined => {
      let value = product();
      while (value !== undefined && (peek() === '+' || peek() === '-')) {
        const op = peek();
        i += 1;
        const right = product();
        if (right === undefined) return undefined;
        value = op === '+' ? value + right : value - right;
      }
      return value;
    };
    const value = sum();
    return value !== undefined && i === to + 1 && Number.isFinite(value)
      ? round(value)
      : undefined;
  }

  /** `resolved` of a value that uses THEME_* constants and comes to a number. */
  resolved(block: DslBlock, value: DslValue): {resolved?: number} {
    if (value.kind !== 'other') return {};
    const usesTheme = block.tokens
      .slice(value.from, value.to + 1)
      .some((token) => token.text.startsWith('THEME_'));
    const number = usesTheme
      ? this.evaluate(block, value.from, value.to)
      : undefined;
    return number === undefined ? {} : {resolved: number};
  }
}

/** Does a value hold shader code or declarations (too long to quote)? */
function holdsCode(value: DslValue): boolean {
  return value.body.some(
    (item) =>
      item.kind === 'fn' ||
      item.kind === 'decl' ||
      ((item.kind === 'prop' || item.kind === 'def' || item.kind === 'anon') &&
        holdsCode(item.value)),
  );
}

/** A value as written, or its head with `{…}` when it is a long block. */
export function shortValue(block: DslBlock, value: DslValue): string {
  // A trailing comma before a closing bracket is dropped.
  const text = valueText(block, value).replace(/,(\s*[}\])])/g, '$1');
  if (value.kind === 'other') {
    return text;
  }
  if (!holdsCode(value) && text.length <= SHORT_VALUE) {
    return text;
  }
  if (value.kind === 'class') {
    const head = value.binding !== undefined ? `{{${value.binding}}}` : '';
    const base = value.base !== undefined ? `<${value.base}>` : '';
    return `${head}${base} {…}`;
  }
  const tag = block.tokens[value.from];
  return tag?.kind === 'ident' ? `${tag.text} {…}` : '{…}';
}

/**
 * Do a DSL value and a Rust default say the same (`Top` and
 * `LineAlign::Top`, `10` and `10.0`)?
 */
export function sameValue(dsl: string, rust: string): boolean {
  const plain = (value: string) =>
    value.replace(/^[A-Z]\w*::/, '').replace(/\s+/g, '');
  const [a, b] = [plain(dsl), plain(rust)];
  const number = /^-?(\d+\.?\d*|\.\d+)$/;
  return number.test(a) && number.test(b) ? Number(a) === Number(b) : a === b;
}

/** An animator's state groups: `{hover = …, focus = …}`. */
function animatorValue(value: DslValue): string {
  const groups = [
    ...new Set(
      value.body.filter((item) => item.kind === 'def').map((item) => item.key),
    ),
  ].map((key) => `${key} = …`);
  return groups.length > 0 ? `{${groups.join(', ')}}` : '{}';
}

/** The top-level properties a chain sets, nearest definition first. */
function mergedProps(
  chain: readonly Def[],
): Map<string, {def: Def; item: Extract<DslItem, {kind: 'prop'}>}> {
  const merged = new Map<
    string,
    {def: Def; item: Extract<DslItem, {kind: 'prop'}>}
  >();
  for (const def of chain) {
    for (const item of def.value.body) {
      if (item.kind === 'prop' && !merged.has(item.key)) {
        merged.set(item.key, {def, item});
      }
    }
  }
  return merged;
}

/**
 * The shader variables declared in each block-valued top-level key (base
 * first), and the values its blocks set for variables they do not declare.
 */
function shaderVars(
  sources: Sources,
  chain: readonly Def[],
): {
  fields: Map<string, Map<string, ShaderVar>>;
  setValues: Map<string, Map<string, string>>;
} {
  const fields = new Map<string, Map<string, ShaderVar>>();
  const setValues = new Map<string, Map<string, string>>();
  for (const def of [...chain].reverse()) {
    for (const item of def.value.body) {
      if (item.kind !== 'prop' || item.value.kind === 'other') continue;
      for (const inner of item.value.body) {
        const vars = fields.get(item.key) ?? new Map<string, ShaderVar>();
        if (inner.kind === 'decl') {
          const isType =
            inner.value.kind === 'other' &&
            inner.value.from === inner.value.to &&
            SHADER_TYPES.has(def.block.tokens[inner.value.from]?.text ?? '');
          const head = def.block.tokens[inner.value.from];
          const call =
            head?.kind === 'ident' && SHADER_TYPES.has(head.text)
              ? head.text
              : null;
          vars.set(inner.key, {
            name: inner.key,
            decl: inner.decl,
            type: isType
              ? (head?.text ?? null)
              : (call ?? sources.expressionKind(def.block, inner.value)),
            default: isType ? null : valueText(def.block, inner.value),
            ...(isType ? {} : sources.resolved(def.block, inner.value)),
            file: def.file,
            line: inner.line,
          });
          fields.set(item.key, vars);
        } else if (inner.kind === 'prop' && !vars.has(inner.key)) {
          // A variable of the draw type itself (DrawText's `color`), set here.
          const set = setValues.get(item.key) ?? new Map<string, string>();
          set.set(inner.key, valueText(def.block, inner.value));
          setValues.set(item.key, set);
        } else if (inner.kind === 'prop' && vars.has(inner.key)) {
          // A derived definition sets a variable its base declared.
          const declared = vars.get(inner.key);
          if (declared) {
            vars.set(inner.key, {
              ...declared,
              default: valueText(def.block, inner.value),
              ...sources.resolved(def.block, inner.value),
            });
          }
        }
      }
    }
  }
  return {fields, setValues};
}

/** Variables an animator's `apply` blocks set, by draw field. */
function animatedVars(
  animator: DslValue | undefined,
): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const visit = (items: readonly DslItem[]) => {
    for (const item of items) {
      if (item.kind === 'prop' && item.key === 'apply') {
        for (const target of item.value.body) {
          if (target.kind !== 'prop') continue;
          const names = found.get(target.key) ?? new Set<string>();
          target.value.body.forEach(
            (set) => set.kind === 'prop' && names.add(set.key),
          );
          found.set(target.key, names);
        }
      } else if (item.kind === 'prop' || item.kind === 'def') {
        visit(item.value.body);
      }
    }
  };
  visit(animator?.body ?? []);
  return found;
}

function styling(
  sources: Sources,
  chain: readonly Def[],
): {rows: StylingFact[]; spans: SourceSpan[]} {
  const animator = mergedProps(chain).get('animator');
  const animated = animatedVars(animator?.item.value);
  const rows: StylingFact[] = [];
  const files = new Set<string>();
  const {fields, setValues} = shaderVars(sources, chain);
  for (const [field, vars] of fields) {
    const groups = new Map<string, ShaderVar[]>();
    for (const variable of vars.values()) {
      const folded = foldStateName(variable.name);
      const key =
        folded !== variable.name ||
        variable.decl !== 'instance' ||
        !animated.get(field)?.has(variable.name)
          ? folded
          : 'states';
      groups.set(key, [...(groups.get(key) ?? []), variable]);
      files.add(variable.file);
    }
    for (const [name, members] of groups) {
      const first = members[0];
      if (!first) continue;
      const base = members.find((member) => member.name === name);
      const main = base ?? first;
      // The row's default is its plain variable's: declared, or set by the
      // block for a variable of the draw type (DrawText's `color`); the
      // state row lists its members' defaults when they differ.
      let shown: Pick<StylingFact, 'default' | 'resolved'>;
      if (base) {
        shown = {
          default: base.default,
          ...(base.resolved !== undefined ? {resolved: base.resolved} : {}),
        };
      } else if (name === 'states') {
        // `0.` and `0.0` are one default.
        const defaults = new Set(
          members.map((member) =>
            member.default !== null && /^-?[\d.]+$/.test(member.default)
              ? String(Number(member.default))
              : member.default,
          ),
        );
        shown = {
          default:
            defaults.size === 1
              ? first.default
              : members
                  .map((member) => `${member.name}: ${member.default ?? '—'}`)
                  .join(', '),
        };
      } else {
        shown = {default: setValues.get(field)?.get(name) ?? null};
      }
      rows.push({
        key: `${field}.${name}`,
        field,
        members: members.map((member) => member.name),
        kind: main.decl,
        type: main.type,
        ...shown,
        file: main.file,
        line: main.line,
      });
    }
  }
  const spans = chain
    .filter((def) => files.has(def.file))
    .filter((def) =>
      def.value.body.some(
        (item) =>
          item.kind === 'prop' &&
          item.value.body.some((inner) => inner.kind === 'decl'),
      ),
    )
    .map((def) => ({file: def.file, line: def.line, end: def.end}));
  return {rows, spans: mergeSpans(spans)};
}

/** One span per file, from the first line to the last. */
function mergeSpans(spans: readonly SourceSpan[]): SourceSpan[] {
  const byFile = new Map<string, SourceSpan>();
  for (const span of spans) {
    const seen = byFile.get(span.file);
    byFile.set(
      span.file,
      seen
        ? {
            file: span.file,
            line: Math.min(seen.line, span.line),
            end: Math.max(seen.end, span.end),
          }
        : span,
    );
  }
  return [...byFile.values()];
}

/**
 * What a variant's own body changes, a draw block's variables named by
 * their styling row (`rows`: `draw_bg.color_hover` → `draw_bg.color`).
 */
function overrides(
  def: Def,
  drawFields: ReadonlySet<string>,
  rows: ReadonlyMap<string, string>,
): string[] {
  const found: string[] = [];
  const add = (key: string) => {
    if (!found.includes(key)) found.push(key);
  };
  for (const item of def.value.body) {
    if (item.kind === 'fn') {
      add(`${item.key}()`);
    } else if (item.kind === 'prop' || item.kind === 'def') {
      const isDraw =
        item.kind === 'prop' &&
        item.value.kind !== 'other' &&
        (drawFields.has(item.key) || item.key.startsWith('draw_'));
      const inner = isDraw ? item.value.body : [];
      if (inner.length === 0) {
        add(item.key);
      }
      for (const member of inner) {
        if (member.kind === 'fn') {
          add(`${item.key}.${member.key}()`);
        } else if (member.kind !== 'anon') {
          const name = `${item.key}.${member.key}`;
          add(rows.get(name) ?? `${item.key}.${foldStateName(member.key)}`);
        }
      }
    }
  }
  return found;
}

/** The theme's default definition of a widget, if it has one. */
function defaultDefinition(
  sources: Sources,
  name: string,
  file: string,
): Def | undefined {
  const own = sources.file(file).defs;
  return (
    own.find((def) => def.name === name) ??
    sources.resolve(name, file) ??
    own.find((def) => def.value.binding === name)
  );
}

/** The facts of one widget. */
function widgetFacts(
  sources: Sources,
  name: string,
  source: string,
): WidgetFacts {
  const {tokens} = sources.file(source);
  const struct = parseStruct(tokens, name);
  const definition = defaultDefinition(sources, name, source);
  const chain = definition ? sources.chain(definition) : [];
  const props = mergedProps(chain);
  const styled = styling(sources, chain);
  const drawFields = new Set(styled.rows.map((row) => row.field));
  const rowOf = new Map(
    styled.rows.flatMap((row) =>
      row.members.map((member) => [`${row.field}.${member}`, row.key] as const),
    ),
  );

  const properties: PropertyFact[] = [];
  if (struct) {
    const fields = new Set(struct.fields.map((field) => field.name));
    const summary = (keys: ReadonlyMap<string, string>) => {
      const set = [...props].filter(
        ([key]) => keys.has(key) && !fields.has(key),
      );
      return set.length > 0
        ? set
            .map(
              ([key, {def, item}]) =>
                `${key}: ${shortValue(def.block, item.value)}`,
            )
            .join(', ')
        : null;
    };
    for (const field of struct.fields) {
      if (!('attribute' in field)) continue;
      const set = props.get(field.name);
      let fromDsl: string | null = null;
      if (field.attribute === 'walk') {
        fromDsl = summary(sources.walkFields);
      } else if (field.attribute === 'layout') {
        fromDsl = summary(sources.layoutFields);
      } else if (set && field.attribute === 'animator') {
        fromDsl = animatorValue(set.item.value);
      } else if (set) {
        fromDsl = shortValue(set.def.block, set.item.value);
      }
      const located =
        set &&
        fromDsl !== null &&
        field.attribute !== 'walk' &&
        field.attribute !== 'layout';
      properties.push({
        key: field.name,
        attribute: field.attribute,
        type: field.type,
        default: fromDsl ?? field.liveDefault ?? null,
        ...(located && set
          ? sources.resolved(set.def.block, set.item.value)
          : {}),
        ...(fromDsl !== null &&
        field.liveDefault !== undefined &&
        !sameValue(fromDsl, field.liveDefault)
          ? {rustDefault: field.liveDefault}
          : {}),
        ...(located && set
          ? {defaultAt: `${set.def.file}:${set.item.line}`}
          : {}),
        line: field.line,
      });
    }
  } else if (definition) {
    // A widget written in the DSL only: the keys its own definitions set,
    // typed from the struct it is finally bound to.
    const own = chain.slice(
      0,
      Math.max(
        1,
        chain.findIndex((def) => def.value.binding !== undefined),
      ),
    );
    const binding = sources.binding(definition);
    const bound = binding ? sources.structOf(binding) : undefined;
    const boundTypes = new Map(
      (bound?.fields ?? [])
        .filter((field): field is RustField => 'type' in field)
        .map((field) => [field.name, field.type]),
    );
    for (const [key, {def, item}] of mergedProps(own)) {
      properties.push({
        key,
        attribute: 'dsl',
        type:
          boundTypes.get(key) ??
          sources.walkFields.get(key) ??
          sources.layoutFields.get(key) ??
          null,
        default:
          key === 'animator'
            ? animatorValue(item.value)
            : shortValue(def.block, item.value),
        ...sources.resolved(def.block, item.value),
        line: item.line,
      });
    }
    properties.sort((a, b) => a.line - b.line);
  }

  const variants: VariantFact[] = [];
  if (definition) {
    const roots = new Set<Def>([definition]);
    chain
      .filter((def) => def.value.binding === name)
      .forEach((def) => roots.add(def));
    const files = [...new Set([source, definition.file])];
    for (const file of files) {
      for (const def of sources.file(file).defs) {
        if (
          !def.pub ||
          roots.has(def) ||
          def.value.binding !== undefined ||
          def.value.kind !== 'class' ||
          def.value.base === undefined
        ) {
          continue;
        }
        if (!sources.chain(def).some((link) => roots.has(link))) continue;
        variants.push({
          key: def.name,
          base: def.value.base,
          overrides: overrides(def, drawFields, rowOf),
          file: def.file,
          line: def.line,
          end: def.end,
        });
      }
    }
  }

  const actionEnum = parseEnum(tokens, `${name}Action`);
  const actions: ActionFact[] = (actionEnum?.variants ?? [])
    .filter((variant) => variant.name !== 'None')
    .map((variant) => ({
      key: variant.name,
      payload: variant.payload ?? null,
      line: variant.line,
    }));
  const impls = parseImpls(tokens, `${name}Ref`);
  const methods: MethodFact[] = impls.flatMap((impl) =>
    impl.methods.map((method) => ({
      key: method.name,
      signature: method.signature,
      line: method.line,
    })),
  );

  const sourcesOf: Record<WidgetFactPart, SourceSpan[]> = {
    properties:
      properties.length === 0
        ? []
        : struct
          ? [{file: source, line: struct.line, end: struct.end}]
          : definition
            ? [
                {
                  file: definition.file,
                  line: definition.line,
                  end: definition.end,
                },
              ]
            : [],
    styling: styled.spans,
    variants: mergeSpans(variants),
    actions:
      actionEnum && actions.length > 0
        ? [{file: source, line: actionEnum.line, end: actionEnum.end}]
        : [],
    methods: mergeSpans(
      impls
        .filter((impl) => impl.methods.length > 0)
        .map((impl) => ({file: source, line: impl.line, end: impl.end})),
    ),
  };

  return {
    name,
    source,
    struct: struct ? {line: struct.line, end: struct.end} : null,
    definition: definition
      ? {
          name: definition.name,
          file: definition.file,
          line: definition.line,
          end: definition.end,
          base: definition.value.base ?? null,
          public: definition.pub,
        }
      : null,
    properties,
    styling: styled.rows,
    variants,
    actions,
    methods,
    sources: sourcesOf,
  };
}

/** The facts of each widget, in the order given. */
export function extractWidgetFacts(
  sources: MakepadSources,
  widgets: readonly {readonly name: string; readonly source: string}[],
): WidgetFacts[] {
  const index = new Sources(sources);
  return widgets.map((widget) => {
    try {
      return widgetFacts(index, widget.name, widget.source);
    } catch (error) {
      if (error instanceof ParseError) {
        throw new ParseError(`${widget.name}: ${error.message}`, {
          cause: error,
        });
      }
      throw error;
    }
  });
}
