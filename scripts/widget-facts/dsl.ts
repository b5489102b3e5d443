/**
 * A reader of Makepad's `live_design!` DSL, as far as the widget facts need
 * it: definitions (`pub Name = <Base> {…}`, `Name = {{Struct}} {…}`), their
 * properties (`key: value`), child definitions (`key = <View> {…}`), shader
 * declarations (`instance hover: 0.0`, `uniform color: #f00`) and shader
 * functions (skipped). Values are kept as token ranges, so they can be
 * quoted as written.
 */
import {ParseError, closing, sourceText, tokenize, type Token} from './lexer';

/** Shader variable declarations of a draw block. */
export type DeclKind = 'instance' | 'uniform' | 'varying' | 'texture';

export type DslValue = {
  /**
   * `class`: `<Base> {…}` or `{{Struct}} {…}`; `object`: `{…}` or
   * `Tag {…}`; `other`: a literal, a parenthesised expression, an array,
   * a call or a name.
   */
  readonly kind: 'class' | 'object' | 'other';
  /** `Base` of `<Base>` (also after a `{{Struct}}`). */
  readonly base?: string;
  /** `Struct` of `{{Struct}}`. */
  readonly binding?: string;
  /** Items of the braces, for `class` and `object`. */
  readonly body: readonly DslItem[];
  /** First and last token of the value. */
  readonly from: number;
  readonly to: number;
};

export type DslItem =
  | {
      readonly kind: 'prop';
      readonly key: string;
      readonly value: DslValue;
      readonly line: number;
    }
  | {
      readonly kind: 'decl';
      readonly decl: DeclKind;
      readonly key: string;
      readonly value: DslValue;
      readonly line: number;
    }
  | {readonly kind: 'fn'; readonly key: string; readonly line: number}
  | {
      readonly kind: 'def';
      readonly key: string;
      readonly pub: boolean;
      readonly value: DslValue;
      readonly line: number;
      readonly end: number;
    }
  | {readonly kind: 'anon'; readonly value: DslValue; readonly line: number};

/** A parsed `live_design!` block: its tokens and top-level items. */
export type DslBlock = {
  readonly tokens: readonly Token[];
  readonly items: readonly DslItem[];
};

const DECLS: readonly string[] = ['instance', 'uniform', 'varying', 'texture'];

class Parser {
  constructor(private readonly tokens: readonly Token[]) {}

  private text(i: number): string | undefined {
    return this.tokens[i]?.text;
  }

  private fail(i: number, message: string): never {
    const token = this.tokens[i] ?? this.tokens[this.tokens.length - 1];
    throw new ParseError(
      `line ${token?.line ?? '?'}: ${message} (at "${token?.text ?? 'end'}")`,
    );
  }

  /** Items from `i` up to (not including) token `end`. */
  items(i: number, end: number): DslItem[] {
    const items: DslItem[] = [];
    while (i < end) {
      const token = this.tokens[i];
      if (!token) break;
      if (token.text === ',' || token.text === ';') {
        i += 1;
        continue;
      }
      if (
        (token.text === 'use' || token.text === 'link') &&
        this.tokens[i + 1]?.kind === 'ident'
      ) {
        i = this.skipStatement(i, end);
        continue;
      }
      const pub = token.text === 'pub';
      const at = pub ? i + 1 : i;
      const key = this.tokens[at];
      if (!key) this.fail(at, 'unexpected end');
      if (key.text === 'fn') {
        const name = this.text(at + 1) ?? '';
        let open = at + 2;
        while (open < end && this.text(open) !== '{') open += 1;
        if (open >= end) this.fail(at, `fn ${name} has no body`);
        items.push({kind: 'fn', key: name, line: key.line});
        i = closing(this.tokens, open) + 1;
        continue;
      }
      if (
        DECLS.includes(key.text) &&
        this.tokens[at + 1]?.kind === 'ident' &&
        this.text(at + 2) === ':'
      ) {
        const value = this.value(at + 3, end);
        items.push({
          kind: 'decl',
          decl: key.text as DeclKind,
          key: this.text(at + 1) ?? '',
          value,
          line: key.line,
        });
        i = value.to + 1;
        continue;
      }
      if (key.text === '<' && !pub) {
        const value = this.value(at, end);
        items.push({kind: 'anon', value, line: key.line});
        i = value.to + 1;
        continue;
      }
      if (key.kind !== 'ident' && key.kind !== 'number') {
        this.fail(at, 'expected a key');
      }
      const sign = this.text(at + 1);
      if (sign === '=' || (pub && sign === ':')) {
        const value = this.value(at + 2, end);
        items.push({
          kind: 'def',
          key: key.text,
          pub,
          value,
          line: key.line,
          end: this.tokens[value.to]?.line ?? key.line,
        });
        i = value.to + 1;
        continue;
      }
      if (sign === ':') {
        const value = this.value(at + 2, end);
        items.push({kind: 'prop', key: key.text, value, line: key.line});
        i = value.to + 1;
        continue;
      }
      this.fail(at, 'expected ":" or "=" after a key');
    }
    return items;
  }

