/**
 * The Rust items of a makepad-widgets file that the widget facts read: a
 * widget's struct (its DSL-settable fields), its `<Name>Action` enum, the
 * `pub fn`s of `impl <Name>Ref`, and the `live_design!` blocks.
 */
import {ParseError, closing, sourceText, tokenize, type Token} from './lexer';

export type Span = {readonly line: number; readonly end: number};

/** The attribute that makes a field settable from the DSL. */
export type FieldAttribute = 'live' | 'walk' | 'layout' | 'animator' | 'deref';

export type RustField = {
  readonly name: string;
  readonly type: string;
  readonly attribute: FieldAttribute;
  /** `x` of `#[live(x)]`, as written. */
  readonly liveDefault?: string;
  readonly line: number;
};

export type RustStruct = Span & {
  readonly name: string;
  /** Every named field, settable or not, in source order. */
  readonly fields: readonly (RustField | {readonly name: string})[];
};

export type RustVariant = {
  readonly name: string;
  /** `Rect`, `usize, String` (tuple) or `{index: usize}` (struct), or none. */
  readonly payload?: string;
  readonly line: number;
};

export type RustEnum = Span & {
  readonly name: string;
  readonly variants: readonly RustVariant[];
};

export type RustMethod = {
  readonly name: string;
  /** `fn name(&self, …) -> T`, normalised to one line. */
  readonly signature: string;
  readonly line: number;
};

export type RustImpl = Span & {readonly methods: readonly RustMethod[]};

const SETTABLE: readonly FieldAttribute[] = [
  'live',
  'walk',
  'layout',
  'animator',
  'deref',
];

/** Keywords followed by a space in a normalised signature. */
const SPACED = new Set([
  'fn',
  'pub',
  'mut',
  'dyn',
  'impl',
  'where',
  'const',
  'unsafe',
  'async',
  'move',
  'ref',
  'for',
  'as',
  'in',
]);

/** Does a space go between two tokens of a normalised signature? */
function spaceBetween(a: Token, b: Token): boolean {
  if (a.text === ',' || a.text === ';' || a.text === '->' || b.text === '->') {
    return true;
  }
  if (a.text === '=' || b.text === '=' || a.text === '+' || b.text === '+') {
    return true;
  }
  if (a.text === ':') {
    return true;
  }
  if (a.text === '{' || b.text === '}') {
    return false;
  }
  if (b.text === '{' || a.text === '}') {
    return true;
  }
  if ([',', ';', ':', ')', ']', '>', '?', '::', '.'].includes(b.text)) {
    return false;
  }
  if (['(', '[', '<', '&', '::', '*', '!', '#', '.', "'"].includes(a.text)) {
    return false;
  }
  if (b.text === '(' || b.text === '<' || b.text === '[') {
    return b.text === '('
      ? SPACED.has(a.text)
      : a.kind !== 'ident' || SPACED.has(a.text);
  }
  return true;
}

/** Tokens printed on one line with rustfmt-like spacing. */
export function formatTokens(tokens: readonly Token[]): string {
  let out = '';
  tokens.forEach((token, i) => {
    const previous = tokens[i - 1];
    if (previous && spaceBetween(previous, token)) {
      out += ' ';
    }
    out += token.text;
  });
  return out;
}

function is(tokens: readonly Token[], i: number, text: string): boolean {
  return tokens[i]?.text === text;
}

/** Index after the attributes (`#[...]`) starting at `i`, and their texts. */
function attributes(
  tokens: readonly Token[],
  i: number,
): {next: number; found: {name: string; args?: string}[]} {
  const found: {name: string; args?: string}[] = [];
  while (is(tokens, i, '#') && is(tokens, i + 1, '[')) {
    const close = closing(tokens, i + 1);
    const name = tokens[i + 2]?.text ?? '';
    const args = is(tokens, i + 3, '(')
      ? sourceText(tokens, i + 4, closing(tokens, i + 3) - 1)
      : undefined;
    found.push({name, args});
    i = close + 1;
  }
  return {next: i, found};
}

/** Index after a visibility (`pub`, `pub(crate)`) at `i`, if any. */
function skipVisibility(tokens: readonly Token[], i: number): number {
  if (!is(tokens, i, 'pub')) {
    return i;
  }
  return is(tokens, i + 1, '(') ? closing(tokens, i + 1) + 1 : i + 1;
}

/**
 * Index of the first token at or after `i` that is one of `stops` outside
 * any bracket or generic angle, or `limit`.
 */
function scanTo(
  tokens: readonly Token[],
  i: number,
  limit: number,
  stops: readonly string[],
): number {
  let depth = 0;
  for (; i < limit; i += 1) {
    const text = tokens[i]?.text ?? '';
    if (depth === 0 && stops.includes(text)) {
      return i;
    }
    if (text === '(' || text === '[' || text === '{' || text === '<') {
      depth += 1;
    } else if (text === ')' || text === ']' || text === '}' || text === '>') {
      depth -= 1;
    }
  }
  return limit;
}

/** Index of the item keyword sequence `words` followed by `{`, or -1. */
function findItem(tokens: readonly Token[], words: readonly string[]): number {
  for (let i = 0; i < tokens.length; i += 1) {
    if (words.every((word, k) => is(tokens, i + k, word))) {
      return i;
    }
  }
  return -1;
}

