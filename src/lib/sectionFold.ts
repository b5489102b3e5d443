/**
 * The reference sections of a widget page (Properties, Styling, Variants,
 * Actions, Rust API, Pitfalls) are folded on a phone: each `##` heading
 * stays, and what follows it, up to the next `##`, goes into an HTML
 * `<details data-section-fold>` under a summary that says how much is in
 * it ("12 properties", "5 pitfalls"). From MOBILE_MAX_WIDTH up the
 * stylesheet shows every section open and hides the summary
 * (src/css/custom.css), as it does for folded tables. A folded table
 * inside a folded section is unfolded: one tap opens the whole section.
 * The search index (which reads the built page) and the Markdown copy
 * (which is made from the page's source) keep everything; a link to the
 * heading or to anything inside opens the section (src/lib/openTarget.ts).
 *
 * A code block of more than CLIPPED_CODE_LINES lines elsewhere on the
 * page (the example) is put in a `<details data-code-fold>` under the
 * summary "All 48 lines": on a phone, closed, the stylesheet shows its
 * first lines fading out, and a tap shows it whole; wider, it is open.
 *
 * With the tables folded, the median widget page was still about 7,600 px
 * tall at 390 px (issue 28): the reference sections were 3,000 px of them
 * and the example's code 1,500 to 2,000.
 */
import type {Locale} from '../data/site';
import {
  foldAttributes,
  rowsSummary,
  type PhoneFoldKind,
  type WidgetFactPart,
} from './widgetFacts';
import type {Node} from '../plugins/remark-widget-facts';

/** The ids of the `##` sections folded on a phone, in page order. */
export const FOLDED_SECTIONS = [
  'properties',
  'styling',
  'variants',
  'actions',
  'rust-api',
  'pitfalls',
] as const;

/** What a folded section holds, for its summary. */
export type SectionContent = {
  readonly id: (typeof FOLDED_SECTIONS)[number];
  /** The rows of its first generated table, if it has one. */
  readonly rows?: number;
  /** The items of its first list, if it has one. */
  readonly items?: number;
};

/** The generated table of each section that has one (src/lib/widgetFacts.ts). */
const SECTION_PART: Readonly<
  Record<Exclude<SectionContent['id'], 'pitfalls'>, WidgetFactPart>
> = {
  properties: 'properties',
  styling: 'styling',
  variants: 'variants',
  actions: 'actions',
  'rust-api': 'methods',
};

/** The summary of a pitfalls list, and of a section without a count. */
const SECTION_LABELS: Readonly<
  Record<Locale, {pitfalls: (count: number) => string; other: string}>
> = {
  en: {
    pitfalls: (count) => `${count} pitfall${count === 1 ? '' : 's'}`,
    other: 'Show the section',
  },
  zh: {pitfalls: (count) => `${count} 个常见陷阱`, other: '展开本节'},
};

/**
 * The summary of a folded section in the page language: its table's rows
 * as a folded table says them ("12 properties"), its pitfalls ("5
 * pitfalls"), or a plain "Show the section".
 */
export function sectionSummary(
  locale: Locale,
  {id, rows, items}: SectionContent,
): string {
  const labels = SECTION_LABELS[locale];
  if (id === 'pitfalls') {
    return items === undefined ? labels.other : labels.pitfalls(items);
  }
  return rows === undefined
    ? labels.other
    : rowsSummary(locale, SECTION_PART[id], rows);
}

/** Code blocks longer than this are shown clipped on a phone. */
export const CLIPPED_CODE_LINES = 20;

/** The summary of a clipped code block, per page language. */
export const CODE_SUMMARY: Readonly<Record<Locale, (lines: number) => string>> =
  {
    en: (lines) => `All ${lines} lines`,
    zh: (lines) => `全部 ${lines} 行`,
  };

type Heading = Node & {
  depth?: number;
  data?: {id?: string; hProperties?: {id?: string}};
};

