/**
 * The text that is searched for what the reader typed (CONTRIBUTING.md, Search: only
 * non-empty text is searched).
 */
import {SEARCH_MAX_QUERY_LENGTH} from '../../data/search';

/**
 * Longest run of CJK characters given to the engine as one word. The
 * engine tries every way to split a run into indexed words, which takes
 * milliseconds for 8 characters and seconds for 20; longer runs are
 * searched as several words of at most this length.
 */
export const MAX_CJK_RUN = 8;

const CJK_RUN = /\p{Unified_Ideograph}+/gu;

/**
 * Trimmed, whitespace collapsed, at most SEARCH_MAX_QUERY_LENGTH characters
 * (whole code points), long CJK runs cut into words of MAX_CJK_RUN. Empty
 * when there is nothing to search.
 */
export function searchableText(input: string): string {
  const collapsed = input.replace(/\s+/g, ' ').trim();
  const cut = Array.from(collapsed)
    .slice(0, SEARCH_MAX_QUERY_LENGTH)
    .join('')
    .trim();
  return cut.replace(CJK_RUN, (run) => {
    const chars = Array.from(run);
    const words: string[] = [];
    for (let i = 0; i < chars.length; i += MAX_CJK_RUN) {
      words.push(chars.slice(i, i + MAX_CJK_RUN).join(''));
    }
    return words.join(' ');
  });
}

/**
 * The query as the panel repeats it ("No results for …"): whitespace
 * collapsed, at most SEARCH_MAX_QUERY_LENGTH characters, then an ellipsis.
 */
export function displayedQuery(input: string): string {
  const chars = Array.from(input.replace(/\s+/g, ' ').trim());
  return chars.length > SEARCH_MAX_QUERY_LENGTH
    ? `${chars.slice(0, SEARCH_MAX_QUERY_LENGTH).join('')}…`
    : chars.join('');
}
