/**
 * Remark plugin, after Docusaurus's own: the alt text and title of an
 * image are plain text, not HTML-escaped twice (src/lib/imageAlt.ts).
 */
import {plainImageText, type MdxNode} from '../../lib/imageAlt';

export default function remarkImageAlt(): (tree: MdxNode) => void {
  return (tree) => plainImageText(tree);
}
