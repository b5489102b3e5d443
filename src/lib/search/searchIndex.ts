/**
 * The site's search (CONTRIBUTING.md, Search), run by the search worker in
 * the browser and by the index tests in Node, over the files of
 * src/lib/search/indexFormat.ts.
 *
 * - A query is split into words as the pages were (src/lib/search/tokenize.ts);
 *   each word stands for the same word in the index, its other forms, and
 *   for the word being typed the longer words it starts; a Chinese word
 *   also for longer words that contain it (src/lib/search/dictionary.ts).
 * - Results hold every word of the query but stop words (SEARCH_STOP_WORDS),
 *   each anywhere in a section: its text, its heading, or the page title
 *   (a text must hold one of them itself).
 *   When nothing holds them all, results hold as many of them as possible.
 * - Order: a title that is the query, starts with it or holds all its
 *   words; then headings the same way; then a page's description when it
 *   and the title hold the words (the page is about them, `1.0 release`
 *   finds the release notes); then section texts that hold the
 *   query as an exact phrase of three words or more; then titles and
 *   headings that lack only stop words; then exact phrases of two words;
 *   then the other section texts. Within each, texts that
 *   hold the words themselves (not other forms or longer words) come first,
 *   then, for a query that names something in code (`set_selected_item`),
 *   the texts of reference sections, whose tables define such names, then
 *   by a BM25 score (rarer words and more occurrences in shorter texts
 *   score higher), then shorter titles and pages higher in the site's tree.
 */
import {SEARCH_STOP_WORDS} from '../../data/search';
import {Dictionary, MATCH_QUALITY, type TermMatch} from './dictionary';
import {frontDecode} from './frontCoding';
import {
  INDEX_FORMAT,
  isTextUnit,
  positionsFile,
  textFile,
  unitsOf,
  type CoreIndex,
  type CorePage,
  type Unit,
} from './indexFormat';
import {PackedReader, unpackInts} from './packedInts';
import {searchableText} from './query';
import {nameMatch} from './ranking';
import {identifierParts, tokenize} from './tokenize';
import {DOCUMENT_TYPE, type ResultDocument, type WorkerResult} from './types';

/** Reads a file of the parts folder (its JSON value). */
export type PartsLoader = (file: string) => Promise<unknown>;

/** Rank tiers; higher first. */
export const TIER = {
  titleEqual: 100,
  titleStart: 90,
  titleAll: 80,
  headingEqual: 75,
  headingStart: 65,
  headingAll: 60,
  summary: 59,
  textLongPhrase: 58,
  titleRequired: 57,
  headingRequired: 56,
  textPhrase: 55,
  textAll: 45,
  titleSome: 30,
  headingSome: 25,
  textSome: 20,
} as const;

/** A word found only in the section's heading or the page title counts this much. */
const CONTEXT_WEIGHT = 0.3;
/** BM25 parameters. */
const K1 = 1.2;
const B = 0.75;
/**
 * Most index words of one query word (itself, its forms, then the most
 * frequent expansions) whose positions are fetched: for exact phrases and
 * for how often the words occur.
 */
const POSITION_EXPANSIONS = 8;

type QueryWord = {term: string; stop: boolean; matches: TermMatch[]};

/** A word's units: unit → its best matching term. */
type Hits = Map<number, TermMatch>;

type Candidate = {
  unit: number;
  tier: number;
  /** Required words the unit holds itself (partial results). */
  matched: number;
  /** Every required word matched as itself or another form. */
  exact: boolean;
  /**
   * The query names something in code (`set_selected_item`,
   * `PortalList`) and the unit is the text of a reference section, where
   * such names are defined (CoreSection).
   */
  definition: boolean;
  score: number;
  terms: Set<number>;
};

/** Whether a query names something in code: a word of parts, `draw_bg` or `PortalList`. */
export function namesCode(text: string): boolean {
  return tokenize(text).some(
    (token) => identifierParts(text.slice(token.start, token.end)).length > 1,
  );
}

function isStringArray(value: unknown): value is string[] {
  return (
    Array.isArray(value) && value.every((item) => typeof item === 'string')
  );
}

