/**
 * Pages read without JavaScript (CONTRIBUTING.md, Without JavaScript): links
 * the stylesheet of src/lib/noJsStyles.ts from a `<noscript>` in the head of
 * every page. Browsers that run JavaScript read a `<noscript>` as text, so
 * it costs them only its bytes: one link instead of the rules themselves
 * (about 450 bytes gzip less on every page, before its first paint).
 *
 * The build writes `assets/css/no-js.<hash>.css`; the development server,
 * which runs no postBuild, gets the rules inline.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {noJsStyles} from '../../lib/noJsStyles';

/** The stylesheet's path under the build folder of a locale. */
function noJsStylesheetPath(css: string): string {
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
  return `assets/css/no-js.${hash}.css`;
}

export default function noJsPlugin({baseUrl}: LoadContext): Plugin {
  const css = noJsStyles();
  const file = noJsStylesheetPath(css);
  const built = process.env.NODE_ENV === 'production';
  return {
    name: 'makepad-book-no-js',
    injectHtmlTags() {
      return {
        headTags: [
          built
            ? `<noscript><link rel="stylesheet" href="${baseUrl}${file}"></noscript>`
            : `<noscript><style>${css}</style></noscript>`,
        ],
      };
    },
    async postBuild({outDir}) {
      const target = path.join(outDir, file);
      await fs.mkdir(path.dirname(target), {recursive: true});
      await fs.writeFile(target, css);
    },
  };
}
