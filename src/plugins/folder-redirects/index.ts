/**
 * Writes a static redirect page for every folder path of the current
 * locale's build that has no page of its own, to the first page under it
 * (src/lib/folderRedirects.ts). Sidebar pages come in sidebar order, so
 * `/api/Sdf2d/builtin/` leads to the first built-in of the sidebar.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {asLocale} from '../../data/site';
import {
  folderRedirects,
  readingOrder,
  redirectHtml,
} from '../../lib/folderRedirects';
import {buildSidebars, routeOfDocId} from '../../lib/sidebars';

/** Doc ids of a sidebar tree, in the order a reader meets them. */
function docIds(items: unknown): string[] {
  if (typeof items === 'string') {
    return [items];
  }
  if (Array.isArray(items)) {
    return items.flatMap(docIds);
  }
  if (items !== null && typeof items === 'object') {
    const item = items as {type?: string; id?: string; items?: unknown};
    if (item.type === 'doc' && item.id) {
      return [item.id];
    }
    return docIds(item.items);
  }
  return [];
}

function sidebarRoutes(sidebars: SidebarsConfig, baseUrl: string): string[] {
  return Object.values(sidebars)
    .flatMap(docIds)
    .map((id) => `${baseUrl}${routeOfDocId(id).slice(1)}`);
}

export default function folderRedirectsPlugin(context: LoadContext): Plugin {
  return {
    name: 'folder-redirects',
    async postBuild({routesPaths, outDir, baseUrl}) {
      const locale = asLocale(context.i18n.currentLocale);
      const order = readingOrder(
        routesPaths,
        sidebarRoutes(buildSidebars(locale), baseUrl),
      );
      await Promise.all(
        folderRedirects(order).map(async ({from, to}) => {
          const rel = from.slice(baseUrl.length);
          const file = path.join(outDir, rel, 'index.html');
          await fs.mkdir(path.dirname(file), {recursive: true});
          await fs.writeFile(file, redirectHtml(to), {flag: 'wx'});
        }),
      );
    },
  };
}
