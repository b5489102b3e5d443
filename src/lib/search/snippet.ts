/**
 * Snippets (CONTRIBUTING.md, Search: about 100 characters): the part of a
 * section's text where the searched words are, with every searched word in
 * it marked. A match deep in a long section shows that place, not the
 * section's first line.
 */
import {leadEnd, tailStart, textColumns} from './columns';
import {findHighlights} from './highlight';
import type {Highlight, Marked} from './types';

export const ELLIPSIS = '…';

/**
 * The match that starts the best window: the one followed, within two
 * thirds of `columns`, by the most different searched words (an exact
 * phrase holds them all); the earliest of equals.
 */
export function bestMatch(
  text: string,
  matches: Highlight[],
  columns: number,
): Highlight | undefined {
  const span = Math.floor((columns * 2) / 3);
  let best: Highlight | undefined;
  let bestCount = 0;
  matches.forEach((match, i) => {
    const words = new Set<string>();
    for (const other of matches.slice(i)) {
      const end = other.start + other.length;
      if (textColumns(text.slice(match.start, end)) > span) {
        break;
      }
      words.add(text.slice(other.start, end).toLowerCase());
    }
    if (words.size > bestCount) {
      best = match;
      bestCount = words.size;
    }
  });
  return best;
}

/**
 * The window of `text` (about `columns` wide) around the matches of
 * `terms` (bestMatch), with ellipses where it was cut, and the matches in it.
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
  const first = bestMatch(text, all, columns);
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
