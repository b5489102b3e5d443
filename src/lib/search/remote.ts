/**
 * Remote search mode (CONTRIBUTING.md, Search): `GET <apiUrl>?keyword=…&limit=…&
 * searchIndexes=a,b&lang=…`, answered with groups of hits, each with the
 * name of its index. A failure is logged and gives no results (CONTRIBUTING.md, Search).
 */
import {
  REMOTE_SEARCH_ERROR,
  type RemoteGroup,
  type RemoteHit,
  type SuggestionType,
} from '../../data/search';
import type {Highlight, Marked, ResultGroup, Suggestion} from './types';
import {groupByPage} from './ranking';

export type RemoteQuery = {
  keyword: string;
  limit: number;
  searchIndexes: string[];
  lang: string;
};

/** The request's URL; `apiUrl` may be relative to `base`. */
export function remoteSearchUrl(
  apiUrl: string,
  query: RemoteQuery,
  base: string,
): string {
  const url = new URL(apiUrl, base);
  url.searchParams.set('keyword', query.keyword);
  url.searchParams.set('limit', String(query.limit));
  url.searchParams.set('searchIndexes', query.searchIndexes.join(','));
  url.searchParams.set('lang', query.lang);
  return url.toString();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const TYPES: readonly SuggestionType[] = ['title', 'header', 'content'];

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function parseHighlights(value: unknown): Highlight[] {
  if (!Array.isArray(value)) {
    return [];
  }
  return value.flatMap((item) =>
    isRecord(item) &&
    Number.isInteger(item.start) &&
    Number.isInteger(item.length) &&
    (item.start as number) >= 0 &&
    (item.length as number) > 0
      ? [{start: item.start as number, length: item.length as number}]
      : [],
  );
}

function parseHit(value: unknown): RemoteHit | undefined {
  if (!isRecord(value)) {
    return undefined;
  }
  const type = TYPES.find((candidate) => candidate === value.type);
  const link = optionalString(value.link);
  const title = optionalString(value.title);
  if (!type || !link || title === undefined) {
    return undefined;
  }
  return {
    type,
    link,
    title,
    header: optionalString(value.header),
    statement: optionalString(value.statement),
    highlights: parseHighlights(value.highlights),
  };
}

/** The groups of an answer; anything not of the expected shape is left out. */
export function parseRemoteAnswer(answer: unknown): RemoteGroup[] {
  if (!Array.isArray(answer)) {
    throw new Error('the answer is not a list of groups');
  }
  return answer.flatMap((group) => {
    if (!isRecord(group) || typeof group.index !== 'string') {
      return [];
    }
    const hits = Array.isArray(group.hits) ? group.hits : [];
    return [
      {
        index: group.index,
        hits: hits.flatMap((hit) => parseHit(hit) ?? []),
      },
    ];
  });
}

export type Fetch = (url: string) => Promise<{
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}>;

/**
 * Asks the API. A failure (network, HTTP status, answer that is not a list)
 * is logged, then thrown: the search shows no results and is not cached.
 */
export async function fetchRemoteGroups(
  apiUrl: string,
  query: RemoteQuery,
  base: string,
  fetchImpl: Fetch,
): Promise<RemoteGroup[]> {
  try {
    const response = await fetchImpl(remoteSearchUrl(apiUrl, query, base));
    if (!response.ok) {
      throw new Error(`HTTP ${response.status}`);
    }
    return parseRemoteAnswer(await response.json());
  } catch (error) {
    console.error(REMOTE_SEARCH_ERROR, error);
    throw error;
  }
}

/** Highlights of a hit apply to its statement, else to its header, title. */
function markedFields(hit: RemoteHit): {
  title: Marked;
  header: Marked;
  statement: Marked;
} {
  const highlights = hit.highlights ?? [];
  const within = (text: string) =>
    highlights.filter(({start, length}) => start + length <= text.length);
  const statement = hit.statement ?? '';
  const header = hit.header ?? '';
  const target = statement ? 'statement' : header ? 'header' : 'title';
  return {
    title: {
      text: hit.title,
      highlights: target === 'title' ? within(hit.title) : [],
    },
    header: {
      text: header,
      highlights: target === 'header' ? within(header) : [],
    },
    statement: {
      text: statement,
      highlights: target === 'statement' ? within(statement) : [],
    },
  };
}

export function remoteHitToSuggestion(hit: RemoteHit): Suggestion {
  return {
    type: hit.type,
    link: hit.link,
    ...markedFields(hit),
    page: hit.link.replace(/#.*$/, ''),
  };
}

/** One result group per index, in the answer's order, hits by page. */
export function remoteGroups(
  groups: RemoteGroup[],
  limit: number,
): ResultGroup[] {
  return groups
    .map((group) => ({
      group: group.index,
      pages: groupByPage(group.hits.slice(0, limit).map(remoteHitToSuggestion)),
      renderType: 'default' as const,
    }))
    .filter((group) => group.pages.length > 0);
}