function depth(url: string): number {
  return url.replace(/\/$/, '').split('/').length;
}

export class SiteSearch {
  /** The index's words; its `cutQueryRun` splits Chinese as queries are split. */
  readonly dictionary: Dictionary;
  private readonly pages: CorePage[];
  private readonly units: Unit[];
  private readonly titleUnits: number[] = [];
  /** Text units of each page (description and sections). */
  private readonly pageTexts: number[][] = [];
  /** Heading unit → the text unit of its section, and back. */
  private readonly sectionText = new Map<number, number>();
  private readonly sectionHeading = new Map<number, number>();
  /** Units of each term; undefined until a common word's file is read. */
  private readonly postings: (number[] | undefined)[] = [];
  /** Number of units of each term as the core gives it (0 for a common word). */
  private readonly coreCounts: number[] = [];
  private readonly lengths = new Map<number, number>();
  private readonly averageLength: number;
  /** First term of each positions file. */
  private readonly shardStarts: number[] = [];
  private readonly shardLoads = new Map<number, Promise<void>>();
  /** term → unit → positions (text units only). */
  private readonly positions = new Map<number, Map<number, number[]>>();
  private readonly textLoads = new Map<number, Promise<string[]>>();

  constructor(
    core: CoreIndex,
    private readonly load: PartsLoader,
  ) {
    if (core.format !== INDEX_FORMAT) {
      throw new Error(
        `search index: format ${core.format}, expected ${INDEX_FORMAT}`,
      );
    }
    this.pages = core.pages;
    this.units = unitsOf(core.pages);
    const terms = frontDecode(core.terms);

    let lastHeading: {unit: number; page: number; section?: number} | undefined;
    this.units.forEach((unit, id) => {
      if (unit.kind === 'title') {
        this.titleUnits[unit.page] = id;
        this.pageTexts[unit.page] = [];
      } else if (unit.kind === 'heading') {
        lastHeading = {unit: id, page: unit.page, section: unit.section};
      } else {
        this.pageTexts[unit.page]?.push(id);
        if (
          unit.kind === 'text' &&
          lastHeading?.page === unit.page &&
          lastHeading.section === unit.section
        ) {
          this.sectionText.set(lastHeading.unit, id);
          this.sectionHeading.set(id, lastHeading.unit);
        }
      }
    });

    const reader = new PackedReader(core.postings);
    for (let term = 0; term < terms.length; term += 1) {
      const count = reader.next();
      this.coreCounts.push(count);
      if (count === 0) {
        this.postings.push(undefined);
        continue;
      }
      const list: number[] = [];
      let unit = -1;
      for (let i = 0; i < count; i += 1) {
        unit += reader.next();
        list.push(unit);
      }
      this.postings.push(list);
    }
    // A common word's units are not in the core: it counts as all of them.
    this.dictionary = new Dictionary(
      terms,
      this.coreCounts.map((count) => count || this.units.length),
    );

    const lengths = unpackInts(core.lengths);
    let total = 0;
    let next = 0;
    this.units.forEach((unit, id) => {
      if (isTextUnit(unit.kind)) {
        const length = lengths[next] ?? 0;
        next += 1;
        this.lengths.set(id, length);
        total += length;
      }
    });
    this.averageLength = this.lengths.size > 0 ? total / this.lengths.size : 1;

    let start = 0;
    for (const size of unpackInts(core.shards)) {
      this.shardStarts.push(start);
      start += size;
    }
  }

  /** Number of units that hold a term (a common word counts as all until read). */
  private frequency(term: number): number {
    return this.postings[term]?.length ?? this.units.length;
  }

