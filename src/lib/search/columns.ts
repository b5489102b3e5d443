/**
 * Text width in columns: a wide character (CJK, full-width forms, emoji)
 * counts two, any other character one. Snippet lengths are measured this way
 * so that a Chinese snippet takes about the room of an English one.
 */

const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{1F300}-\u{1FAFF}\u{20000}-\u{3FFFD}]/u;

/** Columns taken by one code point. */
export function charColumns(char: string): number {
  return WIDE.test(char) ? 2 : 1;
}

/** Columns taken by a whole string. */
export function textColumns(text: string): number {
  let columns = 0;
  for (const char of text) {
    columns += charColumns(char);
  }
  return columns;
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/** Whether the character before `at` and the one at `at` are in one word. */
function insideWord(text: string, at: number): boolean {
  const before = text[at - 1];
  const after = text[at];
  return (
    before !== undefined &&
    after !== undefined &&
    WORD_CHAR.test(before) &&
    WORD_CHAR.test(after) &&
    charColumns(before) === 1 &&
    charColumns(after) === 1
  );
}

/**
 * End (a UTF-16 offset) of the longest start of `text` that fits in
 * `columns`, moved back to a space when it would cut a word in two (unless
 * that would drop more than half of it). Never splits a surrogate pair.
 */
export function leadEnd(text: string, columns: number): number {
  let used = 0;
  let end = 0;
  for (const char of text) {
    const width = charColumns(char);
    if (used + width > columns) {
      break;
    }
    used += width;
    end += char.length;
  }
  if (end >= text.length || !insideWord(text, end)) {
    return end;
  }
  const space = text.lastIndexOf(' ', end);
  return space > end / 2 ? space : end;
}

/**
 * Start (a UTF-16 offset) of a window of about `columns` that ends at
 * `end`, moved forward to a word start when it would cut a word in two.
 */
export function tailStart(text: string, end: number, columns: number): number {
  let used = 0;
  let start = end;
  while (start > 0) {
    const code = text.codePointAt(start - 1) ?? 0;
    // Step back over a whole surrogate pair.
    const step = start >= 2 && code >= 0xdc00 && code <= 0xdfff ? 2 : 1;
    const char = text.slice(start - step, start);
    const width = charColumns(char);
    if (used + width > columns) {
      break;
    }
    used += width;
    start -= step;
  }
  if (start <= 0 || !insideWord(text, start)) {
    return start;
  }
  const space = text.indexOf(' ', start);
  return space >= 0 && space < start + (end - start) / 2 ? space + 1 : start;
}
