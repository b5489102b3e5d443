/**
 * Pages whose Rust blocks may still be pasted while the image viewer
 * tutorial (Chinese) and walkthrough (English) are being moved into listing
 * crates. Only those pages may appear here; src/data/listingBlocks.test.ts
 * fails when a page on this list no longer has a pasted block (take it off)
 * and when a page outside them does. The list is meant to shrink to empty
 * and then go away. Since the tutorial's and the walkthrough's listing
 * crates were merged, it is empty.
 */
export const UNCONVERTED_PAGES: readonly string[] = [];

/** The only pages the list above may name. */
export function mayStayUnconverted(page: string): boolean {
  return (
    page === 'docs/examples/image_viewer_app.md' ||
    /^docs\/guide\/quick-start\/image-viewer-app\/[^/]+\.mdx?$/.test(page)
  );
}
