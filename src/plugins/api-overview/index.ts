/**
 * Builds the data of the API overview page at build time, from the pages of
 * the `/api/` section in the current locale: their titles, their groups
 * (folders) and their level-2 headings, in sidebar order. The overview page
 * imports the result as `@generated/api-overview/default/overview.json`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {
  groupPages,
  markdownHeadings,
  type OverviewPage,
} from '../../lib/apiOverview';

/** Docs folder of the section, and the doc that is the overview itself. */
const SECTION = 'api';
const OVERVIEW_DOC_ID = 'api/index';

type Doc = LoadedContent['loadedVersions'][number]['docs'][number];
type SidebarNode = {type: string; id?: string; items?: SidebarNode[]};

function docIdsInOrder(nodes: SidebarNode[]): string[] {
  return nodes.flatMap((node) => [
    ...(node.type === 'doc' && node.id ? [node.id] : []),
    ...docIdsInOrder(node.items ?? []),
  ]);
}

async function pageOf(siteDir: string, doc: Doc): Promise<OverviewPage> {
  const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
  const source = await fs.readFile(file, 'utf8');
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const folder = path.posix.dirname(doc.id).split('/').slice(1);
  const keywords = (doc.frontMatter.keywords ?? []).filter(
    (keyword): keyword is string => typeof keyword === 'string',
  );
  return {
    link: doc.permalink,
    title: doc.title,
    groupPath: folder,
    headers: markdownHeadings(body, createSlugger()),
    ...(doc.description ? {description: doc.description} : {}),
    ...(keywords.length > 0 ? {keywords} : {}),
  };
}

export default function apiOverviewPlugin(context: LoadContext): Plugin {
  return {
    name: 'api-overview',
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']
        ?.default as LoadedContent | undefined;
      const version = docsContent?.loadedVersions[0];
      if (!version) {
        throw new Error('api-overview: the docs plugin has no content.');
      }
      const order = docIdsInOrder(
        (version.sidebars[SECTION] ?? []) as SidebarNode[],
      );
      const rank = (doc: Doc) => {
        const index = order.indexOf(doc.id);
        return index === -1 ? order.length : index;
      };
      const docs = version.docs
        .filter(
          (doc) =>
            doc.id.startsWith(`${SECTION}/`) && doc.id !== OVERVIEW_DOC_ID,
        )
        .sort((a, b) => rank(a) - rank(b));
      const pages = await Promise.all(
        docs.map((doc) => pageOf(context.siteDir, doc)),
      );
      await actions.createData(
        'overview.json',
        JSON.stringify(groupPages(pages)),
      );
    },
  };
}
