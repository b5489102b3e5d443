/**
 * The words of the search index (sorted) and the ways a query word finds
 * them (CONTRIBUTING.md, Search): the same word; another form of it
 * (src/lib/search/stem.ts); a longer word it starts (the word being typed);
 * for Chinese, a longer word that contains it. Chinese text in a query is
 * split into the dictionary's words (`cutQueryRun`).
 */
import {stem} from './stem';
import {hasIdeograph, type CutRun} from './tokenize';

/** How well a word of the index matches a query word: 1 is the same word. */
export const MATCH_QUALITY = {
  exact: 1,
  stem: 0.8,
  prefix: 0.6,
  contains: 0.6,
} as const;

export type TermMatch = {term: number; quality: number};

/** Most index words one query word may stand for (prefixes, containing words). */
export const MAX_EXPANSIONS = 40;

/** Longest Chinese word tried when splitting a query. */
const MAX_CJK_WORD = 12;

export class Dictionary {
  private readonly ids = new Map<string, number>();
  private readonly stems = new Map<string, number[]>();
  private readonly cjk: number[] = [];

  /**
   * `terms` sorted by UTF-16 code units; `counts[id]`, where known, the
   * number of index units that hold a term (it settles between splits of a
   * query that are otherwise equal, as jieba's word frequencies do).
   */
  constructor(
    readonly terms: readonly string[],
    private readonly counts: readonly number[] = [],
  ) {
    terms.forEach((term, id) => {
      this.ids.set(term, id);
      if (hasIdeograph(term)) {
        this.cjk.push(id);
        return;
      }
      const key = stem(term);
      const list = this.stems.get(key) ?? [];
      list.push(id);
      this.stems.set(key, list);
    });
  }

  id(term: string): number | undefined {
    return this.ids.get(term);
  }

  /** Ids of the words that start with `prefix` (in sorted order). */
  withPrefix(prefix: string): number[] {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.terms[middle] ?? '') < prefix) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    const ids: number[] = [];
    for (let id = low; id < this.terms.length; id += 1) {
      if (!(this.terms[id] ?? '').startsWith(prefix)) {
        break;
      }
      ids.push(id);
    }
    return ids;
  }

  /** Ids of the words with the same stem as `word`. */
  sameStem(word: string): number[] {
    return this.stems.get(stem(word)) ?? [];
  }

  /** Ids of the Chinese words that contain `word`. */
  containing(word: string): number[] {
    return this.cjk.filter((id) => (this.terms[id] ?? '').includes(word));
  }

  /**
   * Index words a query word stands for, best first: the word itself, its
   * other forms, then (for the word being typed, or a word that matches
   * nothing else) longer words it starts, or for Chinese longer words that
   * contain it. `rank` orders the expansions (more frequent first).
   */
  matches(
    word: string,
    options: {typing: boolean; rank: (id: number) => number},
  ): TermMatch[] {
    const found = new Map<number, number>();
    const add = (ids: number[], quality: number) => {
      for (const id of ids) {
        if (!found.has(id)) {
          found.set(id, quality);
        }
      }
    };
    const exact = this.id(word);
    if (exact !== undefined) {
      found.set(exact, MATCH_QUALITY.exact);
    }
    const expand = (ids: number[], quality: number) =>
      add(
        ids
          .filter((id) => !found.has(id))
          .sort((a, b) => options.rank(b) - options.rank(a) || a - b)
          .slice(0, MAX_EXPANSIONS),
        quality,
      );
    if (hasIdeograph(word)) {
      expand(this.containing(word), MATCH_QUALITY.contains);
    } else {
      add(this.sameStem(word), MATCH_QUALITY.stem);
      if (options.typing || found.size === 0) {
        expand(this.withPrefix(word), MATCH_QUALITY.prefix);
      }
    }
    return [...found].map(([term, quality]) => ({term, quality}));
  }

  /**
   * Splits a run of Chinese characters of a query into the dictionary's
   * words: the fewest pieces, a piece being a word of the dictionary or a
   * single character; among those, the fewest single characters; among
   * those, the words the index holds most often (so 方向上 is 方向 上, as
   * jieba cut the pages, not 方 向上).
   */
  readonly cutQueryRun: CutRun = (run) => {
    const chars = Array.from(run);
    const n = chars.length;
    // best[i]: [pieces, singles, -frequency, previous cut] for chars[0..i).
    type Cut = [number, number, number, number];
    const best: Cut[] = [[0, 0, 0, 0]];
    const better = (a: Cut, b: Cut) =>
      a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2];
    for (let end = 1; end <= n; end += 1) {
      let choice: Cut = [Infinity, Infinity, Infinity, end - 1];
      for (
        let start = Math.max(0, end - MAX_CJK_WORD);
        start < end;
        start += 1
      ) {
        const before = best[start];
        const piece = chars.slice(start, end).join('');
        const single = end - start === 1;
        const id = this.id(piece);
        if (!before || (!single && id === undefined)) {
          continue;
        }
        const count = single || id === undefined ? 0 : (this.counts[id] ?? 0);
        const candidate: Cut = [
          before[0] + 1,
          before[1] + (single ? 1 : 0),
          before[2] - Math.log1p(count),
          start,
        ];
        if (better(candidate, choice)) {
          choice = candidate;
        }
      }
      best.push(choice);
    }
    const pieces: string[] = [];
    for (let end = n; end > 0;) {
      const start = best[end]?.[3] ?? end - 1;
      pieces.unshift(chars.slice(start, end).join(''));
      end = start;
    }
    return pieces;
  };
}
