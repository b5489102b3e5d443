/**
 * Order of the suggestions: a page whose title is the query comes first,
 * then titles that start with it or hold all its words, then headings the
 * same way, then sections. Ties go to the shorter title, then to the page
 * higher in the site's tree (a section's overview before its pages), then
 * to the engine's order. Shown suggestions are grouped by page.
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

/** Rank tier of a suggestion for a query; higher is better. */
export function tier(suggestion: Suggestion, query: string): number {
  switch (suggestion.type) {
    case 'title':
      return [50, 80, 90, 100][nameMatch(suggestion.title.text, query)] ?? 0;
    case 'header':
      return [30, 60, 65, 75][nameMatch(suggestion.header.text, query)] ?? 0;
    case 'content': {
      const text = `${suggestion.header.text} ${suggestion.statement.text}`;
      return hasAllWords(text, words(query)) ? 40 : 20;
    }
  }
}

function depth(link: string): number {
  return link
    .replace(/[#?].*$/, '')
    .replace(/\/$/, '')
    .split('/').length;
}

/** The suggestions, best first. */
export function rankSuggestions(
  suggestions: Suggestion[],
  query: string,
): Suggestion[] {
  return suggestions
    .map((suggestion, order) => ({
      suggestion,
      order,
      tier: tier(suggestion, query),
    }))
    .sort(
      (a, b) =>
        b.tier - a.tier ||
        (a.suggestion.type === 'title' && b.suggestion.type === 'title'
          ? a.suggestion.title.text.length - b.suggestion.title.text.length
          : 0) ||
        depth(a.suggestion.page) - depth(b.suggestion.page) ||
        a.order - b.order,
    )
    .map(({suggestion}) => suggestion);
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

/** Best `limit` suggestions, grouped by page. */
export function topGroupedByPage(
  suggestions: Suggestion[],
  query: string,
  limit: number,
): PageGroup[] {
  return groupByPage(
    rankSuggestions(uniqueByLink(suggestions), query).slice(0, limit),
  );
}
