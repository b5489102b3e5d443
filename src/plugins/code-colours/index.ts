/**
 * Dark code blocks before hydration (src/lib/codeColours.ts): writes the
 * rules made from the site's two Prism themes (src/data/codeThemes.ts) into
 * Docusaurus's generated files and adds them to every page's stylesheet as
 * a client module.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {CODE_THEME_DARK, CODE_THEME_LIGHT} from '../../data/codeThemes';
import {preHydrationCodeCss} from '../../lib/codeColours';

export default function codeColoursPlugin({
  generatedFilesDir,
}: LoadContext): Plugin {
  const file = path.join(
    generatedFilesDir,
    'makepad-book-code-colours',
    'code-colours.css',
  );
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(
    file,
    preHydrationCodeCss(CODE_THEME_LIGHT, CODE_THEME_DARK),
  );
  return {
    name: 'makepad-book-code-colours',
    getClientModules() {
      return [file];
    },
  };
}
