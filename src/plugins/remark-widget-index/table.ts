/**
 * The pure part of remark-widget-index: recognising the tag and building
 * the table (mdast) from the group's widgets and their descriptions.
 */
import type {Locale} from '../../data/site';
import type {WidgetEntry} from '../../data/widgets';

/** The parts of an mdast / MDX node this plugin reads and writes. */
export type MdastNode = {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  align?: (string | null)[];
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: MdastNode[];
};

/** The `group` of a `<WidgetIndex group="…" />` element, else undefined. */
export function isWidgetIndexElement(node: MdastNode): string | undefined {
  if (
    (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') ||
    node.name !== 'WidgetIndex'
  ) {
    return undefined;
  }
  const group = node.attributes?.find(
    (attribute) =>
      attribute.type === 'mdxJsxAttribute' && attribute.name === 'group',
  )?.value;
  if (typeof group !== 'string') {
    throw new Error('<WidgetIndex> needs a group="…" attribute');
  }
  return group;
}

export type IndexRow = {
  /** Relative link to the widget's page file, resolved by Docusaurus. */
  readonly link: string;
  readonly name: string;
  readonly description: string;
};

export function indexRows(
  rows: readonly {widget: WidgetEntry; description: string}[],
): IndexRow[] {
  return rows.map(({widget, description}) => ({
    link: `./${widget.slug}.mdx`,
    name: widget.name,
    description,
  }));
}

function cell(children: MdastNode[]): MdastNode {
  return {type: 'tableCell', children};
}

/** Column headers of the index table in each language. */
const HEADERS: Readonly<Record<Locale, readonly [string, string]>> = {
  en: ['Widget', 'Use it for'],
  zh: ['组件', '用途'],
};

/** A table of the group's widgets: the widget (linked) and what it is for. */
export function widgetIndexTable(
  rows: readonly IndexRow[],
  locale: Locale,
): MdastNode {
  const header: MdastNode = {
    type: 'tableRow',
    children: HEADERS[locale].map((text) =>
      cell([{type: 'text', value: text}]),
    ),
  };
  return {
    type: 'table',
    align: [null, null],
    children: [
      header,
      ...rows.map((row) => ({
        type: 'tableRow',
        children: [
          cell([
            {
              type: 'link',
              url: row.link,
              children: [{type: 'inlineCode', value: row.name}],
            },
          ]),
          cell([{type: 'text', value: row.description}]),
        ],
      })),
    ],
  };
}
