/**
 * Where the shader editor underlines a compiler error. The translator
 * (src/lib/mpsl) reports a 1-based line and column, counted in UTF-16 code
 * units like the editor's offsets; the underline covers the word or the
 * character there. A position on white space or past the end of its line
 * (`found end of input`, a missing `;`) underlines the last character
 * written before it, so the mark is never empty.
 */
export type TextRange = {readonly from: number; readonly to: number};

/** Offset of a 1-based line and column in `text`, clamped to the text. */
export function offsetOf(text: string, line: number, col: number): number {
  let start = 0;
  for (let current = 1; current < line; current += 1) {
    const newline = text.indexOf('\n', start);
    if (newline < 0) {
      return text.length;
    }
    start = newline + 1;
  }
  const end = text.indexOf('\n', start);
  const lineEnd = end < 0 ? text.length : end;
  return Math.min(start + Math.max(col - 1, 0), lineEnd);
}

const WORD = /[\w#]/;

/** The range to underline for an error at `line`, `col`; none in empty text. */
export function errorRange(
  text: string,
  line: number,
  col: number,
): TextRange | undefined {
  let at = offsetOf(text, line, col);
  if (at >= text.length || /\s/.test(text[at]!)) {
    at -= 1;
    while (at >= 0 && /\s/.test(text[at]!)) {
      at -= 1;
    }
    if (at < 0) {
      return undefined;
    }
    return {from: at, to: at + 1};
  }
  if (!WORD.test(text[at]!)) {
    return {from: at, to: at + 1};
  }
  let to = at + 1;
  while (to < text.length && /\w/.test(text[to]!)) {
    to += 1;
  }
  return {from: at, to};
}
