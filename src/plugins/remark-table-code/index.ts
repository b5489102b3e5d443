/**
 * Remark plugin (every Markdown page: docs, weekly reports, pages): the
 * inline code of a table's cells gets the break points of the widget
 * reference's generated tables (breakableCode, src/lib/widgetFacts.ts), a
 * `<wbr>` after `::`, `,`, `_`, `.`, `/` and before `<`, so that on a
 * narrow screen a cell's code wraps there and never inside a word:
 * `HttpMethod` and `BTreeMap<String, Vec<String>>` are not cut into
 * `Http|Method` or `BTre|eMap` (CONTRIBUTING.md, Look). Code that has no
 * break point stays whole, and a table too wide for its column scrolls
 * (src/theme/MDXComponents/Table).
 */
import {breakableCode} from '../../lib/widgetFacts';
import type {Node} from '../remark-widget-facts';

/**
 * Replaces the inline code inside the table cells of `node` in place, but
 * for each row's first cell: the first column names things (a crate, a
 * key, a command), and its code stays on one line (src/css/custom.css), a
 * `<wbr>` in it would let a browser break it anyway.
 */
export function breakTableCode(node: Node, inCell = false): void {
  const cell = inCell || node.type === 'tableCell';
  node.children?.forEach((child, i, children) => {
    if (node.type === 'tableRow' && i === 0) {
      return;
    }
    if (cell && child.type === 'inlineCode' && child.value !== undefined) {
      children[i] = breakableCode(child.value);
    } else {
      breakTableCode(child, cell);
    }
  });
}

export default function remarkTableCode() {
  return (tree: Node): void => breakTableCode(tree);
}
