import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkWidgetFacts, {localeOfFile, tableSource, transformTree} from '.';
import type {FactTable} from '../../lib/widgetFacts';

const ROOT = path.join(__dirname, '..', '..', '..');
const OPTIONS = {
  factsDir: path.join(ROOT, 'src', 'data', 'widgets', 'facts'),
  notesDir: path.join(ROOT, 'src', 'data', 'widgets', 'notes'),
};
const EN_PAGE = '/site/docs/api/widgets/label.mdx';
const ZH_PAGE =
  '/site/i18n/zh-Hans/docusaurus-plugin-content-docs/current/api/widgets/label.mdx';

type Node = {
  type: string;
  name?: string;
  value?: string;
  attributes?: {type: string; name: string; value: unknown}[];
  children?: Node[];
  position?: {start: {line: number}};
};

/** The tree MDX gives for a page with one tag between two paragraphs. */
function page(tag: Partial<Node>, line = 3): Node {
  return {
    type: 'root',
    children: [
      {type: 'paragraph', children: [{type: 'text', value: 'Before.'}]},
      {
        type: 'mdxJsxFlowElement',
        name: 'WidgetFacts',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'of', value: 'Label'},
          {type: 'mdxJsxAttribute', name: 'part', value: 'actions'},
        ],
        children: [],
        position: {start: {line}},
        ...tag,
      },
      {type: 'paragraph', children: [{type: 'text', value: 'After.'}]},
    ],
  };
}

const STAND_IN: FactTable = {
  part: 'properties',
  header: ['H'],
  rows: [[[{type: 'code', value: 'x'}]]],
  anchors: ['properties-x'],
  source: [{type: 'text', value: 'S'}],
};

describe('localeOfFile', () => {
  it('reads the locale from the i18n folder', () => {
    expect(localeOfFile(EN_PAGE)).toBe('en');
    expect(localeOfFile(ZH_PAGE)).toBe('zh');
    expect(localeOfFile(undefined)).toBe('en');
  });
});

describe('transformTree', () => {
  it('replaces the tag by a table and its source line, in place', () => {
    const calls: string[][] = [];
    const tree = page({});
    transformTree(tree, ZH_PAGE, (of, part, locale) => {
      calls.push([of, part, locale]);
      return STAND_IN;
    });
    expect(calls).toEqual([['Label', 'actions', 'zh']]);
    expect(tree.children?.map((node) => node.type)).toEqual([
      'paragraph',
      'table',
      'paragraph',
      'paragraph',
    ]);
    expect(tree.children?.[1]).toEqual({
      type: 'table',
      data: {hProperties: {dataFacts: 'properties'}},
      align: [null],
      children: [
        {
          type: 'tableRow',
          children: [
            {type: 'tableCell', children: [{type: 'text', value: 'H'}]},
          ],
        },
        {
          type: 'tableRow',
          data: {hProperties: {id: 'properties-x'}},
          children: [
            {type: 'tableCell', children: [{type: 'inlineCode', value: 'x'}]},
          ],
        },
      ],
    });
  });

  it('puts a table with a summary inside an HTML <details>', () => {
    const tree = page({});
    transformTree(tree, EN_PAGE, () => ({...STAND_IN, fold: '1 property'}));
    expect(tree.children?.map((node) => node.type)).toEqual([
      'paragraph',
      'mdxJsxFlowElement',
      'paragraph',
      'paragraph',
    ]);
    const fold = tree.children?.[1];
    expect(fold).toMatchObject({
      name: 'details',
      attributes: [
        {name: 'data-facts-fold', value: 'properties'},
        {name: 'data-phone-fold', value: 'table'},
      ],
      data: {_mdxExplicitJsx: true},
    });
    expect(fold?.children?.[0]).toMatchObject({
      name: 'summary',
      children: [{type: 'text', value: '1 property'}],
    });
    expect(fold?.children?.[1]?.type).toBe('table');
  });

  it('finds tags nested in other nodes', () => {
    const tree: Node = {
      type: 'root',
      children: [{type: 'blockquote', children: page({}).children}],
    };
    transformTree(tree, EN_PAGE, () => STAND_IN);
    expect(tree.children?.[0]?.children?.[1]?.type).toBe('table');
  });

  it('fails with the page and line on a bad tag', () => {
    const expression = page({
      attributes: [
        {
          type: 'mdxJsxAttribute',
          name: 'of',
          value: {type: 'mdxJsxAttributeValueExpression'},
        },
        {type: 'mdxJsxAttribute', name: 'part', value: 'actions'},
      ],
    });
    expect(() => transformTree(expression, EN_PAGE, () => STAND_IN)).toThrow(
      `${EN_PAGE}:3: <WidgetFacts> needs of="…" as a plain string`,
    );
    expect(() =>
      transformTree(page({type: 'mdxJsxTextElement'}), EN_PAGE, () => STAND_IN),
    ).toThrow(/:3: <WidgetFacts> must stand on its own line/);
    expect(() =>
      transformTree(
        {
          type: 'root',
          children: [
            {type: 'html', value: '<WidgetFacts of="Label" part="actions" />'},
          ],
        },
        '/site/docs/x.md',
        () => STAND_IN,
      ),
    ).toThrow('/site/docs/x.md:?: <WidgetFacts> works in .mdx pages only');
  });
});

describe('tableSource', () => {
  const table = tableSource(OPTIONS);

  it('builds tables from the committed facts and notes', () => {
    expect(table('Label', 'actions', 'en').header).toEqual([
      'Action',
      'Payload',
      'Description',
    ]);
    expect(table('Label', 'methods', 'zh').header).toEqual(['方法', '说明']);
  });

  it('refuses an unknown widget and an empty part', () => {
    expect(() => table('Labl', 'actions', 'en')).toThrow(
      'unknown widget "Labl" (not in src/data/widgets.ts)',
    );
    expect(() => table('Label', 'styling', 'en')).toThrow(
      'Label has no styling in Makepad 1.0.0: leave the section out',
    );
  });

  it('names the notes file that is missing', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'notes-'));
    expect(() =>
      tableSource({...OPTIONS, notesDir: empty})('Label', 'actions', 'en'),
    ).toThrow(
      `no en notes for Label: write ${path.join(empty, 'en', 'Label.json')}`,
    );
    fs.rmSync(empty, {recursive: true});
  });
});

describe('remarkWidgetFacts', () => {
  it('fails the page with its path when a note is missing', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'notes-'));
    fs.mkdirSync(path.join(empty, 'en'));
    fs.writeFileSync(
      path.join(empty, 'en', 'Label.json'),
      '{"actions": {"HoverIn": "In."}}',
    );
    const transform = remarkWidgetFacts({...OPTIONS, notesDir: empty});
    expect(() => transform(page({}, 12), {path: EN_PAGE})).toThrow(
      `${EN_PAGE}:12: the en notes of Label have no actions note for HoverOut`,
    );
    fs.rmSync(empty, {recursive: true});
  });
});