/** An MDX element written as JSX (not HTML) by the page. */
type Element = Node & {data: {_mdxExplicitJsx: true}};

/** A heading's id: set by Docusaurus from `{#id}`, or still in its text. */
export function headingId(node: Heading): string | undefined {
  const id = node.data?.hProperties?.id ?? node.data?.id;
  if (id !== undefined) {
    return id;
  }
  const last = node.children?.at(-1);
  return last?.type === 'text'
    ? /\{#([\w-]+)\}\s*$/.exec(last.value ?? '')?.[1]
    : undefined;
}

function isFold(node: Node, attribute: string): boolean {
  return (
    node.type === 'mdxJsxFlowElement' &&
    node.name === 'details' &&
    (node.attributes ?? []).some((attr) => attr.name === attribute)
  );
}

/** The first node of `type` in `nodes`, depth first. */
function first(nodes: readonly Node[], type: string): Node | undefined {
  for (const node of nodes) {
    if (node.type === type) {
      return node;
    }
    const inner = first(node.children ?? [], type);
    if (inner) {
      return inner;
    }
  }
  return undefined;
}

/** A `<details>` with a summary, written as JSX. */
function fold(
  kind: PhoneFoldKind,
  attribute: string,
  value: string,
  summary: string,
  body: Node[],
): Element {
  const summaryElement: Element = {
    type: 'mdxJsxFlowElement',
    name: 'summary',
    attributes: [],
    children: [{type: 'text', value: summary}],
    data: {_mdxExplicitJsx: true},
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'details',
    attributes: foldAttributes(kind, attribute, value),
    children: [summaryElement, ...body],
    data: {_mdxExplicitJsx: true},
  };
}

/**
 * Puts each code block longer than CLIPPED_CODE_LINES in a
 * `<details data-code-fold>`, in place: among `nodes` and inside them (the
 * example's `<div class="example-picture">`), but not inside a fold.
 */
export function clipCode(nodes: Node[], locale: Locale): void {
  nodes.forEach((node, i) => {
    const lines = (node.value ?? '').split('\n').length;
    if (node.type === 'code' && lines > CLIPPED_CODE_LINES) {
      nodes[i] = fold(
        'code',
        'data-code-fold',
        String(lines),
        CODE_SUMMARY[locale](lines),
        [node],
      );
    } else if (node.name !== 'details' && node.children) {
      clipCode(node.children, locale);
    }
  });
}

/**
 * Folds the reference sections of a widget page's tree in place (see the
 * top of this file), and clips the long code blocks of the rest (clipCode).
 * Sections with nothing under their heading are left.
 */
export function foldSections(tree: Node, locale: Locale): void {
  const children = tree.children ?? [];
  for (let i = 0; i < children.length; i += 1) {
    const heading = children[i] as Heading;
    const id =
      heading.type === 'heading' && heading.depth === 2
        ? headingId(heading)
        : undefined;
    const section = FOLDED_SECTIONS.find((name) => name === id);
    if (section === undefined) {
      continue;
    }
    let end = i + 1;
    while (
      end < children.length &&
      !(
        children[end]?.type === 'heading' &&
        ((children[end] as Heading).depth ?? 9) <= 2
      )
    ) {
      end += 1;
    }
    if (end === i + 1) {
      continue;
    }
    // A table folded on its own is shown whole inside the section's fold.
    const body = children
      .slice(i + 1, end)
      .flatMap((node) =>
        isFold(node, 'data-facts-fold')
          ? (node.children ?? []).filter((child) => child.name !== 'summary')
          : [node],
      );
    const table = first(body, 'table');
    const list = first(body, 'list');
    const summary = sectionSummary(locale, {
      id: section,
      rows: table ? (table.children?.length ?? 1) - 1 : undefined,
      items: list?.children?.length,
    });
    children.splice(
      i + 1,
      end - i - 1,
      fold('section', 'data-section-fold', section, summary, body),
    );
  }
  // The code outside the folded sections (which are now single elements).
  clipCode(children, locale);
}