  /** `use a::b;` or `link widgets` (to the `;` or the end of the line). */
  private skipStatement(i: number, end: number): number {
    const line = this.tokens[i]?.line;
    let j = i + 1;
    while (j < end && this.tokens[j]?.line === line && this.text(j) !== ';') {
      j += 1;
    }
    return this.text(j) === ';' ? j + 1 : j;
  }

  /** The braces at `open`, or an empty body when there are none. */
  private braces(open: number): {body: DslItem[]; to: number} | undefined {
    if (this.text(open) !== '{') {
      return undefined;
    }
    const close = closing(this.tokens, open);
    return {body: this.items(open + 1, close), to: close};
  }

  /** One value starting at token `i`. */
  value(i: number, end: number): DslValue {
    const token = this.tokens[i];
    if (!token || i >= end) this.fail(i, 'missing value');
    const text = token.text;
    // {{Struct}} with an optional <Base>, then its body.
    if (
      text === '{' &&
      this.text(i + 1) === '{' &&
      this.tokens[i + 2]?.kind === 'ident' &&
      this.text(i + 3) === '}' &&
      this.text(i + 4) === '}'
    ) {
      const binding = this.text(i + 2);
      let at = i + 5;
      let base: string | undefined;
      if (this.text(at) === '<') {
        base = this.text(at + 1);
        if (this.text(at + 2) !== '>') this.fail(at, 'expected ">"');
        at += 3;
      }
      const body = this.braces(at);
      return {
        kind: 'class',
        binding,
        ...(base !== undefined ? {base} : {}),
        body: body?.body ?? [],
        from: i,
        to: body?.to ?? at - 1,
      };
    }
    if (text === '<') {
      const base = this.text(i + 1);
      if (this.text(i + 2) !== '>') this.fail(i, 'expected "<Name>"');
      const body = this.braces(i + 3);
      return {
        kind: 'class',
        base,
        body: body?.body ?? [],
        from: i,
        to: body?.to ?? i + 2,
      };
    }
    if (text === '{') {
      const body = this.braces(i);
      return {
        kind: 'object',
        body: body?.body ?? [],
        from: i,
        to: body?.to ?? i,
      };
    }
    if (text === '(' || text === '[') {
      return {kind: 'other', body: [], from: i, to: closing(this.tokens, i)};
    }
    if (text === '-' && this.tokens[i + 1]?.kind === 'number') {
      return {kind: 'other', body: [], from: i, to: i + 1};
    }
    if (token.kind === 'ident') {
      let at = i;
      while (
        this.text(at + 1) === '::' &&
        this.tokens[at + 2]?.kind === 'ident'
      ) {
        at += 2;
      }
      if (this.text(at + 1) === '(') {
        return {
          kind: 'other',
          body: [],
          from: i,
          to: closing(this.tokens, at + 1),
        };
      }
      const body = this.braces(at + 1);
      if (body) {
        return {kind: 'object', body: body.body, from: i, to: body.to};
      }
      return {kind: 'other', body: [], from: i, to: at};
    }
    if (
      token.kind === 'number' ||
      token.kind === 'string' ||
      token.kind === 'color'
    ) {
      return {kind: 'other', body: [], from: i, to: i};
    }
    this.fail(i, 'unexpected value');
  }
}

/** Parses the DSL between offsets `start` and `end` of `text`. */
export function parseDsl(text: string, start = 0, end = text.length): DslBlock {
  const tokens = tokenize(text, 'dsl', start, end);
  const items = new Parser(tokens).items(0, tokens.length);
  return {tokens, items};
}

/** A value as written, on one line. */
export function valueText(block: DslBlock, value: DslValue): string {
  return sourceText(block.tokens, value.from, value.to);
}
