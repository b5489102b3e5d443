/**
 * Where the searched words are in a text, without regular expressions built
 * from the query (so `.*+?()[]` are plain characters) and without HTML: the
 * panel renders the ranges as text inside `<mark>`.
 */
import type {Highlight, Marked} from './types';

const LETTER = /[\p{L}\p{N}]/u;
const IDEOGRAPH = /\p{Unified_Ideograph}/u;

function isLetter(char: string | undefined): boolean {
  return char !== undefined && LETTER.test(char) && !IDEOGRAPH.test(char);
}

/** Merges overlapping or touching ranges; the result is sorted. */
export function mergeHighlights(ranges: Highlight[]): Highlight[] {
  const sorted = ranges
    .filter((range) => range.length > 0)
    .sort((a, b) => a.start - b.start || b.length - a.length);
  const merged: Highlight[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.start + last.length) {
      const end = Math.max(
        last.start + last.length,
        range.start + range.length,
      );
      last.length = end - last.start;
    } else {
      merged.push({...range});
    }
  }
  return merged;
}

/**
 * Ranges of `text` where one of `terms` starts a word (the match is
 * widened to the end of that word, since index terms are stems: `layout`
 * marks `layouts`). Chinese terms match anywhere. Case is ignored.
 */
export function findHighlights(text: string, terms: string[]): Highlight[] {
  const lower = text.toLowerCase();
  // Lower-casing changed the length (rare letters): match the text as is.
  const haystack = lower.length === text.length ? lower : text;
  const ranges: Highlight[] = [];
  const unique = [
    ...new Set(terms.map((term) => term.toLowerCase()).filter(Boolean)),
  ];
  for (const term of unique) {
    const cjk = IDEOGRAPH.test(term);
    let from = 0;
    while (from <= haystack.length - term.length) {
      const at = haystack.indexOf(term, from);
      if (at < 0) {
        break;
      }
      from = at + term.length;
      if (!cjk && isLetter(haystack[at - 1]) && isLetter(term[0])) {
        continue; // inside a word
      }
      let end = at + term.length;
      if (!cjk) {
        while (end < text.length && isLetter(text[end])) {
          end += 1;
        }
      }
      ranges.push({start: at, length: end - at});
    }
  }
  return mergeHighlights(ranges);
}

/** A text with the ranges of `terms` in it. */
export function marked(text: string, terms: string[]): Marked {
  return {text, highlights: findHighlights(text, terms)};
}

/** Splits a marked text into plain and highlighted pieces, in order. */
export function markedPieces(
  value: Marked,
): {text: string; highlighted: boolean}[] {
  const pieces: {text: string; highlighted: boolean}[] = [];
  let cursor = 0;
  for (const {start, length} of mergeHighlights(value.highlights)) {
    const from = Math.max(start, cursor);
    const to = Math.min(start + length, value.text.length);
    if (to <= from) {
      continue;
    }
    if (from > cursor) {
      pieces.push({text: value.text.slice(cursor, from), highlighted: false});
    }
    pieces.push({text: value.text.slice(from, to), highlighted: true});
    cursor = to;
  }
  if (cursor < value.text.length) {
    pieces.push({text: value.text.slice(cursor), highlighted: false});
  }
  return pieces;
}
