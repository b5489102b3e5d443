import {breakTableCode} from '.';
import type {Node} from '../remark-widget-facts';

/**
 * A table of one row: a name, a cell with a path and a word, then a cell
 * with code in bold.
 */
function table(): Node {
  return {
    type: 'table',
    children: [
      {
        type: 'tableRow',
        children: [
          {
            type: 'tableCell',
            children: [{type: 'inlineCode', value: 'metadata_id'}],
          },
          {
            type: 'tableCell',
            children: [
              {type: 'inlineCode', value: 'src/os/opengl.rs'},
              {type: 'inlineCode', value: 'HttpMethod'},
            ],
          },
          {
            type: 'tableCell',
            children: [
              {
                type: 'strong',
                children: [{type: 'inlineCode', value: 'BTreeMap<String>'}],
              },
            ],
          },
        ],
      },
    ],
  };
}

describe('breakTableCode', () => {
  it('puts break points into the code of the table cells, nested or not, but for the first column', () => {
    const tree: Node = {type: 'root', children: [table()]};
    breakTableCode(tree);
    const [name, first, second] =
      tree.children?.[0]?.children?.[0]?.children ?? [];
    // The first column's names stay whole.
    expect(name?.children?.[0]).toEqual({
      type: 'inlineCode',
      value: 'metadata_id',
    });
    const path = first?.children?.[0];
    expect(path).toMatchObject({type: 'mdxJsxTextElement', name: 'code'});
    expect(path?.children?.filter((node) => node.name === 'wbr')).toHaveLength(
      3,
    );
    // Nothing to break: plain inline code, whole.
    expect(first?.children?.[1]).toEqual({
      type: 'inlineCode',
      value: 'HttpMethod',
    });
    const generic = second?.children?.[0]?.children?.[0];
    expect(generic).toMatchObject({type: 'mdxJsxTextElement', name: 'code'});
    expect(generic?.children?.map((node) => node.value ?? node.name)).toEqual([
      'BTreeMap',
      'wbr',
      '<String>',
    ]);
  });

  it('leaves code outside tables as it is', () => {
    const outside: Node = {type: 'inlineCode', value: 'src/os/opengl.rs'};
    const tree: Node = {
      type: 'root',
      children: [{type: 'paragraph', children: [outside]}],
    };
    breakTableCode(tree);
    expect(tree.children?.[0]?.children?.[0]).toEqual(outside);
  });
});
