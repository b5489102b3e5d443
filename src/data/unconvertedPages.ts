/**
 * Pages whose Rust blocks may still be pasted while the image viewer
 * tutorial (Chinese) and walkthrough (English) are being moved into listing
 * crates. Only those pages may appear here; src/data/listingBlocks.test.ts
 * fails when a page on this list no longer has a pasted block (take it off)
 * and when a page outside them does. The list is meant to shrink to empty
 * and then go away.
 */
export const UNCONVERTED_PAGES: readonly string[] = [
  'docs/examples/image_viewer_app.md',
  'docs/guide/quick-start/image-viewer-app/adding-a-searchbox.md',
  'docs/guide/quick-start/image-viewer-app/adding-more-state.md',
  'docs/guide/quick-start/image-viewer-app/adding-state.md',
  'docs/guide/quick-start/image-viewer-app/click-to-slideshow.md',
  'docs/guide/quick-start/image-viewer-app/create-a-modaltip.md',
  'docs/guide/quick-start/image-viewer-app/creating-a-menubar.md',
  'docs/guide/quick-start/image-viewer-app/creating-a-new-cargo-package.md',
  'docs/guide/quick-start/image-viewer-app/creating-a-slideshow.md',
  'docs/guide/quick-start/image-viewer-app/creating-a-slideshownavigatebutton.md',
  'docs/guide/quick-start/image-viewer-app/creating-a-slideshowoverlay.md',
  'docs/guide/quick-start/image-viewer-app/creating-an-empty-window.md',
  'docs/guide/quick-start/image-viewer-app/creating-an-imagebrowser.md',
  'docs/guide/quick-start/image-viewer-app/creating-an-imagegrid.md',
  'docs/guide/quick-start/image-viewer-app/creating-an-imageitem.md',
  'docs/guide/quick-start/image-viewer-app/creating-an-imagerow.md',
  'docs/guide/quick-start/image-viewer-app/filtering-images.md',
  'docs/guide/quick-start/image-viewer-app/handling-events.md',
  'docs/guide/quick-start/image-viewer-app/loading-images.md',
  'docs/guide/quick-start/image-viewer-app/split-module.md',
  'docs/guide/quick-start/image-viewer-app/switching-between-views.md',
];

/** The only pages the list above may name. */
export function mayStayUnconverted(page: string): boolean {
  return (
    page === 'docs/examples/image_viewer_app.md' ||
    /^docs\/guide\/quick-start\/image-viewer-app\/[^/]+\.mdx?$/.test(page)
  );
}
