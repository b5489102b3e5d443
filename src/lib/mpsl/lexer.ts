/**
 * Tokens of MPSL, the shader language of Makepad 1.0's `live_design!`
 * blocks, as far as the preview's translator needs them. The rules follow
 * Makepad's tokenizer (platform/live_tokenizer/src/tokenizer.rs):
 *
 * - a colour is `#` plus 1, 2, 3, 4, 6 or 8 hex digits, or `#x` plus hex
 *   digits when the first digit would read as a number (`#x2b2d42`);
 *   colorhex.rs:22 expands the short forms (`#f00` = `#ff0000ff`, `#3` =
 *   `#333333ff`);
 * - a number is an integer (`4`) or a float (`4.0`, `4.`, `1e+20`); the
 *   parser reads integer tokens as floats, as shader_parser.rs:1298 does;
 * - `..` after digits is a range, so `0..4` is `0`, `..`, `4`.
 */

export type Pos = {
  /** Offset in the source text. */
  readonly offset: number;
  /** 1-based line. */
  readonly line: number;
  /** 1-based column. */
  readonly col: number;
};

export type TokenKind = 'ident' | 'number' | 'color' | 'punct' | 'eof';

export type Token = {
  readonly kind: TokenKind;
  /** The token's text as written. */
  readonly text: string;
  /** For numbers, the value; for colours, the RGBA value as a u32. */
  readonly value: number;
  /** For numbers: written without a fraction or exponent. */
  readonly integer: boolean;
  readonly start: Pos;
  readonly end: Pos;
};

/** A problem found in the source, with where it starts. */
export class MpslError extends Error {
  constructor(
    message: string,
    readonly pos: Pos,
  ) {
    super(message);
    this.name = 'MpslError';
  }
}

const PUNCTUATION = [
  '->',
  '::',
  '..',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '+=',
  '-=',
  '*=',
  '/=',
  '=>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '=',
  '<',
  '>',
  '!',
  '(',
  ')',
  '{',
  '}',
  '[',
  ']',
  ',',
  ';',
  ':',
  '.',
  '?',
  '|',
] as const;

const HEX = /[0-9a-fA-F]/;

/** Expands the hex digits of a colour like Makepad's colorhex.rs. */
export function colorFromHex(digits: string): number | undefined {
  if (!/^[0-9a-fA-F]+$/.test(digits)) {
    return undefined;
  }
  const d = [...digits].map((c) => parseInt(c, 16));
  const byte = (hi: number, lo: number) => hi * 16 + lo;
  let rgba: [number, number, number, number];
  switch (d.length) {
    case 1:
      rgba = [byte(d[0]!, d[0]!), byte(d[0]!, d[0]!), byte(d[0]!, d[0]!), 255];
      break;
    case 2: {
      const grey = byte(d[0]!, d[1]!);
      rgba = [grey, grey, grey, 255];
      break;
    }
    case 3:
      rgba = [byte(d[0]!, d[0]!), byte(d[1]!, d[1]!), byte(d[2]!, d[2]!), 255];
      break;
    case 4:
      rgba = [
        byte(d[0]!, d[0]!),
        byte(d[1]!, d[1]!),
        byte(d[2]!, d[2]!),
        byte(d[3]!, d[3]!),
      ];
      break;
    case 6:
      rgba = [byte(d[0]!, d[1]!), byte(d[2]!, d[3]!), byte(d[4]!, d[5]!), 255];
      break;
    case 8:
      rgba = [
        byte(d[0]!, d[1]!),
        byte(d[2]!, d[3]!),
        byte(d[4]!, d[5]!),
        byte(d[6]!, d[7]!),
      ];
      break;
    default:
      return undefined;
  }
  return ((rgba[0] << 24) | (rgba[1] << 16) | (rgba[2] << 8) | rgba[3]) >>> 0;
}

/** Splits MPSL source into tokens; comments and white space are skipped. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let offset = 0;
  let line = 1;
  let col = 1;
  const here = (): Pos => ({offset, line, col});
  const advance = (count: number) => {
    for (let i = 0; i < count; i++) {
      if (source[offset] === '\n') {
        line += 1;
        col = 1;
      } else {
        col += 1;
      }
      offset += 1;
    }
  };
  const push = (
    kind: TokenKind,
    start: Pos,
    value = 0,
    integer = false,
  ): void => {
    tokens.push({
      kind,
      text: source.slice(start.offset, offset),
      value,
      integer,
      start,
      end: here(),
    });
  };

  while (offset < source.length) {
    const ch = source[offset]!;
    const next = source[offset + 1] ?? '';
    if (/\s/.test(ch)) {
      advance(1);
      continue;
    }
    if (ch === '/' && next === '/') {
      while (offset < source.length && source[offset] !== '\n') {
        advance(1);
      }
      continue;
    }
    if (ch === '/' && next === '*') {
      const start = here();
      const close = source.indexOf('*/', offset + 2);
      if (close < 0) {
        throw new MpslError('unterminated block comment', start);
      }
      advance(close + 2 - offset);
      continue;
    }
    const start = here();
    if (/[A-Za-z_]/.test(ch)) {
      let end = offset + 1;
      while (end < source.length && /\w/.test(source[end]!)) {
        end += 1;
      }
      advance(end - offset);
      push('ident', start);
      continue;
    }
    if (/\d/.test(ch)) {
      let end = offset;
      while (/\d/.test(source[end] ?? '')) {
        end += 1;
      }
      let integer = true;
      // `4.` and `4.5` are floats; `0..4` is a range.
      if (source[end] === '.' && source[end + 1] !== '.') {
        integer = false;
        end += 1;
        while (/\d/.test(source[end] ?? '')) {
          end += 1;
        }
      }
      const exponent = /^[eE][+-]?\d+/.exec(source.slice(end));
      if (exponent) {
        integer = false;
        end += exponent[0].length;
      }
      const text = source.slice(offset, end);
      advance(end - offset);
      push('number', start, Number(text), integer);
      continue;
    }
    if (ch === '#') {
      const skip = next === 'x' && HEX.test(source[offset + 2] ?? '') ? 2 : 1;
      let end = offset + skip;
      while (HEX.test(source[end] ?? '')) {
        end += 1;
      }
      const digits = source.slice(offset + skip, end);
      const value = colorFromHex(digits);
      if (value === undefined) {
        throw new MpslError(
          `\`${source.slice(offset, Math.max(end, offset + 1))}\` is not a colour: use #rgb, #rgba, #rrggbb or #rrggbbaa (#x… when it starts with a digit)`,
          start,
        );
      }
      advance(end - offset);
      push('color', start, value);
      continue;
    }
    const punct = PUNCTUATION.find((p) => source.startsWith(p, offset));
    if (punct === undefined) {
      throw new MpslError(`unexpected character \`${ch}\``, start);
    }
    advance(punct.length);
    push('punct', start);
  }
  tokens.push({
    kind: 'eof',
    text: '',
    value: 0,
    integer: false,
    start: here(),
    end: here(),
  });
  return tokens;
}
