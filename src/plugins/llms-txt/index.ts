/**
 * For AI readers (llms.txt, https://llmstxt.org), per locale, at build time:
 * `llms.txt` (title, summary, one section of links per part of the site),
 * `llms-full.txt` (every page's Markdown in sidebar order) and a Markdown
 * copy of each page at its URL plus `.md` (`index.html.md` for URLs ending
 * in a slash). The Markdown comes from the page sources, with listings,
 * tabs and the site's MDX components rendered by src/lib/markdownExport.ts
 * (widget tables by src/lib/widgetFacts.ts, as on the pages).
 */
import {readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {
  llmsTxt,
  markdownPath,
  pageToMarkdown,
  type LlmsLink,
  type LlmsSection,
} from '../../lib/markdownExport';
import {factTableToMarkdown} from '../../lib/widgetFacts';
import {
  localeOfFile,
  tableSource,
  type Options as WidgetFactsOptions,
} from '../remark-widget-facts';
import {
  apiTableSource,
  type Options as ApiFactsOptions,
} from '../remark-api-facts';

export type Options = {
  /** Absolute path of the listings folder. */
  listingsRoot: string;
  /** Route of the weekly reports (the blog plugin's routeBasePath). */
  weeklyPath: string;
  /** Sidebars whose pages go to the llms.txt `Optional` section. */
  optionalCategories: readonly string[];
  /** The widget reference's data folders (`<WidgetFacts>` tables). */
  widgetFacts: WidgetFactsOptions;
  /** The App and events reference's data folders (`<ApiFacts>` tables). */
  apiFacts: ApiFactsOptions;
};

type Doc = DocsContent['loadedVersions'][number]['docs'][number];
type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
};

/** One page to export, in reading order. */
type Page = {
  permalink: string;
  title: string;
  description?: string;
  /** Absolute path of the source file. */
  file: string;
  /** Source path relative to its content folder (for link resolution). */
  relative: string;
  section: string;
  optional: boolean;
  /** Doc id, for docs. */
  id?: string;
};

function docIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' && item.id ? [item.id] : []),
    ...docIds(item.items ?? []),
  ]);
}

/** Reading order of a sidebar: each top-level category becomes a section. */
function sidebarSections(
  name: string,
  items: readonly SidebarItem[],
): {section: string; ids: string[]}[] {
  const loose = items.filter((item) => item.type !== 'category');
  const groups = items.filter((item) => item.type === 'category');
  return [
    {section: name, ids: docIds(loose)},
    ...groups.map((group) => ({
      section: `${name}: ${group.label ?? ''}`,
      ids: docIds(group.items ?? []),
    })),
  ].filter((entry) => entry.ids.length > 0);
}

