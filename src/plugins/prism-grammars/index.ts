/**
 * Ships only the Prism grammars the site highlights. prism-react-renderer
 * bundles some forty grammars into every page's main script; the loader
 * beside this file removes them from its bundle, and theme-classic adds the
 * ones listed in `prism.additionalLanguages` (docusaurus.config.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function prismGrammarsPlugin(): Plugin {
  return {
    name: 'prism-grammars',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /prism-react-renderer[\\/]dist[\\/]index\.m?js$/,
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
