import {plainImageText, unescapeHtml, type MdxNode} from './imageAlt';

const img = (alt: unknown, title?: string): MdxNode => ({
  type: 'mdxJsxTextElement',
  name: 'img',
  attributes: [
    {type: 'mdxJsxAttribute', name: 'alt', value: alt},
    {type: 'mdxJsxAttribute', name: 'src', value: 'a&amp;b.png'},
    ...(title === undefined
      ? []
      : [{type: 'mdxJsxAttribute', name: 'title', value: title}]),
  ],
});

const attribute = (node: MdxNode, name: string) =>
  node.attributes?.find((entry) => entry.name === name)?.value;

describe('unescapeHtml', () => {
  it('reverses escape-html once', () => {
    expect(unescapeHtml('a &quot;b&quot; &lt;c&gt; &#39;d&#39; &amp; e')).toBe(
      `a "b" <c> 'd' & e`,
    );
    expect(unescapeHtml('&amp;quot;')).toBe('&quot;');
    expect(unescapeHtml('&nbsp; stays')).toBe('&nbsp; stays');
  });
});

describe('plainImageText', () => {
  it('makes the alt and title of every img plain, in nested nodes', () => {
    const inline = img(
      'a note titled &quot;Packing list&quot;',
      'Edit &gt; Crop',
    );
    const flow: MdxNode = {...img('1 &lt; 2'), type: 'mdxJsxFlowElement'};
    const tree: MdxNode = {
      type: 'root',
      children: [{type: 'paragraph', children: [inline]}, flow],
    };
    plainImageText(tree);
    expect(attribute(inline, 'alt')).toBe('a note titled "Packing list"');
    expect(attribute(inline, 'title')).toBe('Edit > Crop');
    expect(attribute(flow, 'alt')).toBe('1 < 2');
  });

  it('leaves other attributes, other elements and expressions alone', () => {
    const image = img({type: 'mdxJsxAttributeValueExpression'});
    const other: MdxNode = {
      type: 'mdxJsxTextElement',
      name: 'abbr',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'title', value: '&lt;x&gt;'},
      ],
    };
    plainImageText({type: 'root', children: [image, other]});
    expect(attribute(image, 'src')).toBe('a&amp;b.png');
    expect(attribute(image, 'alt')).toEqual({
      type: 'mdxJsxAttributeValueExpression',
    });
    expect(attribute(other, 'title')).toBe('&lt;x&gt;');
  });
});
