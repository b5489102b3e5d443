/**
 * Web fonts from the cache only (src/lib/webFonts.ts): puts the script that
 * turns them on in the `<head>` of every page, so that it runs before the
 * first paint. src/clientModules/webFonts.ts fetches the files.
 */
import type {Plugin} from '@docusaurus/types';
import {webFontsScript} from '../../lib/webFonts';

export default function webFontsPlugin(): Plugin {
  return {
    name: 'makepad-book-web-fonts',
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'script', innerHTML: webFontsScript()}],
      };
    },
  };
}
