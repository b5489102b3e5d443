/**
 * One search (CONTRIBUTING.md, Search): the text to search, the configured hooks
 * before, during and after it, and the last queries' results in an LRU
 * cache. The backend is the local index's worker or the remote API.
 */
import type {RemoteHit, SearchHookGroup, SearchHooks} from '../../data/search';
import {LruCache} from './lruCache';
import {searchableText} from './query';
import {groupByPage} from './ranking';
import {remoteHitToSuggestion} from './remote';
import type {ResultGroup, Suggestion} from './types';

export type SearchBackend = (text: string) => Promise<ResultGroup[]>;

export type SearchEngine = {
  search: (input: string) => Promise<ResultGroup[]>;
  cache: LruCache<string, ResultGroup[]>;
};

function toHit(suggestion: Suggestion): RemoteHit {
  const highlighted = suggestion.statement.text
    ? suggestion.statement
    : suggestion.header.text
      ? suggestion.header
      : suggestion.title;
  return {
    type: suggestion.type,
    link: suggestion.link,
    title: suggestion.title.text,
    header: suggestion.header.text || undefined,
    statement: suggestion.statement.text || undefined,
    highlights: highlighted.highlights,
  };
}

/** Result groups as the hooks see them (CONTRIBUTING.md, Search). */
export function hookGroups(groups: ResultGroup[]): SearchHookGroup[] {
  return groups.map((group) => ({
    group: group.group,
    results: group.pages.flatMap((page) => page.suggestions.map(toHit)),
    renderType: group.renderType,
  }));
}

function fromHookGroups(groups: SearchHookGroup[]): ResultGroup[] {
  return groups.map((group) => ({
    group: group.group,
    pages: groupByPage(group.results.map(remoteHitToSuggestion)),
    renderType: group.renderType,
  }));
}

async function runHook<T>(
  name: string,
  hook: (() => T | Promise<T>) | undefined,
): Promise<T | undefined> {
  if (!hook) {
    return undefined;
  }
  try {
    return await hook();
  } catch (error) {
    console.error(`Search hook ${name} failed:`, error);
    return undefined;
  }
}

export function createSearchEngine(options: {
  backend: SearchBackend;
  hooks?: SearchHooks;
  cacheSize: number;
}): SearchEngine {
  const cache = new LruCache<string, ResultGroup[]>(options.cacheSize);
  const hooks = options.hooks ?? {};
  return {
    cache,
    async search(input) {
      let text = searchableText(input);
      if (!text) {
        return [];
      }
      const {beforeSearch, onSearch, afterSearch} = hooks;
      const replaced = await runHook(
        'beforeSearch',
        beforeSearch && (() => beforeSearch(text)),
      );
      if (typeof replaced === 'string' && searchableText(replaced)) {
        text = searchableText(replaced);
      }
      let found = cache.get(text);
      if (!found) {
        try {
          found = await options.backend(text);
          cache.set(text, found);
        } catch {
          // The backend logged it (CONTRIBUTING.md, Search): no results, nothing cached.
          found = [];
        }
      }
      const extra = await runHook(
        'onSearch',
        onSearch && (() => onSearch(text, hookGroups(found ?? []))),
      );
      const shown = Array.isArray(extra)
        ? [...found, ...fromHookGroups(extra)]
        : (found ?? []);
      await runHook(
        'afterSearch',
        afterSearch && (() => afterSearch(text, hookGroups(shown))),
      );
      return shown;
    },
  };
}
