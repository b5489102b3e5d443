/**
 * Remark plugin: an example's code block followed by the picture Makepad
 * drew of it (a paragraph holding only an image under `/img/widgets/`)
 * become one `<div class="example-picture">`, so the picture stays with its
 * code: beside it where the column is wide enough, above it otherwise
 * (src/css/custom.css). Runs before Docusaurus's own plugins, which then
 * turn the image into a bundled asset as usual.
 */

type Node = {
  type: string;
  url?: string;
  children?: Node[];
  data?: {hName?: string; hProperties?: Record<string, unknown>};
};

/** Where the widget pictures live (scripts/widget-pictures.mjs). */
const PICTURE_PREFIX = '/img/widgets/';

function isPicture(node: Node | undefined): boolean {
  const only = node?.type === 'paragraph' ? node.children : undefined;
  return (
    only?.length === 1 &&
    only[0]!.type === 'image' &&
    (only[0]!.url ?? '').startsWith(PICTURE_PREFIX)
  );
}

export function groupExamplePictures(node: Node): void {
  const children = node.children;
  if (!children) {
    return;
  }
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index]!;
    if (child.type === 'code' && isPicture(children[index + 1])) {
      children.splice(index, 2, {
        type: 'examplePicture',
        data: {hName: 'div', hProperties: {className: ['example-picture']}},
        children: [child, children[index + 1]!],
      });
    } else {
      groupExamplePictures(child);
    }
  }
}

export default function remarkExamplePicture() {
  return (tree: Node): void => groupExamplePictures(tree);
}
