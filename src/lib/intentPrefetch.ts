/**
 * Route code loads on intent only (CONTRIBUTING.md, Budgets): Docusaurus
 * gives every `@docusaurus/Link` that scrolls into view to
 * `window.docusaurus.prefetch`, so each page load fetched the code of every
 * navbar, footer, breadcrumb and pager target in sight (20–30 requests).
 * Pointing at, touching or focusing a link still calls `preload`, which
 * fetches the page's code before the click.
 */
export type RouteLoader = {
  readonly prefetch: (routePath: string) => false | Promise<void[]>;
  readonly preload: (routePath: string) => false | Promise<void[]>;
};

/**
 * The same loader whose `prefetch` (links in view) does nothing; `preload`
 * is kept. A new object: Docusaurus's own one is read-only.
 */
export function loadingOnIntentOnly(loader: RouteLoader): RouteLoader {
  return {...loader, prefetch: () => false};
}
