/**
 * The Chinese image viewer tutorial: its steps, numbered 0 to 20 in this order
 * (CONTRIBUTING.md, Tutorial steps). Each is a page under
 * /zh/guide/quick-start/image-viewer-app/.
 */
export const IMAGE_VIEWER_STEPS = [
  'introduction',
  'creating-a-new-cargo-package',
  'creating-an-empty-window',
  'creating-an-imageitem',
  'creating-an-imagerow',
  'creating-an-imagegrid',
  'adding-state',
  'creating-a-slideshownavigatebutton',
  'creating-a-slideshowoverlay',
  'creating-a-slideshow',
  'adding-more-state',
  'handling-events',
  'creating-a-menubar',
  'creating-an-imagebrowser',
  'switching-between-views',
  'adding-a-searchbox',
  'filtering-images',
  'create-a-modaltip',
  'split-module',
  'click-to-slideshow',
  'loading-images',
] as const;