function absoluteSource(siteDir: string, source: string): string {
  return path.join(siteDir, source.replace(/^@site\//, ''));
}

function relativeToContent(file: string): string {
  return file
    .replace(/\\/g, '/')
    .replace(
      /^.*?\/(docs|blog|docusaurus-plugin-content-(docs\/current|blog))\//,
      '',
    );
}

export default function llmsTxtPlugin(
  context: LoadContext,
  options: Options,
): Plugin {
  const {siteDir, siteConfig, baseUrl} = context;
  /** File of a page's Markdown copy inside the locale's output folder. */
  const outFile = (outDir: string, permalink: string) =>
    path.join(outDir, markdownPath(permalink).slice(baseUrl.length - 1));
  let pages: Page[] = [];
  let weekly = {title: 'Weekly', permalink: '/weekly/'};

  return {
    name: 'llms-txt',

    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']
        ?.default as DocsContent | undefined;
      const blogContent = allContent['docusaurus-plugin-content-blog']
        ?.default as BlogContent | undefined;
      const version = docsContent?.loadedVersions[0];
      if (!version || !blogContent) {
        throw new Error('llms-txt: the docs or blog plugin has no content.');
      }
      const byId = new Map<string, Doc>(
        version.docs.map((doc) => [doc.id, doc]),
      );
      const navbarItems = (
        siteConfig.themeConfig as {
          navbar?: {items?: {label?: string; activeBasePath?: string}[]};
        }
      ).navbar?.items;
      /** Label of the navbar item whose section holds `permalink`. */
      const navLabel = (permalink: string): string | undefined =>
        navbarItems?.find(
          (item) =>
            item.activeBasePath !== undefined &&
            permalink.startsWith(
              `${baseUrl}${item.activeBasePath.replace(/^\//, '')}`,
            ),
        )?.label;

      const docPages: Page[] = [];
      for (const [name, items] of Object.entries(version.sidebars)) {
        const first = byId.get(docIds(items as SidebarItem[])[0] ?? '');
        // A sidebar is named after its navbar item, or its only page.
        const label =
          (first && navLabel(first.permalink)) ?? first?.title ?? name;
        for (const {section, ids} of sidebarSections(
          label,
          items as SidebarItem[],
        )) {
          for (const id of ids) {
            const doc = byId.get(id);
            if (!doc) continue;
            const file = absoluteSource(siteDir, doc.source);
            docPages.push({
              id,
              permalink: doc.permalink,
              title: doc.title,
              description: doc.description,
              file,
              relative: relativeToContent(file),
              section,
              optional: options.optionalCategories.some((category) =>
                id.startsWith(category),
              ),
            });
          }
        }
      }
      const blogPages: Page[] = blogContent.blogPosts.map((post) => {
        const file = absoluteSource(siteDir, post.metadata.source);
        return {
          permalink: post.metadata.permalink,
          title: post.metadata.title,
          description: post.metadata.description,
          file,
          relative: relativeToContent(file),
          section: navLabel(post.metadata.permalink) ?? 'Weekly',
          optional: false,
        };
      });
      pages = [...docPages, ...blogPages];
      const weeklyPermalink = `${baseUrl}${options.weeklyPath.replace(/^\/|\/$/g, '')}/`;
      weekly = {
        title: navLabel(weeklyPermalink) ?? 'Weekly',
        permalink: weeklyPermalink,
      };
    },

    async postBuild({outDir}) {
      const byRelative = new Map(pages.map((page) => [page.relative, page]));
      const origin = siteConfig.url.replace(/\/$/, '');
      const fullText: string[] = [];
      const sections = new Map<string, LlmsSection>();
      const optional: LlmsLink[] = [];
      const linkOf = (page: Page): LlmsLink => ({
        title: page.title,
        url: `${origin}${markdownPath(page.permalink)}`,
        description: page.description,
      });
      const bullet = (link: LlmsLink) =>
        `- [${link.title}](${link.url})${
          link.description ? `: ${link.description}` : ''
        }`;
      // The API overview page renders its list with React; its Markdown
      // copy lists the same pages.
      const apiOverview = pages
        .filter(
          (page) => page.id?.startsWith('api/') && page.id !== 'api/index',
        )
        .map((page) => bullet(linkOf(page)))
        .join('\n');

      const widgetTable = tableSource(options.widgetFacts);
      const apiTable = apiTableSource(options.apiFacts);
      for (const page of pages) {
        const source = await fs.readFile(page.file, 'utf8');
        const locale = localeOfFile(page.file);
        const markdown = pageToMarkdown(source, {
          title: page.title,
          description: page.description,
          apiOverview,
          widgetFacts: (of, part) =>
            factTableToMarkdown(widgetTable(of, part, locale)),
          apiFacts: (of) => factTableToMarkdown(apiTable(of, locale)),
          readListing: (file) =>
            readFileSync(path.join(options.listingsRoot, file), 'utf8'),
          resolveLink: (href) => {
            const [target = ''] = href.split('#');
            const anchor = href.slice(target.length);
            const resolved = path.posix.normalize(
              path.posix.join(path.posix.dirname(page.relative), target),
            );
            const found = byRelative.get(resolved);
            return found ? `${found.permalink}${anchor}` : undefined;
          },
        });
        const target = outFile(outDir, page.permalink);
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, markdown);
        fullText.push(markdown);

        const link = linkOf(page);
        if (page.optional) {
          optional.push(link);
        } else {
          const section = sections.get(page.section) ?? {
            name: page.section,
            links: [],
          };
          section.links.push(link);
          sections.set(page.section, section);
        }
      }
      const index = llmsTxt(siteConfig.title, siteConfig.tagline, [
        ...sections.values(),
        {name: 'Optional', links: optional},
      ]);
      await fs.writeFile(path.join(outDir, 'llms.txt'), index);
      // The home page and the weekly overview are React pages: their
      // Markdown copies are the index and the list of reports.
      await fs.writeFile(outFile(outDir, baseUrl), index);
      const reports = pages
        .filter((page) => page.permalink.startsWith(weekly.permalink))
        .map((page) => bullet(linkOf(page)));
      const weeklyFile = outFile(outDir, weekly.permalink);
      await fs.mkdir(path.dirname(weeklyFile), {recursive: true});
      await fs.writeFile(
        weeklyFile,
        `# ${weekly.title}\n\n${reports.join('\n')}\n`,
      );
      await fs.writeFile(
        path.join(outDir, 'llms-full.txt'),
        fullText.join('\n---\n\n'),
      );
    },
  };
}
