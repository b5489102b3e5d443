/**
 * Remark plugin: a picture of a live app (under `/img/live/`, such as the
 * image viewer tutorial's) goes inside a `<LiveExample app="…">`, and an
 * example's code block followed by the picture Makepad
 * drew of it (a paragraph holding only an image under `/img/widgets/`)
 * become one `<div class="example-picture">`, so the picture stays with its
 * code: beside it where the column is wide enough, above it otherwise
 * (src/css/custom.css). The picture goes inside a `<LiveExample>`
 * (src/components/LiveExample, named after the picture's file), which can
 * run the real widget in its place. Runs before Docusaurus's own plugins,
 * which then turn the image into a bundled asset as usual.
 */
import {
  LIVE_APP_PICTURE_PREFIX,
  WIDGET_PICTURE_PREFIX,
} from '../../data/liveExamples';
import {exampleOfPicture} from '../../lib/liveExample';

type Node = {
  type: string;
  url?: string;
  name?: string;
  attributes?: {type: string; name: string; value: string}[];
  children?: Node[];
  data?: {hName?: string; hProperties?: Record<string, unknown>};
};

/** The picture's URL, if the paragraph holds only a picture. */
function pictureUrl(node: Node | undefined): string | undefined {
  const only = node?.type === 'paragraph' ? node.children : undefined;
  return only?.length === 1 && only[0]!.type === 'image'
    ? (only[0]!.url ?? '')
    : undefined;
}

/** The example a paragraph holding only a widget picture shows, if it is one. */
function pictureExample(node: Node | undefined): string | undefined {
  const url = pictureUrl(node);
  return url === undefined
    ? undefined
    : exampleOfPicture(url, WIDGET_PICTURE_PREFIX);
}

/** The app a paragraph holding only a picture of a live app shows, if any. */
function pictureApp(node: Node | undefined): string | undefined {
  const url = pictureUrl(node);
  return url === undefined
    ? undefined
    : exampleOfPicture(url, LIVE_APP_PICTURE_PREFIX);
}

/** The picture inside a `<LiveExample example="…">` (or `app="…"`). */
function liveExample(
  picture: Node,
  value: string,
  name: 'example' | 'app' = 'example',
): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: 'LiveExample',
    attributes: [{type: 'mdxJsxAttribute', name, value}],
    children: [picture],
  };
}

export function groupExamplePictures(node: Node): void {
  const children = node.children;
  if (!children) {
    return;
  }
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index]!;
    const example = pictureExample(children[index + 1]);
    const app = pictureApp(child);
    if (child.type === 'code' && example) {
      children.splice(index, 2, {
        type: 'examplePicture',
        data: {hName: 'div', hProperties: {className: ['example-picture']}},
        children: [child, liveExample(children[index + 1]!, example)],
      });
    } else if (app) {
      children[index] = liveExample(child, app, 'app');
    } else {
      groupExamplePictures(child);
    }
  }
}

export default function remarkExamplePicture() {
  return (tree: Node): void => groupExamplePictures(tree);
}
