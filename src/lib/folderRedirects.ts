/**
 * Folder paths that have no page of their own (`/api/Sdf2d/`,
 * `/zh/guide/quick-start/image-viewer-app/`) lead to the first page under
 * them, so a reader who shortens a URL or follows a sidebar group's path
 * lands on a page instead of a 404.
 */

export type FolderRedirect = {readonly from: string; readonly to: string};

/** The folders above `route`: `/a/b/c` → `/a/`, `/a/b/`. */
export function parentFolders(route: string): string[] {
  const segments = route.split('/').filter(Boolean);
  return segments
    .slice(0, -1)
    .map((_, i) => `/${segments.slice(0, i + 1).join('/')}/`);
}

/**
 * For every folder that is not itself a route, a redirect to the first
 * route under it. `routes` are in reading order (the first route under a
 * folder is the one a reader meets first), all with the same base.
 */
export function folderRedirects(routes: readonly string[]): FolderRedirect[] {
  // `/weekly/tags` is the page of the folder `/weekly/tags/` as well.
  const pages = new Set(routes.map((route) => route.replace(/\/?$/, '/')));
  const found = new Map<string, string>();
  for (const route of routes) {
    for (const folder of parentFolders(route)) {
      if (!pages.has(folder) && !found.has(folder)) {
        found.set(folder, route);
      }
    }
  }
  return [...found].map(([from, to]) => ({from, to}));
}

/**
 * Reading order of a build's routes: the pages of the sidebars in sidebar
 * order first, then the other routes newest first (reverse path order, so
 * `/weekly/makepad/20250518` comes before `/weekly/makepad/20250421`).
 */
export function readingOrder(
  routes: readonly string[],
  sidebarOrder: readonly string[],
): string[] {
  const present = new Set(routes);
  const inSidebar = sidebarOrder.filter((route) => present.has(route));
  const listed = new Set(inSidebar);
  const others = routes
    .filter((route) => !listed.has(route))
    .sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  return [...inSidebar, ...others];
}

/** A static page that sends the browser on to `to`, query and hash kept. */
export function redirectHtml(to: string): string {
  const target = JSON.stringify(to);
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${to}">
    <link rel="canonical" href="${to}" />
  </head>
  <script>
    window.location.href = ${target} + window.location.search + window.location.hash;
  </script>
</html>
`;
}
