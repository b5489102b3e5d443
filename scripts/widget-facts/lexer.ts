/**
 * Tokens of a Rust file of makepad-widgets and of the `live_design!` DSL
 * inside it. Comments are dropped; every token keeps its offsets and line,
 * so the facts can cite lines and quote values as written.
 */

export type TokenKind =
  'ident' | 'number' | 'string' | 'char' | 'lifetime' | 'color' | 'punct';

export type Token = {
  readonly kind: TokenKind;
  readonly text: string;
  /** Offset of the first character in the file. */
  readonly start: number;
  /** Offset after the last character. */
  readonly end: number;
  /** 1-based line of the first character. */
  readonly line: number;
};

/** `rust` reads `'a` and `'x'`; `dsl` reads `#f0a` colours. */
export type LexMode = 'rust' | 'dsl';

export class ParseError extends Error {}

const PUNCT = ['::', '->', '=>', '..', '==', '!=', '<=', '>=', '&&', '||'];
const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /(?:\d[\d_]*(?:\.(?!\.)\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const CHAR = /'(?:\\u\{[0-9a-fA-F]+\}|\\.|[^\\'\n])'/y;
const LIFETIME = /'[A-Za-z_][A-Za-z0-9_]*/y;
const COLOR = /#x?[0-9a-fA-F]+(?![A-Za-z0-9_])/y;
const RAW_STRING = /r(#*)"/y;

/** The 1-based line of each offset, through a table of line starts. */
export function lineIndex(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '\n') {
      starts.push(i + 1);
    }
  }
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) {
        low = mid;
      } else {
        high = mid - 1;
      }
    }
    return low + 1;
  };
}

function match(re: RegExp, text: string, at: number): string | undefined {
  re.lastIndex = at;
  return re.exec(text)?.[0];
}

/** End offset of the string literal that starts at `at` (a `"`). */
function stringEnd(text: string, at: number, where: () => string): number {
  let i = at + 1;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\') {
      i += 2;
    } else if (c === '"') {
      return i + 1;
    } else {
      i += 1;
    }
  }
  throw new ParseError(`${where()}: unterminated string`);
}

/**
 * The tokens of `text` between `from` and `to` (the whole text by
 * default). Line and block comments (nested, as in Rust) are skipped.
 */
export function tokenize(
  text: string,
  mode: LexMode,
  from = 0,
  to = text.length,
): Token[] {
  const lineOf = lineIndex(text);
  const tokens: Token[] = [];
  const push = (kind: TokenKind, start: number, end: number) =>
    tokens.push({
      kind,
      text: text.slice(start, end),
      start,
      end,
      line: lineOf(start),
    });
  let i = from;
  const where = () => `line ${lineOf(i)}`;
  while (i < to) {
    const c = text[i] ?? '';
    if (c === ' ' || c === '\n' || c === '\t' || c === '\r') {
      i += 1;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      const newline = text.indexOf('\n', i);
      i = newline === -1 ? to : newline;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      let depth = 0;
      do {
        if (text.startsWith('/*', i)) {
          depth += 1;
          i += 2;
        } else if (text.startsWith('*/', i)) {
          depth -= 1;
          i += 2;
        } else if (i >= to) {
          throw new ParseError(`${where()}: unterminated comment`);
        } else {
          i += 1;
        }
      } while (depth > 0);
      continue;
    }
    const raw = mode === 'rust' ? match(RAW_STRING, text, i) : undefined;
    if (raw !== undefined) {
      const close = `"${raw.slice(1, -1)}`;
      const end = text.indexOf(close, i + raw.length);
      if (end === -1) {
        throw new ParseError(`${where()}: unterminated raw string`);
      }
      push('string', i, end + close.length);
      i = end + close.length;
      continue;
    }
    if (c === '"') {
      const end = stringEnd(text, i, where);
      push('string', i, end);
      i = end;
      continue;
    }
    if (c === "'" && mode === 'rust') {
      const literal = match(CHAR, text, i);
      const lifetime = literal ?? match(LIFETIME, text, i);
      if (lifetime === undefined) {
        throw new ParseError(`${where()}: stray quote`);
      }
      push(literal !== undefined ? 'char' : 'lifetime', i, i + lifetime.length);
      i += lifetime.length;
      continue;
    }
    const color = mode === 'dsl' && c === '#' ? match(COLOR, text, i) : '';
    if (color) {
      push('color', i, i + color.length);
      i += color.length;
      continue;
    }
    const ident = match(IDENT, text, i);
    if (ident !== undefined) {
      push('ident', i, i + ident.length);
      i += ident.length;
      continue;
    }
    const number = match(NUMBER, text, i);
    if (number !== undefined) {
      // Suffixes such as `1.0f64` or `0usize` belong to the number.
      const suffix = match(IDENT, text, i + number.length) ?? '';
      push('number', i, i + number.length + suffix.length);
      i += number.length + suffix.length;
      continue;
    }
    const pair = text.slice(i, i + 2);
    const punct = PUNCT.includes(pair) ? pair : c;
    push('punct', i, i + punct.length);
    i += punct.length;
  }
  return tokens;
}

const OPEN: Record<string, string> = {'{': '}', '(': ')', '[': ']'};

/**
 * Index of the token that closes the bracket at `open` (`{`, `(` or `[`),
 * counting only that bracket's kind and its partners.
 */
export function closing(tokens: readonly Token[], open: number): number {
  const first = tokens[open];
  const close = first ? OPEN[first.text] : undefined;
  if (!first || close === undefined) {
    throw new ParseError(`token ${open} is not an opening bracket`);
  }
  const stack: string[] = [];
  for (let i = open; i < tokens.length; i += 1) {
    const text = tokens[i]?.text ?? '';
    if (OPEN[text] !== undefined) {
      stack.push(OPEN[text]);
    } else if (text === '}' || text === ')' || text === ']') {
      if (stack.pop() !== text) {
        throw new ParseError(
          `line ${tokens[i]?.line}: unbalanced "${text}" (opened on line ${first.line})`,
        );
      }
      if (stack.length === 0) {
        return i;
      }
    }
  }
  throw new ParseError(`line ${first.line}: "${first.text}" is never closed`);
}

/** Whitespace runs collapsed to one space, ends trimmed. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The source text from token `from` to token `to` (inclusive) on one line,
 * comments removed: the tokens joined by the spacing of the source (one
 * space where there was any whitespace or comment, none where there was
 * none).
 */
export function sourceText(
  tokens: readonly Token[],
  from: number,
  to: number,
): string {
  let out = '';
  for (let i = from; i <= to; i += 1) {
    const token = tokens[i];
    const previous = tokens[i - 1];
    if (!token) break;
    if (i > from && previous && previous.end < token.start) {
      out += ' ';
    }
    out += token.text;
  }
  return out;
}
