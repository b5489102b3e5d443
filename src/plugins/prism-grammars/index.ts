/**
 * Ships only the Prism grammars the site highlights. prism-react-renderer
 * bundles some forty grammars into every page's main script; the loader
 * beside this file removes them from its bundle, and theme-classic adds the
 * ones listed in `prism.additionalLanguages` (docusaurus.config.ts).
 * Those are registered by src/theme/CodeBlock, so Prism travels with the
 * code block's chunk: theme-classic's client module that would register
 * them in every page's main script is emptied (CONTRIBUTING.md, Budgets).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** theme-classic's client module that registers the grammars on Prism. */
export const THEME_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

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
            {
              test: THEME_CLIENT_MODULE,
              use: [{loader: path.join(__dirname, 'emptyModule.cjs')}],
            },
          ],
        },
      };
    },
  };
}
