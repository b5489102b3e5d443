/**
 * Task lists (`- [ ] step` in Markdown) render a checkbox before the item's
 * text, with nothing naming it: a screen reader announces an unlabelled
 * checkbox (axe rule `label`). `labelTaskCheckboxes` wraps each checkbox
 * and the item's text after it in a `<label>`, so the text names it. Nested
 * lists and other blocks after the text stay outside the label.
 */

/** The parts of a hast node this module reads and writes. */
export type HastNode = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  value?: string;
};

/** Elements that end an item's text (they never go inside the label). */
const BLOCKS = new Set([
  'ul',
  'ol',
  'p',
  'div',
  'pre',
  'blockquote',
  'table',
  'details',
]);

function isCheckbox(node: HastNode): boolean {
  return (
    node.type === 'element' &&
    node.tagName === 'input' &&
    node.properties?.type === 'checkbox'
  );
}

/** Wraps the checkbox among `children` and the inline nodes after it. */
function wrapCheckbox(children: HastNode[]): HastNode[] {
  const at = children.findIndex(isCheckbox);
  if (at === -1) {
    return children;
  }
  let end = at + 1;
  while (end < children.length) {
    const next = children[end];
    if (next?.type === 'element' && BLOCKS.has(next.tagName ?? '')) {
      break;
    }
    end += 1;
  }
  const label: HastNode = {
    type: 'element',
    tagName: 'label',
    properties: {},
    children: children.slice(at, end),
  };
  return [...children.slice(0, at), label, ...children.slice(end)];
}

function isTaskItem(node: HastNode): boolean {
  const className = node.properties?.className;
  return (
    node.type === 'element' &&
    node.tagName === 'li' &&
    Array.isArray(className) &&
    className.includes('task-list-item')
  );
}

/** Labels every task list checkbox under `node` (changes it in place). */
export function labelTaskCheckboxes(node: HastNode): void {
  if (isTaskItem(node) && node.children) {
    // Tight items hold the checkbox; loose items hold it in their first <p>.
    const paragraph = node.children.find(
      (child) => child.type === 'element' && child.tagName === 'p',
    );
    if (node.children.some(isCheckbox)) {
      node.children = wrapCheckbox(node.children);
    } else if (paragraph?.children) {
      paragraph.children = wrapCheckbox(paragraph.children);
    }
  }
  node.children?.forEach(labelTaskCheckboxes);
}