/** `pub struct <name> { … }`, or undefined when the file has none. */
export function parseStruct(
  tokens: readonly Token[],
  name: string,
): RustStruct | undefined {
  const at = findItem(tokens, ['struct', name]);
  if (at === -1) {
    return undefined;
  }
  let open = at + 2;
  if (is(tokens, open, '<')) {
    open = scanTo(tokens, open + 1, tokens.length, ['>']) + 1;
  }
  if (!is(tokens, open, '{')) {
    throw new ParseError(
      `line ${tokens[at]?.line}: struct ${name} has no field block`,
    );
  }
  const close = closing(tokens, open);
  const fields: (RustField | {name: string})[] = [];
  let i = open + 1;
  while (i < close) {
    const attrs = attributes(tokens, i);
    i = skipVisibility(tokens, attrs.next);
    const nameToken = tokens[i];
    if (!nameToken || nameToken.kind !== 'ident' || !is(tokens, i + 1, ':')) {
      throw new ParseError(
        `line ${nameToken?.line}: unexpected "${nameToken?.text}" in struct ${name}`,
      );
    }
    const typeEnd = scanTo(tokens, i + 2, close, [',']);
    const type = formatTokens(tokens.slice(i + 2, typeEnd));
    const settable = attrs.found.find((attr) =>
      SETTABLE.includes(attr.name as FieldAttribute),
    );
    if (settable) {
      fields.push({
        name: nameToken.text,
        type,
        attribute: settable.name as FieldAttribute,
        ...(settable.name === 'live' && settable.args !== undefined
          ? {liveDefault: settable.args}
          : {}),
        line: nameToken.line,
      });
    } else {
      fields.push({name: nameToken.text});
    }
    i = typeEnd + 1;
  }
  return {
    name,
    line: tokens[skipBack(tokens, at)]?.line ?? 0,
    end: tokens[close]?.line ?? 0,
    fields,
  };
}

/** The `pub` before an item keyword, if there is one (for its line). */
function skipBack(tokens: readonly Token[], at: number): number {
  return is(tokens, at - 1, 'pub') ? at - 1 : at;
}

/** `pub enum <name> { … }`, or undefined. */
export function parseEnum(
  tokens: readonly Token[],
  name: string,
): RustEnum | undefined {
  const at = findItem(tokens, ['enum', name]);
  if (at === -1 || !is(tokens, at + 2, '{')) {
    return undefined;
  }
  const close = closing(tokens, at + 2);
  const variants: RustVariant[] = [];
  let i = at + 3;
  while (i < close) {
    i = attributes(tokens, i).next;
    const variant = tokens[i];
    if (!variant || variant.kind !== 'ident') {
      throw new ParseError(
        `line ${variant?.line}: unexpected "${variant?.text}" in enum ${name}`,
      );
    }
    let payload: string | undefined;
    let next = i + 1;
    if (is(tokens, next, '(')) {
      const end = closing(tokens, next);
      payload = formatTokens(tokens.slice(next + 1, end)).replace(/,$/, '');
      next = end + 1;
    } else if (is(tokens, next, '{')) {
      const end = closing(tokens, next);
      payload = formatTokens(tokens.slice(next, end + 1)).replace(
        /,\s*\}$/,
        '}',
      );
      next = end + 1;
    }
    variants.push({
      name: variant.text,
      ...(payload !== undefined ? {payload} : {}),
      line: variant.line,
    });
    i = scanTo(tokens, next, close, [',']) + 1;
  }
  return {
    name,
    line: tokens[skipBack(tokens, at)]?.line ?? 0,
    end: tokens[close]?.line ?? 0,
    variants,
  };
}

/** Every `impl <typeName> { … }` block with its `pub fn`s. */
export function parseImpls(
  tokens: readonly Token[],
  typeName: string,
): RustImpl[] {
  const impls: RustImpl[] = [];
  for (let at = 0; at < tokens.length; at += 1) {
    if (
      !is(tokens, at, 'impl') ||
      !is(tokens, at + 1, typeName) ||
      !is(tokens, at + 2, '{')
    ) {
      continue;
    }
    const close = closing(tokens, at + 2);
    const methods: RustMethod[] = [];
    let i = at + 3;
    while (i < close) {
      const attrs = attributes(tokens, i);
      i = attrs.next;
      const isPub = is(tokens, i, 'pub') && !is(tokens, i + 1, '(');
      const fnAt = skipVisibility(tokens, i);
      const end = scanTo(tokens, fnAt, close, ['{', ';']);
      if (isPub && is(tokens, fnAt, 'fn')) {
        methods.push({
          name: tokens[fnAt + 1]?.text ?? '',
          signature: formatTokens(tokens.slice(fnAt, end)).replace(
            /,\s*\)/g,
            ')',
          ),
          line: tokens[i]?.line ?? 0,
        });
      }
      i = is(tokens, end, '{') ? closing(tokens, end) + 1 : end + 1;
    }
    impls.push({
      line: tokens[at]?.line ?? 0,
      end: tokens[close]?.line ?? 0,
      methods,
    });
    at = close;
  }
  return impls;
}

/** Token ranges (exclusive of the brackets) of each `live_design!{…}`. */
export function liveDesignRanges(
  tokens: readonly Token[],
): {start: number; end: number}[] {
  const ranges: {start: number; end: number}[] = [];
  for (let i = 0; i + 2 < tokens.length; i += 1) {
    if (
      is(tokens, i, 'live_design') &&
      is(tokens, i + 1, '!') &&
      (is(tokens, i + 2, '{') || is(tokens, i + 2, '('))
    ) {
      const close = closing(tokens, i + 2);
      const open = tokens[i + 2];
      const last = tokens[close];
      if (open && last) {
        ranges.push({start: open.end, end: last.start});
      }
      i = close;
    }
  }
  return ranges;
}

/** The Rust tokens of a file (comments dropped). */
export function rustTokens(text: string): Token[] {
  return tokenize(text, 'rust');
}
