/**
 * Leaves the single-page app for a page of another build (another locale),
 * replacing the current history entry. Its own module so tests can stub it.
 */
export function loadDocument(href: string): void {
  window.location.replace(href);
}
