/**
 * The API overview (CONTRIBUTING.md, API overview): the section's pages in
 * groups with their headings, and the Filter box's matching rules. Built at
 * build time from the pages (src/plugins/api-overview), shown by
 * src/components/ApiOverview.
 */

export type OverviewHeader = {id: string; text: string; depth: number};

export type OverviewItem = {
  link: string;
  text: string;
  /** The page's one-line summary (its description), if it has one. */
  summary?: string;
  /**
   * Other names the Filter matches (the page's `keywords` front matter, such
   * as a widget's Chinese names), if it has any.
   */
  keywords?: string[];
  /** The page's own headings: those most of its group repeats are left out. */
  headers: OverviewHeader[];
};

export type OverviewGroup = {name: string; items: OverviewItem[]};

/** Group name of pages that belong to no group. */
export const DEFAULT_GROUP = 'Others';
/** Text of the single entry of a page that has no heading to show. */
export const FALLBACK_HEADER = 'Overview';
/** Heading level listed for each page. */
export const DEFAULT_HEADER_DEPTH = 2;

export type OverviewPage = {
  link: string;
  title: string;
  /** Folder names below the section, e.g. `['Sdf2d', 'builtin']`; empty for none. */
  groupPath: string[];
  headers: OverviewHeader[];
  description?: string;
  keywords?: string[];
};

/**
 * The heading texts that at least half the pages of a group share (and at
 * least two pages): the sections of a page template (Signature, Example,
 * Related…), which say nothing about one page in particular.
 */
export function boilerplateHeadings(
  pages: readonly {headers: readonly OverviewHeader[]}[],
): Set<string> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const text of new Set(page.headers.map((header) => header.text))) {
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
  }
  return new Set(
    [...counts]
      .filter(([, count]) => count >= 2 && count * 2 >= pages.length)
      .map(([text]) => text),
  );
}

function groupItems(pages: readonly OverviewPage[]): OverviewItem[] {
  const listed = pages.map((page) =>
    page.headers.filter((header) => header.depth === DEFAULT_HEADER_DEPTH),
  );
  const boilerplate = boilerplateHeadings(listed.map((headers) => ({headers})));
  return pages.map((page, index) => ({
    link: page.link,
    text: page.title,
    ...(page.description ? {summary: page.description} : {}),
    ...(page.keywords?.length ? {keywords: page.keywords} : {}),
    headers: listed[index]!.filter((header) => !boilerplate.has(header.text)),
  }));
}

/**
 * Groups pages in their given order; pages without a group go last. Each
 * page shows its summary and its headings other than its group's
 * boilerplate.
 */
export function groupPages(pages: OverviewPage[]): OverviewGroup[] {
  const groups = new Map<string, OverviewPage[]>();
  const others: OverviewPage[] = [];
  for (const page of pages) {
    if (page.groupPath.length === 0) {
      others.push(page);
      continue;
    }
    const name = page.groupPath.join(' / ');
    groups.set(name, [...(groups.get(name) ?? []), page]);
  }
  const result = [...groups].map(([name, members]) => ({
    name,
    items: groupItems(members),
  }));
  return others.length > 0
    ? [...result, {name: DEFAULT_GROUP, items: groupItems(others)}]
    : result;
}

type Slugger = {slug: (text: string) => string};

/** Plain text of a Markdown heading: code, links and emphasis unwrapped. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/\s+\{#[^}]+\}\s*$/, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(.*?)\1/g, '$2')
    .trim();
}

/**
 * The headings of a Markdown document, with the ids the site gives them
 * (an explicit `{#id}` or the slug of the text). Code blocks are skipped.
 */
export function markdownHeadings(
  source: string,
  slugger: Slugger,
): OverviewHeader[] {
  const headers: OverviewHeader[] = [];
  let fence: string | null = null;
  for (const line of source.split('\n')) {
    const fenceMatch = line.match(/^\s*(```+|~~~+)/);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) {
        fence = marker;
      } else if (marker.startsWith(fence)) {
        fence = null;
      }
      continue;
    }
    if (fence !== null) {
      continue;
    }
    const match = line.match(/^(#{2,6})\s+(.+?)\s*#*\s*$/);
    if (!match) {
      continue;
    }
    const explicit = match[2]!.match(/\{#([^}]+)\}\s*$/);
    const text = headingText(match[2]!);
    headers.push({
      id: explicit ? explicit[1]! : slugger.slug(text),
      text,
      depth: match[1]!.length,
    });
  }
  return headers;
}

/**
 * Lower case, hyphens as spaces, runs of spaces collapsed. Underscores count
 * as spaces too, so `fill-keep` finds `fill_keep`.
 */
export function normalizeQuery(text: string): string {
  return text.toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The words of a CamelCase name, spaced: `DropDown` → `Drop Down`,
 * `PortalList2` → `Portal List2`, `HTMLView` → `HTML View`.
 */
export function splitCamelCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2');
}

/** The texts of a page the Filter matches: its title, spaced, and keywords. */
function itemNames(item: OverviewItem): string[] {
  return [item.text, splitCamelCase(item.text), ...(item.keywords ?? [])];
}

/**
 * The groups, items and headings that match `query` (case-insensitive,
 * hyphens and underscores as spaces; a CamelCase title also matches as
 * separate words, and a page's keywords match like its title). A matching
 * group keeps all its items; a matching page title keeps all its headings;
 * otherwise only matching headings stay.
 */
export function filterGroups(
  groups: OverviewGroup[],
  query: string,
): OverviewGroup[] {
  const needle = normalizeQuery(query);
  if (needle === '') {
    return groups;
  }
  const matches = (text: string) => normalizeQuery(text).includes(needle);
  return groups.flatMap((group) => {
    if (matches(group.name)) {
      return [group];
    }
    const items = group.items.flatMap((item) => {
      if (itemNames(item).some(matches)) {
        return [item];
      }
      const headers = item.headers.filter((h) => matches(h.text));
      return headers.length > 0 ? [{...item, headers}] : [];
    });
    return items.length > 0 ? [{name: group.name, items}] : [];
  });
}
