import {labelTaskCheckboxes, type HastNode} from './taskLabels';

const text = (value: string): HastNode => ({type: 'text', value});
const el = (
  tagName: string,
  children: HastNode[] = [],
  properties: Record<string, unknown> = {},
): HastNode => ({type: 'element', tagName, properties, children});
const checkbox = () => el('input', [], {type: 'checkbox', disabled: true});
const item = (children: HastNode[]) =>
  el('li', children, {className: ['task-list-item']});

describe('labelTaskCheckboxes', () => {
  it('puts the checkbox and the item text of a tight item in a label', () => {
    const li = item([checkbox(), text(' Run '), el('code', [text('cargo')])]);
    const nested = el('ul', [item([checkbox(), text(' Sub-step')])]);
    li.children?.push(nested);
    labelTaskCheckboxes(el('ul', [li]));
    expect(li.children?.map((child) => child.tagName ?? child.type)).toEqual([
      'label',
      'ul',
    ]);
    expect(
      li.children?.[0]?.children?.map((c) => c.tagName ?? c.value),
    ).toEqual(['input', ' Run ', 'code']);
    // The nested item is labelled too.
    expect(nested.children?.[0]?.children?.[0]?.tagName).toBe('label');
  });

  it('labels the checkbox inside the first paragraph of a loose item', () => {
    const paragraph = el('p', [checkbox(), text(' Review the diff')]);
    const li = item([text('\n'), paragraph, el('p', [text('Details')])]);
    labelTaskCheckboxes(li);
    expect(paragraph.children?.[0]?.tagName).toBe('label');
    expect(li.children?.[2]?.tagName).toBe('p');
  });

  it('leaves other lists and inputs alone', () => {
    const plain = el('li', [checkbox(), text(' not a task item')]);
    labelTaskCheckboxes(el('ul', [plain]));
    expect(plain.children?.[0]?.tagName).toBe('input');
  });
});
