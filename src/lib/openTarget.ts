/**
 * A link to a part of a page that is folded (an HTML `<details>`, such as
 * a widget table or section folded on a phone, src/lib/widgetFacts.ts and
 * src/lib/sectionFold.ts) opens it; so does a link to a folded section's
 * heading, which the browser would not open. The
 * browser opens a closed `<details>` around the target of a `#…` it
 * follows itself; after the site's own navigation to another page, which
 * scrolls with `scrollIntoView`, nothing does: src/clientModules/
 * openTarget.ts calls `openTarget` after every navigation.
 */

/** The element a location's hash names, or null (`#` alone, no such id). */
export function hashTarget(doc: Document, hash: string): HTMLElement | null {
  if (hash.length < 2) {
    return null;
  }
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return doc.getElementById(id);
}

/** The closed `<details>` around an element, outermost last. */
export function closedFolds(element: Element): HTMLDetailsElement[] {
  const folds: HTMLDetailsElement[] = [];
  for (
    let parent = element.parentElement?.closest('details');
    parent;
    parent = parent.parentElement?.closest('details')
  ) {
    if (!parent.open) {
      folds.push(parent);
    }
  }
  return folds;
}

/**
 * The closed folds to open for a target: those around it and, for the
 * heading of a folded section (src/lib/sectionFold.ts), the section's own
 * fold right after it.
 */
export function foldsToOpen(element: Element): HTMLDetailsElement[] {
  const folds = closedFolds(element);
  const next = element.nextElementSibling;
  if (
    next instanceof HTMLDetailsElement &&
    next.hasAttribute('data-section-fold') &&
    !next.open
  ) {
    folds.push(next);
  }
  return folds;
}

/**
 * Opens the folds of the target of `hash` (foldsToOpen) and, when one was closed,
 * scrolls the target into view again (it moved). Returns whether a fold
 * was opened.
 */
export function openTarget(doc: Document, hash: string): boolean {
  const target = hashTarget(doc, hash);
  const folds = target ? foldsToOpen(target) : [];
  for (const fold of folds) {
    fold.open = true;
  }
  if (target && folds.length > 0) {
    target.scrollIntoView();
  }
  return folds.length > 0;
}
