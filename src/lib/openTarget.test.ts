import {closedFolds, foldsToOpen, hashTarget, openTarget} from './openTarget';

function page(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

const FOLDED = `
  <details id="outer"><summary>3 variants</summary>
    <table><tbody>
      <tr id="variants-Slider"><td>
        <details id="inner"><summary>4 changes</summary><code id="deep">draw_bg</code></details>
      </td></tr>
    </tbody></table>
  </details>
  <h2 id="pitfalls">Pitfalls</h2>`;

describe('hashTarget', () => {
  it('finds the element of a hash, decoded', () => {
    const doc = page('<p id="属性">x</p><p id="a b">y</p>');
    expect(hashTarget(doc, '#%E5%B1%9E%E6%80%A7')?.textContent).toBe('x');
    expect(hashTarget(doc, '#a%20b')?.textContent).toBe('y');
  });

  it('finds nothing for an empty hash, an unknown id or a bad escape', () => {
    const doc = page('<p id="x">x</p>');
    expect(hashTarget(doc, '')).toBeNull();
    expect(hashTarget(doc, '#')).toBeNull();
    expect(hashTarget(doc, '#y')).toBeNull();
    expect(hashTarget(doc, '#%E5')).toBeNull();
  });
});

describe('closedFolds', () => {
  it('lists the closed details around an element, innermost first', () => {
    const doc = page(FOLDED);
    const deep = doc.getElementById('deep');
    expect(deep && closedFolds(deep).map((fold) => fold.id)).toEqual([
      'inner',
      'outer',
    ]);
    (doc.getElementById('outer') as HTMLDetailsElement).open = true;
    expect(deep && closedFolds(deep).map((fold) => fold.id)).toEqual(['inner']);
  });
});

describe('openTarget', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('opens the folds around a row and scrolls to it', () => {
    const doc = page(FOLDED);
    expect(openTarget(doc, '#variants-Slider')).toBe(true);
    expect((doc.getElementById('outer') as HTMLDetailsElement).open).toBe(true);
    // A fold inside the row stays as it was.
    expect((doc.getElementById('inner') as HTMLDetailsElement).open).toBe(
      false,
    );
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('leaves the page alone when the target is not folded', () => {
    const doc = page(FOLDED);
    expect(openTarget(doc, '#pitfalls')).toBe(false);
    expect(openTarget(doc, '#nowhere')).toBe(false);
    expect((doc.getElementById('outer') as HTMLDetailsElement).open).toBe(
      false,
    );
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('foldsToOpen', () => {
  const SECTIONS = `
    <h2 id="pitfalls">Pitfalls</h2>
    <details id="section" data-section-fold="pitfalls"><summary>2 pitfalls</summary>
      <ul><li id="first">One</li></ul>
    </details>
    <h2 id="related">Related</h2>
    <details id="other"><summary>More</summary></details>`;

  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('opens a folded section from its heading, and scrolls to the heading', () => {
    const doc = page(SECTIONS);
    expect(openTarget(doc, '#pitfalls')).toBe(true);
    expect((doc.getElementById('section') as HTMLDetailsElement).open).toBe(
      true,
    );
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    // Open already: nothing more to do.
    expect(openTarget(doc, '#pitfalls')).toBe(false);
  });

  it('opens a folded section from an element inside it', () => {
    const doc = page(SECTIONS);
    const first = doc.getElementById('first');
    expect(first && foldsToOpen(first).map((fold) => fold.id)).toEqual([
      'section',
    ]);
  });

  it('leaves a plain details after a heading alone', () => {
    const doc = page(SECTIONS);
    const related = doc.getElementById('related');
    expect(related && foldsToOpen(related)).toEqual([]);
  });
});
