import {
  CLIPPED_CODE_LINES,
  FOLDED_SECTIONS,
  foldSections,
  headingId,
  sectionSummary,
} from './sectionFold';
import {PHONE_FOLD} from './widgetFacts';
import type {Node} from '../plugins/remark-widget-facts';

function heading(id: string, depth = 2): Node {
  return {
    type: 'heading',
    depth,
    data: {hProperties: {id}},
    children: [{type: 'text', value: id}],
  } as Node;
}

const paragraph = (value: string): Node => ({
  type: 'paragraph',
  children: [{type: 'text', value}],
});

function table(rows: number): Node {
  return {
    type: 'table',
    children: Array.from({length: rows + 1}, () => ({
      type: 'tableRow',
      children: [],
    })),
  };
}

function factsFold(rows: number): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: 'details',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'data-facts-fold', value: 'properties'},
    ],
    children: [
      {type: 'mdxJsxFlowElement', name: 'summary', children: []},
      table(rows),
    ],
  };
}

const list = (items: number): Node => ({
  type: 'list',
  children: Array.from({length: items}, () => ({type: 'listItem'})),
});

/** The tree's top level: node types, and each fold's attribute and summary. */
function outline(tree: Node): string[] {
  return (tree.children ?? []).map((node) => {
    if (node.name !== 'details') {
      return node.type === 'heading' ? `## ${headingId(node)}` : node.type;
    }
    const [summary, ...body] = node.children ?? [];
    const attr = node.attributes?.[0];
    return `${attr?.name}=${String(attr?.value)} "${summary?.children?.[0]?.value}" [${body
      .map((child) => child.name ?? child.type)
      .join(' ')}]`;
  });
}

describe('foldSections', () => {
  it('folds each reference section after its heading, up to the next ## heading', () => {
    const tree: Node = {
      type: 'root',
      children: [
        paragraph('intro'),
        heading('example'),
        paragraph('code'),
        heading('properties'),
        factsFold(12),
        paragraph('notes'),
        heading('states', 3),
        paragraph('more'),
        heading('variants'),
        table(1),
        heading('pitfalls'),
        list(5),
        heading('related'),
        list(3),
      ],
    };
    foldSections(tree, 'en');
    expect(outline(tree)).toEqual([
      'paragraph',
      '## example',
      'paragraph',
      '## properties',
      // The table's own fold is undone: one tap opens the section.
      'data-section-fold=properties "12 properties" [table paragraph heading paragraph]',
      '## variants',
      'data-section-fold=variants "1 variant" [table]',
      '## pitfalls',
      'data-section-fold=pitfalls "5 pitfalls" [list]',
      '## related',
      'list',
    ]);
  });

  it('writes the summaries in the page language, and leaves an empty section', () => {
    const tree: Node = {
      type: 'root',
      children: [
        heading('rust-api'),
        paragraph('no table'),
        heading('actions'),
        table(2),
        heading('styling'),
        heading('pitfalls'),
        list(3),
      ],
    };
    foldSections(tree, 'zh');
    expect(outline(tree)).toEqual([
      '## rust-api',
      'data-section-fold=rust-api "展开本节" [paragraph]',
      '## actions',
      'data-section-fold=actions "2 个动作" [table]',
      '## styling',
      '## pitfalls',
      'data-section-fold=pitfalls "3 个常见陷阱" [list]',
    ]);
  });

  it('reads an id still written in the heading', () => {
    expect(
      headingId({
        type: 'heading',
        children: [{type: 'text', value: 'Pitfalls {#pitfalls}'}],
      }),
    ).toBe('pitfalls');
  });

  it('has a summary for every folded section in both languages', () => {
    for (const id of FOLDED_SECTIONS) {
      expect(sectionSummary('en', {id, rows: 2, items: 2})).toMatch(/^2 \w+s$/);
      expect(sectionSummary('zh', {id, rows: 2, items: 2})).toMatch(/^2 个/);
    }
  });
});

describe('clipped code', () => {
  const code = (lines: number): Node => ({
    type: 'code',
    value: Array.from({length: lines}, (_, i) => `line ${i}`).join('\n'),
  });

  it('folds the long code blocks outside the folded sections only', () => {
    const tree: Node = {
      type: 'root',
      children: [
        heading('example'),
        code(CLIPPED_CODE_LINES),
        {type: 'mdxJsxFlowElement', name: 'div', children: [code(30)]},
        code(CLIPPED_CODE_LINES + 28),
        heading('styling'),
        code(40),
      ],
    };
    foldSections(tree, 'en');
    // Inside the example's picture block too.
    expect(tree.children?.[2]?.children?.[0]?.name).toBe('details');
    expect(outline(tree)).toEqual([
      '## example',
      'code',
      'mdxJsxFlowElement',
      `data-code-fold=${CLIPPED_CODE_LINES + 28} "All ${CLIPPED_CODE_LINES + 28} lines" [code]`,
      '## styling',
      'data-section-fold=styling "Show the section" [code]',
    ]);
  });

  it('says how many lines in Chinese', () => {
    const tree: Node = {type: 'root', children: [code(30)]};
    foldSections(tree, 'zh');
    expect(outline(tree)).toEqual(['data-code-fold=30 "全部 30 行" [code]']);
  });
});

describe('phone folds', () => {
  it('carry their kind, the one attribute the stylesheet selects', () => {
    const tree: Node = {
      type: 'root',
      children: [
        {type: 'code', value: 'x\n'.repeat(CLIPPED_CODE_LINES + 1)},
        heading('pitfalls'),
        list(2),
      ],
    };
    foldSections(tree, 'en');
    const kinds = (tree.children ?? [])
      .filter((node) => node.name === 'details')
      .map(
        (node) =>
          node.attributes?.find((attr) => attr.name === PHONE_FOLD)?.value,
      );
    expect(kinds).toEqual(['code', 'section']);
  });
});
