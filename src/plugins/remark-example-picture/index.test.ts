import {groupExamplePictures} from './index';

const code = {type: 'code', children: undefined};
const picture = (url: string) => ({
  type: 'paragraph',
  children: [{type: 'image', url}],
});

describe('groupExamplePictures', () => {
  it('puts a code block and the widget picture after it in one div, the picture in a LiveExample', () => {
    const tree = {
      type: 'root',
      children: [code, picture('/img/widgets/slider.png'), {type: 'text'}],
    };
    groupExamplePictures(tree);
    expect(tree.children.map((child) => child.type)).toEqual([
      'examplePicture',
      'text',
    ]);
    expect(tree.children[0]).toMatchObject({
      data: {hName: 'div', hProperties: {className: ['example-picture']}},
      children: [
        {type: 'code'},
        {
          type: 'mdxJsxFlowElement',
          name: 'LiveExample',
          attributes: [
            {type: 'mdxJsxAttribute', name: 'example', value: 'slider'},
          ],
          children: [{type: 'paragraph'}],
        },
      ],
    });
  });

  it('leaves other images and lone code blocks alone', () => {
    const tree = {
      type: 'root',
      children: [code, picture('/img/logo.svg'), code],
    };
    groupExamplePictures(tree);
    expect(tree.children.map((child) => child.type)).toEqual([
      'code',
      'paragraph',
      'code',
    ]);
  });

  it('puts a picture of a live app, alone in its paragraph, in a LiveExample of that app', () => {
    const tree = {
      type: 'root',
      children: [{type: 'text'}, picture('/img/live/image-viewer-step-19.png')],
    };
    groupExamplePictures(tree);
    expect(tree.children[1]).toEqual({
      type: 'mdxJsxFlowElement',
      name: 'LiveExample',
      attributes: [
        {
          type: 'mdxJsxAttribute',
          name: 'app',
          value: 'image-viewer-step-19',
        },
      ],
      children: [picture('/img/live/image-viewer-step-19.png')],
    });
  });
});
