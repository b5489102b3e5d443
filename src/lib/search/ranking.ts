/**
 * How a title or heading names a query (the search worker's ranking,
 * src/lib/search/searchIndex.ts), and the suggestions grouped by page for
 * the panel, in the order the worker ranked them.
 */
import type {PageGroup, Suggestion} from './types';

const IDEOGRAPH = /\p{Unified_Ideograph}/u;

/** Lower case, with `-`, `_`, `/`, `:`, `.`, brackets and spaces as one space. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s\-_/:.()[\]{}!,;'"`]+/g, ' ')
    .trim();
}

function words(text: string): string[] {
  return normalize(text).split(' ').filter(Boolean);
}

/** Whether `text` holds every word of the query (a word may be a prefix). */
export function hasAllWords(text: string, queryWords: string[]): boolean {
  if (queryWords.length === 0) {
    return false;
  }
  const normalized = normalize(text);
  const textWords = normalized.split(' ');
  return queryWords.every((word) =>
    IDEOGRAPH.test(word)
      ? normalized.includes(word)
      : textWords.some((textWord) => textWord.startsWith(word)),
  );
}

/** How well `text` names the query: 3 equal, 2 starts with it, 1 all words. */
export function nameMatch(text: string, query: string): 0 | 1 | 2 | 3 {
  const normalizedText = normalize(text);
  const normalizedQuery = normalize(query);
  if (!normalizedQuery || !normalizedText) {
    return 0;
  }
  if (normalizedText === normalizedQuery) {
    return 3;
  }
  if (normalizedText.startsWith(normalizedQuery)) {
    return 2;
  }
  return hasAllWords(text, words(query)) ? 1 : 0;
}

/** Drops repeated links, keeping the first. */
export function uniqueByLink(suggestions: Suggestion[]): Suggestion[] {
  const seen = new Set<string>();
  return suggestions.filter((suggestion) => {
    const key = `${suggestion.type}\u0000${suggestion.link}`;
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
}

const TYPE_ORDER = {title: 0, header: 1, content: 2} as const;

/**
 * Ranked suggestions grouped by page: pages in the order of their best
 * suggestion; in a page, its title, then headings, then sections.
 */
export function groupByPage(ranked: Suggestion[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  ranked.forEach((suggestion) => {
    const group = groups.get(suggestion.page) ?? {
      page: suggestion.page,
      title: suggestion.title.text,
      suggestions: [],
    };
    group.suggestions.push(suggestion);
    groups.set(suggestion.page, group);
  });
  return [...groups.values()].map((group) => ({
    ...group,
    suggestions: group.suggestions
      .map((suggestion, rank) => ({suggestion, rank}))
      .sort(
        (a, b) =>
          TYPE_ORDER[a.suggestion.type] - TYPE_ORDER[b.suggestion.type] ||
          a.rank - b.rank,
      )
      .map(({suggestion}) => suggestion),
  }));
}
