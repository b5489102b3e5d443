/**
 * Finds the draw shader of an example widget in a listing file: the body of
 * its `draw_bg: { ... }` block (what the preview's editor holds) and the
 * kind of widget it belongs to (`<View>` or `<Image>`).
 */
import type {ShaderBase} from './translate';

export type DrawBlock = {
  /** The block's body, dedented, without the surrounding braces. */
  readonly body: string;
  readonly base: ShaderBase;
  /** The widget's name in the DSL, e.g. `CircleExample`. */
  readonly widget: string;
};

/** Index of the `}` that closes the `{` at `open`, skipping comments and strings. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
      if (i < 0) {
        return -1;
      }
      continue;
    }
    if (ch === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2);
      if (i < 0) {
        return -1;
      }
      i += 1;
      continue;
    }
    if (ch === '"') {
      i += 1;
      while (i < text.length && text[i] !== '"') {
        i += text[i] === '\\' ? 2 : 1;
      }
      continue;
    }
    if (ch === '{') {
      depth += 1;
    } else if (ch === '}') {
      depth -= 1;
      if (depth === 0) {
        return i;
      }
    }
  }
  return -1;
}

/** Removes the indentation common to all non-blank lines and blank edges. */
export function dedent(text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  while (lines.length > 0 && lines[0]!.trim() === '') {
    lines.shift();
  }
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') {
    lines.pop();
  }
  const indent = Math.min(
    ...lines
      .filter((line) => line.trim() !== '')
      .map((line) => line.match(/^ */)![0].length),
  );
  return lines
    .map((line) => line.slice(Number.isFinite(indent) ? indent : 0))
    .join('\n');
}

const WIDGET = /pub\s+(\w+)\s*=\s*<(\w+)>/;

/**
 * The first `draw_bg` block of a listing, or undefined when the file has
 * none. `<Image>` widgets draw with DrawImage, everything else with
 * DrawColor (a View's background).
 */
export function findDrawBlock(listing: string): DrawBlock | undefined {
  const widget = WIDGET.exec(listing);
  const key = /\bdraw_bg\s*:\s*\{/.exec(listing);
  if (!widget || !key) {
    return undefined;
  }
  const open = key.index + key[0].length - 1;
  const close = closingBrace(listing, open);
  if (close < 0) {
    return undefined;
  }
  return {
    body: dedent(listing.slice(open + 1, close)),
    base: widget[2] === 'Image' ? 'image' : 'view',
    widget: widget[1]!,
  };
}
