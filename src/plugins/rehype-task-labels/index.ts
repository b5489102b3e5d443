/**
 * Rehype plugin: each task list checkbox is labelled by its item's text
 * (src/lib/taskLabels.ts), so screen readers name it.
 */
import {labelTaskCheckboxes, type HastNode} from '../../lib/taskLabels';

export default function rehypeTaskLabels(): (tree: HastNode) => void {
  return (tree) => labelTaskCheckboxes(tree);
}
