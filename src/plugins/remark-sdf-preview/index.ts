/**
 * Remark plugin: puts a live preview after every code block that shows an
 * example of a preview crate (src/data/sdfPreviews.ts), for instance
 *
 *     ```rust file=sdf2d-gallery/src/methods/draw/primitives/circle.rs region=example
 *     ```
 *
 * becomes that block followed by `<SdfPreview crate=… example=… source=… />`
 * (the example's draw shader, the picture Makepad 1.0 drew of it), and the
 * page imports src/components/SdfPreview, so only pages with a preview
 * load it. It also gives the playground's `<SdfPlayground />` its starting
 * shaders. It must run before remark-listings, which removes `file=`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  PLAYGROUND_STARTERS,
  REFERENCE_DIR,
  referencePath,
} from '../../data/sdfPreviews';
import {parseMeta} from '../../lib/listings';
import {translateMpsl} from '../../lib/mpsl';
import {
  loadExamples,
  type PreviewExample,
} from '../../../scripts/lib/loadExamples';

/** The parts of mdast and MDX nodes this plugin reads and writes. */
type ExpressionValue = {
  type: 'mdxJsxAttributeValueExpression';
  value: string;
  data: {estree: unknown};
};
type Attribute = {
  type: 'mdxJsxAttribute';
  name: string;
  value: string | ExpressionValue;
};
type Node = {
  type: string;
  meta?: string | null;
  name?: string | null;
  attributes?: Attribute[];
  children?: Node[];
  value?: string;
  data?: unknown;
};

export type Options = {
  /** Absolute path of the listings folder. */
  listingsRoot: string;
  /** Absolute path of the site's static folder (reference pictures). */
  staticDir: string;
};

/** What a preview needs, as the component's props (all strings). */
export type PreviewProps = {
  crate: string;
  example: string;
  base: string;
  source: string;
  /** Site path of Makepad's picture, empty when there is none. */
  reference: string;
  /** `true`, or `false` when the preview cannot run this example. */
  live: string;
};

function importNode(name: string, from: string): Node {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            attributes: [],
            specifiers: [
              {
                type: 'ImportDefaultSpecifier',
                local: {type: 'Identifier', name},
              },
            ],
            source: {type: 'Literal', value: from, raw: JSON.stringify(from)},
          },
        ],
      },
    },
  };
}

/** `require("<module>").default`: the URL the bundler gives an asset. */
function assetUrl(module: string): ExpressionValue {
  const call = {
    type: 'CallExpression',
    callee: {type: 'Identifier', name: 'require'},
    arguments: [{type: 'Literal', value: module, raw: JSON.stringify(module)}],
    optional: false,
  };
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: `require(${JSON.stringify(module)}).default`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'MemberExpression',
              object: call,
              property: {type: 'Identifier', name: 'default'},
              computed: false,
              optional: false,
            },
          },
        ],
      },
    },
  };
}

/** An Image example's picture: `source: dep("crate://self/<path>")`. */
function imageOf(
  listingsRoot: string,
  example: PreviewExample,
): string | undefined {
  const text = fs.readFileSync(path.join(listingsRoot, example.file), 'utf8');
  const dep = /source:\s*dep\("crate:\/\/self\/([^"]+)"\)/.exec(text);
  return dep ? `@site/listings/${example.crate}/${dep[1]}` : undefined;
}

function attributes(props: Record<string, string>): Attribute[] {
  return Object.entries(props).map(([name, value]) => ({
    type: 'mdxJsxAttribute',
    name,
    value,
  }));
}

export default function remarkSdfPreview({listingsRoot, staticDir}: Options) {
  let examples: Map<string, PreviewExample> | undefined;
  const props = (example: PreviewExample): PreviewProps => {
    const block = example.block!;
    const reference = referencePath(example.crate, example.name);
    const hasReference = fs.existsSync(
      path.join(staticDir, REFERENCE_DIR, example.crate, `${example.name}.png`),
    );
    return {
      crate: example.crate,
      example: example.name,
      base: block.base,
      source: block.body,
      reference: hasReference ? reference : '',
      live: String(translateMpsl(block.body, {base: block.base}).ok),
    };
  };

  return (tree: Node): void => {
    examples ??= loadExamples(listingsRoot);
    const imports = new Set<string>();
    const visit = (parent: Node): void => {
      const children = parent.children ?? [];
      for (let i = 0; i < children.length; i++) {
        const node = children[i]!;
        if (node.type === 'code') {
          const file = parseMeta(node.meta).file;
          const example = file === undefined ? undefined : examples!.get(file);
          const shown = example?.block && props(example);
          if (shown && (shown.live === 'true' || shown.reference !== '')) {
            const image =
              example.block!.base === 'image'
                ? imageOf(listingsRoot, example)
                : undefined;
            children.splice(i + 1, 0, {
              type: 'mdxJsxFlowElement',
              name: 'SdfPreview',
              attributes: [
                ...attributes(shown),
                ...(image
                  ? [
                      {
                        type: 'mdxJsxAttribute' as const,
                        name: 'image',
                        value: assetUrl(image),
                      },
                    ]
                  : []),
              ],
              children: [],
            });
            imports.add('SdfPreview');
            i += 1;
          }
        } else if (
          node.type === 'mdxJsxFlowElement' &&
          node.name === 'SdfPlayground'
        ) {
          const starters = PLAYGROUND_STARTERS.map((file) => {
            const example = examples!.get(file);
            if (!example?.block) {
              throw new Error(`playground starter ${file} has no draw shader`);
            }
            return props(example);
          });
          node.attributes = [
            ...(node.attributes ?? []).filter((a) => a.name !== 'starters'),
            ...attributes({starters: JSON.stringify(starters)}),
          ];
        } else {
          visit(node);
        }
      }
    };
    visit(tree);
    if (imports.has('SdfPreview')) {
      tree.children?.unshift(
        importNode('SdfPreview', '@site/src/components/SdfPreview'),
      );
    }
  };
}
