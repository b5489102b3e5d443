/**
 * Pages read without JavaScript (CONTRIBUTING.md, Without JavaScript): puts
 * the stylesheet of src/lib/noJsStyles.ts in a `<noscript>` in the head of
 * every page. Browsers that run JavaScript read a `<noscript>` as text, so
 * it costs them nothing but its bytes.
 */
import type {Plugin} from '@docusaurus/types';
import {noJsStyles} from '../../lib/noJsStyles';

export default function noJsPlugin(): Plugin {
  return {
    name: 'makepad-book-no-js',
    injectHtmlTags() {
      return {
        headTags: [`<noscript><style>${noJsStyles()}</style></noscript>`],
      };
    },
  };
}
