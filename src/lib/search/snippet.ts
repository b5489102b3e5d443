/**
 * Snippets (CONTRIBUTING.md, Search: about 100 characters): the part of a section's text
 * around the first searched word, with every searched word in it marked.
 */
import {leadEnd, tailStart, textColumns} from './columns';
import {findHighlights} from './highlight';
import type {Marked} from './types';

export const ELLIPSIS = '…';

/**
 * The window of `text` (about `columns` wide) around the first match of
 * `terms`, with ellipses where it was cut, and the matches in it.
 */
export function buildSnippet(
  text: string,
  terms: string[],
  columns: number,
): Marked {
  const all = findHighlights(text, terms);
  if (textColumns(text) <= columns) {
    return {text, highlights: all};
  }
  const first = all[0];
  // Some context before the first match: a third of the window.
  const start = first
    ? tailStart(text, first.start, Math.floor(columns / 3))
    : 0;
  const end = start + leadEnd(text.slice(start), columns);
  const body = text.slice(start, end);
  const before = start > 0 && !body.startsWith(ELLIPSIS) ? ELLIPSIS : '';
  const after = end < text.length && !body.endsWith(ELLIPSIS) ? ELLIPSIS : '';
  const highlights = all
    .filter((range) => range.start >= start && range.start < end)
    .map((range) => ({
      start: range.start - start + before.length,
      length: Math.min(range.length, end - range.start),
    }));
  return {text: `${before}${body}${after}`, highlights};
}