  private idf(term: number): number {
    const n = this.units.length;
    const df = this.frequency(term);
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  private shardOf(term: number): number {
    let low = 0;
    let high = this.shardStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.shardStarts[middle] ?? 0) <= term) {
        low = middle;
      } else {
        high = middle - 1;
      }
    }
    return low;
  }

  private readShard(shard: number, text: string): void {
    const reader = new PackedReader(text);
    const first = this.shardStarts[shard] ?? 0;
    const end = this.shardStarts[shard + 1] ?? this.dictionary.terms.length;
    for (let term = first; term < end; term += 1) {
      let units = this.postings[term];
      if (!units) {
        const count = reader.next();
        units = [];
        let unit = -1;
        for (let i = 0; i < count; i += 1) {
          unit += reader.next();
          units.push(unit);
        }
        this.postings[term] = units;
      }
      const byUnit = new Map<number, number[]>();
      for (const unit of units) {
        const kind = this.units[unit]?.kind;
        if (!kind || !isTextUnit(kind)) {
          continue;
        }
        const count = reader.next() + 1;
        const at: number[] = [];
        let position = 0;
        for (let i = 0; i < count; i += 1) {
          position += reader.next();
          at.push(position);
        }
        byUnit.set(unit, at);
      }
      this.positions.set(term, byUnit);
    }
  }

  /** Reads the positions files of `terms` (once each). */
  private async loadPositions(terms: Iterable<number>): Promise<void> {
    const shards = new Set<number>();
    for (const term of terms) {
      if (!this.positions.has(term)) {
        shards.add(this.shardOf(term));
      }
    }
    await Promise.all(
      [...shards].map((shard) => {
        let loading = this.shardLoads.get(shard);
        if (!loading) {
          loading = this.load(positionsFile(shard)).then((value) => {
            if (typeof value !== 'string') {
              throw new Error(
                `search index: ${positionsFile(shard)} is not a string`,
              );
            }
            this.readShard(shard, value);
          });
          // A failed read may be tried again.
          loading.catch(() => this.shardLoads.delete(shard));
          this.shardLoads.set(shard, loading);
        }
        return loading;
      }),
    );
  }

  /** The description and section texts of a page. */
  private pageText(page: number): Promise<string[]> {
    let loading = this.textLoads.get(page);
    if (!loading) {
      loading = this.load(textFile(page)).then((value) => {
        if (!isStringArray(value)) {
          throw new Error(
            `search index: ${textFile(page)} is not a list of texts`,
          );
        }
        return value;
      });
      loading.catch(() => this.textLoads.delete(page));
      this.textLoads.set(page, loading);
    }
    return loading;
  }

  private queryWords(text: string): QueryWord[] {
    const tokens = tokenize(text, this.dictionary.cutQueryRun);
    return tokens.map((token, i) => ({
      term: token.term,
      stop: SEARCH_STOP_WORDS.has(token.term),
      matches: this.dictionary.matches(token.term, {
        typing: i === tokens.length - 1,
        // What the core says, so the order does not depend on the files
        // earlier queries read.
        rank: (id) => this.coreCounts[id] || this.units.length,
      }),
    }));
  }

  private hits(word: QueryWord): Hits {
    const hits: Hits = new Map();
    for (const match of word.matches) {
      for (const unit of this.postings[match.term] ?? []) {
        const best = hits.get(unit);
        if (
          !best ||
          match.quality * this.idf(match.term) >
            best.quality * this.idf(best.term)
        ) {
          hits.set(unit, match);
        }
      }
    }
    return hits;
  }

  /**
   * The word's match in the unit itself (`direct`) and in its section
   * heading or page title (`around`, for texts).
   */
  private contextHit(
    hits: Hits,
    unit: number,
  ): {direct?: TermMatch; around?: TermMatch} | undefined {
    const direct = hits.get(unit);
    const info = this.units[unit];
    const heading = this.sectionHeading.get(unit);
    const around =
      info && isTextUnit(info.kind)
        ? ((heading === undefined ? undefined : hits.get(heading)) ??
          hits.get(this.titleUnits[info.page] ?? -1))
        : undefined;
    return direct || around ? {direct, around} : undefined;
  }

  /** Quality of the best of a contextHit. */
  private static quality(hit: {
    direct?: TermMatch;
    around?: TermMatch;
  }): number {
    return Math.max(hit.direct?.quality ?? 0, hit.around?.quality ?? 0);
  }

  /** Units a word reaches: those that hold it, and the texts under a title or heading that holds it. */
  private reach(hits: Hits): Set<number> {
    const units = new Set<number>(hits.keys());
    for (const unit of hits.keys()) {
      const info = this.units[unit];
      if (info?.kind === 'title') {
        for (const text of this.pageTexts[info.page] ?? []) {
          units.add(text);
        }
      } else if (info?.kind === 'heading') {
        const text = this.sectionText.get(unit);
        if (text !== undefined) {
          units.add(text);
        }
      }
    }
    return units;
  }

  /**
   * How often a word occurs in a text: known for the words whose positions
   * the query fetched (`counted`); 1 for the others, whatever earlier
   * queries read, so a query ranks alike every time.
   */
  private termFrequency(
    term: number,
    unit: number,
    counted: Set<number>,
  ): number {
    return counted.has(term)
      ? (this.positions.get(term)?.get(unit)?.length ?? 1)
      : 1;
  }

  private weight(match: TermMatch, unit: number, counted: Set<number>): number {
    const idf = this.idf(match.term);
    const length = this.lengths.get(unit);
    if (length === undefined) {
      return match.quality * idf;
    }
    const tf = this.termFrequency(match.term, unit, counted);
    const norm = tf * (K1 + 1);
    const base = tf + K1 * (1 - B + (B * length) / this.averageLength);
    return match.quality * idf * (norm / base);
  }

  /** Whether the words occur one after the other in the unit. */
  private isPhrase(words: QueryWord[], unit: number): boolean {
    if (words.length < 2) {
      return false;
    }
    const info = this.units[unit];
    if (!info) {
      return false;
    }
    if (isTextUnit(info.kind)) {
      const sets = words.map((word) => {
        const at = new Set<number>();
        for (const {term} of word.matches) {
          for (const position of this.positions.get(term)?.get(unit) ?? []) {
            at.add(position);
          }
        }
        return at;
      });
      const [first, ...rest] = sets;
      for (const start of first ?? []) {
        if (rest.every((set, i) => set.has(start + i + 1))) {
          return true;
        }
      }
      return false;
    }
    const ids = tokenize(this.unitText(unit), this.dictionary.cutQueryRun).map(
      (token) => this.dictionary.id(token.term),
    );
    const sets = words.map(
      (word) => new Set(word.matches.map((match) => match.term)),
    );
    for (let start = 0; start + words.length <= ids.length; start += 1) {
      if (
        sets.every((set, i) => {
          const id = ids[start + i];
          return id !== undefined && set.has(id);
        })
      ) {
        return true;
      }
    }
    return false;
  }

  /** Title or heading of a unit (texts are in the text files). */
  private unitText(unit: number): string {
    const info = this.units[unit];
    const page = info ? this.pages[info.page] : undefined;
    if (!info || !page) {
      return '';
    }
    if (info.kind === 'heading') {
      return page[3][info.section ?? -1]?.[1] ?? '';
    }
    return info.kind === 'title' ? page[1] : '';
  }

  /**
   * The unit's tier; `complete` when it holds every required word, and
   * `stopHits` the units holding each stop word that is not required.
   */
  /** Whether the page title of a unit holds one of the words (their hits). */
  private titleHolds(unit: number, required: Hits[]): boolean {
    const page = this.units[unit]?.page;
    const title = page === undefined ? undefined : this.titleUnits[page];
    return title !== undefined && required.some((hits) => hits.has(title));
  }

  private tier(
    unit: number,
    text: string,
    words: QueryWord[],
    complete: boolean,
    stopHits: Hits[],
    required: Hits[],
  ): number {
    const kind = this.units[unit]?.kind;
    if (kind === 'title' || kind === 'heading') {
      const title = kind === 'title';
      if (!complete) {
        return title ? TIER.titleSome : TIER.headingSome;
      }
      const name = nameMatch(this.unitText(unit), text);
      if (name === 3) {
        return title ? TIER.titleEqual : TIER.headingEqual;
      }
      if (name === 2) {
        return title ? TIER.titleStart : TIER.headingStart;
      }
      if (stopHits.every((hits) => hits.has(unit))) {
        return title ? TIER.titleAll : TIER.headingAll;
      }
      return title ? TIER.titleRequired : TIER.headingRequired;
    }
    if (!complete) {
      return TIER.textSome;
    }
    if (kind === 'description' && this.titleHolds(unit, required)) {
      return TIER.summary;
    }
    if (!this.isPhrase(words, unit)) {
      return TIER.textAll;
    }
    return words.length >= 3 ? TIER.textLongPhrase : TIER.textPhrase;
  }

  private candidates(
    text: string,
    words: QueryWord[],
    counted: Set<number>,
  ): Candidate[] {
    const nonStop = words.filter((word) => !word.stop);
    const required = nonStop.length > 0 ? nonStop : words;
    const hits = required.map((word) => this.hits(word));
    const stopHits =
      required === words
        ? []
        : words.filter((word) => word.stop).map((word) => this.hits(word));
    const candidates: Candidate[] = [];
    const naming = namesCode(text);
    const all = hits.every((h) => h.size > 0);
    if (all && hits.length > 0) {
      const reaches = hits.map((h) => this.reach(h));
      const rarest = reaches.sort((a, b) => a.size - b.size)[0];
      for (const unit of rarest ?? []) {
        const found = hits.map((h) => this.contextHit(h, unit));
        // Every word, and one at least in the unit itself.
        if (found.some((hit) => !hit) || !found.some((hit) => hit?.direct)) {
          continue;
        }
        // A title or heading holds the words itself.
        const kind = this.units[unit]?.kind;
        if (
          (kind === 'title' || kind === 'heading') &&
          found.some((hit) => !hit?.direct)
        ) {
          continue;
        }
        // A text scores its own words, and a little for those of its
        // heading or page title (it is about them).
        let score = 0;
        const terms = new Set<number>();
        for (const hit of found) {
          if (hit?.direct) {
            score += this.weight(hit.direct, unit, counted);
            terms.add(hit.direct.term);
          }
          if (hit?.around) {
            score +=
              CONTEXT_WEIGHT * hit.around.quality * this.idf(hit.around.term);
          }
        }
        candidates.push({
          unit,
          tier: this.tier(unit, text, words, true, stopHits, hits),
          matched: found.length,
          exact: found.every(
            (hit) => (hit ? SiteSearch.quality(hit) : 0) >= MATCH_QUALITY.stem,
          ),
          definition: naming && this.units[unit]?.reference === true,
          score,
          terms,
        });
      }
    }
    if (candidates.length > 0) {
      return candidates;
    }
    // No unit holds every word: those that hold the most.
    const partial = new Map<number, Candidate>();
    hits.forEach((h) => {
      for (const [unit, match] of h) {
        const candidate = partial.get(unit) ?? {
          unit,
          tier: this.tier(unit, text, words, false, stopHits, hits),
          matched: 0,
          exact: true,
          definition: false,
          score: 0,
          terms: new Set<number>(),
        };
        candidate.matched += 1;
        candidate.score += this.weight(match, unit, counted);
        candidate.exact &&= match.quality >= MATCH_QUALITY.stem;
        candidate.terms.add(match.term);
        partial.set(unit, candidate);
      }
    });
    return [...partial.values()];
  }

  private compare(a: Candidate, b: Candidate): number {
    const pageA = this.pages[this.units[a.unit]?.page ?? -1];
    const pageB = this.pages[this.units[b.unit]?.page ?? -1];
    const titles =
      this.units[a.unit]?.kind === 'title' &&
      this.units[b.unit]?.kind === 'title'
        ? (pageA?.[1].length ?? 0) - (pageB?.[1].length ?? 0)
        : 0;
    return (
      b.matched - a.matched ||
      b.tier - a.tier ||
      Number(b.exact) - Number(a.exact) ||
      Number(b.definition) - Number(a.definition) ||
      b.score - a.score ||
      titles ||
      depth(pageA?.[0] ?? '') - depth(pageB?.[0] ?? '') ||
      a.unit - b.unit
    );
  }

  /**
   * Terms whose positions files a query reads: every common word it
   * matches (their units are there), and the first POSITION_EXPANSIONS
   * index words of each query word. Decided from the core alone.
   */
  private neededTerms(words: QueryWord[]): number[] {
    const terms = new Set<number>();
    for (const word of words) {
      word.matches.forEach((match, i) => {
        const common = this.coreCounts[match.term] === 0;
        if (common || i < POSITION_EXPANSIONS) {
          terms.add(match.term);
        }
      });
    }
    return [...terms];
  }

  private link(unit: number): {link: string; type: string} {
    const info = this.units[unit];
    const page = info ? this.pages[info.page] : undefined;
    const anchor =
      info?.section === undefined ? '' : (page?.[3][info.section]?.[0] ?? '');
    const type =
      info?.kind === 'title'
        ? 'title'
        : info?.kind === 'heading'
          ? 'heading'
          : 'text';
    return {link: `${page?.[0] ?? ''}${anchor}`, type};
  }

  private async result(
    candidate: Candidate,
    tokens: string[],
  ): Promise<WorkerResult> {
    const {unit} = candidate;
    const info = this.units[unit];
    const page = info ? this.pages[info.page] : undefined;
    if (!info || !page) {
      throw new Error(`search index: no unit ${unit}`);
    }
    const [url, title, , sections] = page;
    const titleUnit = this.titleUnits[info.page] ?? unit;
    const pageDocument: ResultDocument = {i: titleUnit, t: title, u: url};
    const section =
      info.section === undefined ? undefined : sections[info.section];
    const metadata = Object.fromEntries(
      [...candidate.terms].map((term) => [
        this.dictionary.terms[term] ?? '',
        {},
      ]),
    );
    const common = {metadata, tokens, score: candidate.score};
    switch (info.kind) {
      case 'title':
        return {document: pageDocument, type: DOCUMENT_TYPE.title, ...common};
      case 'heading':
        return {
          document: {
            i: unit,
            t: section?.[1] ?? '',
            u: url,
            h: section?.[0] ?? '',
            p: titleUnit,
          },
          type: DOCUMENT_TYPE.heading,
          page: pageDocument,
          ...common,
        };
      default: {
        const texts = await this.pageText(info.page);
        return {
          document: {
            i: unit,
            t: texts[info.slot ?? -1] ?? '',
            u: url,
            h: section?.[0] ?? '',
            p: titleUnit,
            s: section?.[1] || title,
          },
          type:
            info.kind === 'description'
              ? DOCUMENT_TYPE.description
              : DOCUMENT_TYPE.content,
          page: pageDocument,
          ...common,
        };
      }
    }
  }

  /** The best `limit` candidates, best first, without repeated links. */
  private choose(
    text: string,
    words: QueryWord[],
    limit: number,
    counted: Set<number>,
  ): Candidate[] {
    const ranked = this.candidates(text, words, counted).sort((a, b) =>
      this.compare(a, b),
    );
    const chosen: Candidate[] = [];
    const links = new Set<string>();
    for (const candidate of ranked) {
      const {link, type} = this.link(candidate.unit);
      const key = `${type}\u0000${link}`;
      if (links.has(key)) {
        continue;
      }
      links.add(key);
      chosen.push(candidate);
      if (chosen.length >= limit) {
        break;
      }
    }
    return chosen;
  }

  /** Starts reading the texts of the pages whose texts `candidates` show. */
  private prefetchTexts(candidates: Candidate[]): void {
    for (const {unit} of candidates) {
      const info = this.units[unit];
      if (info && isTextUnit(info.kind)) {
        // A failure shows when the text is needed.
        this.pageText(info.page).catch(() => undefined);
      }
    }
  }

  /** The best `limit` results for what the reader typed, best first. */
  async search(input: string, limit: number): Promise<WorkerResult[]> {
    const text = searchableText(input);
    if (!text || limit <= 0) {
      return [];
    }
    const words = this.queryWords(text);
    if (words.length === 0) {
      return [];
    }
    const needed = this.neededTerms(words);
    const counted = new Set(needed);
    const positions = this.loadPositions(needed);
    if (
      needed.length > 0 &&
      needed.every((term) => this.postings[term] !== undefined)
    ) {
      // The words' texts are known: while the positions (exact phrases)
      // arrive, fetch the texts the results will most likely show.
      this.prefetchTexts(this.choose(text, words, limit, counted));
    }
    await positions;
    const tokens = words.map((word) => word.term);
    return Promise.all(
      this.choose(text, words, limit, counted).map((candidate) =>
        this.result(candidate, tokens),
      ),
    );
  }
}
