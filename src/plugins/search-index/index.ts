/**
 * @easyops-cn/docusaurus-search-local, writing the site's own search index
 * (CONTRIBUTING.md, Search).
 *
 * The plugin parses every built page after the build: titles, descriptions,
 * headings and section texts (without code block bodies and the other parts
 * of SEARCH_IGNORED_SELECTORS), Chinese split into words by jieba, and
 * writes them with a lunr index. This wrapper then replaces that file with
 * the site's index (src/lib/search/indexFormat.ts): a small core fetched
 * when the browser is idle, and the positions and texts the worker fetches
 * as queries need them, in a folder named after their content
 * (`search-parts/<hash>/`). The sections of a built page that hold a
 * generated table of facts are marked as reference sections
 * (referenceAnchors), where names in code are defined. Routes the plugin
 * leaves out of its index (the
 * home page and the weekly overview, and any other page that is not a doc
 * or a report), but for SEARCH_IGNORED_ROUTES, are parsed by a second
 * instance that reads them as plain pages.
 *
 * The core's URL carries a hash of the Markdown sources and the index
 * format (`search-index.json?_=<hash>`), given to the browser as the
 * plugin's global data (SearchIndexData); the parts are named by content.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {buildSearchIndex} from '../../lib/search/buildIndex';
import {
  INDEX_FORMAT,
  positionsFile,
  textFile,
} from '../../lib/search/indexFormat';
import {
  referenceAnchors,
  sourcePages,
  type PluginIndexPart,
  type SourcePage,
} from '../../lib/search/pluginIndex';
import {
  SEARCH_IGNORED_ROUTES,
  SEARCH_INDEX_FILE,
  SEARCH_PARTS_FOLDER,
  SEARCH_POSITIONS_FILE_CHARS,
  type SearchIndexData,
} from '../../data/search';

/** The plugin's entry point (its typings declare only its options). */
type SearchLocalModule = {
  default: (context: LoadContext, options: PluginOptions) => Plugin<unknown>;
  validateOptions: (
    context: OptionValidationContext<PluginOptions, PluginOptions>,
  ) => PluginOptions;
};

// eslint-disable-next-line @typescript-eslint/no-require-imports -- see SearchLocalModule
const searchLocal: SearchLocalModule = require('@easyops-cn/docusaurus-search-local');

type PostBuildProps = Parameters<NonNullable<Plugin<unknown>['postBuild']>>[0];

/** Files under `dir`, recursively, sorted. */
function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** Hash of the index format and the sources of the pages (the core's URL changes with them). */
export function sourceHash(dirs: string[]): string {
  const hash = crypto.createHash('sha256');
  hash.update(`format ${INDEX_FORMAT}\n`);
  for (const file of dirs.flatMap(filesUnder)) {
    hash.update(file);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

async function readPluginIndex(outDir: string): Promise<PluginIndexPart[]> {
  return JSON.parse(
    await fs.readFile(path.join(outDir, SEARCH_INDEX_FILE), 'utf8'),
  ) as PluginIndexPart[];
}

/** A route of the locale without its base URL and trailing slash (`''` for the home page). */
function localRoute(route: string, baseUrl: string): string {
  return route.slice(baseUrl.length).replace(/\/$/, '');
}

/** The built HTML of a page of the locale, or '' when there is none. */
async function builtPage(
  outDir: string,
  url: string,
  baseUrl: string,
): Promise<string> {
  const route = localRoute(url, baseUrl);
  for (const file of [
    path.join(outDir, route, 'index.html'),
    path.join(outDir, `${route}.html`),
  ]) {
    try {
      return await fs.readFile(file, 'utf8');
    } catch {
      // The other form, or no page.
    }
  }
  return '';
}

/** Marks the sections of `page` that hold a table of facts (referenceAnchors). */
async function markReferences(
  page: SourcePage,
  outDir: string,
  baseUrl: string,
): Promise<void> {
  const html = await builtPage(outDir, page.url, baseUrl);
  if (!html.includes('data-facts=')) {
    return;
  }
  const anchors = referenceAnchors(html);
  for (const section of page.sections) {
    if (anchors.has(section.anchor)) {
      section.reference = true;
    }
  }
}

/** Writes the site's index files into a locale's output folder from the plugin's files. */
export async function writeSiteIndex(
  outDir: string,
  pluginFiles: PluginIndexPart[][],
  baseUrl = '/',
): Promise<void> {
  // A page without a title is no page a reader looks for (a redirect).
  const pages = sourcePages(pluginFiles)
    .filter((page) => page.title.text.trim())
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  await Promise.all(pages.map((page) => markReferences(page, outDir, baseUrl)));
  const draft = buildSearchIndex(pages, {
    parts: '',
    shardChars: SEARCH_POSITIONS_FILE_CHARS,
  });
  const content = crypto.createHash('sha256');
  content.update(JSON.stringify(draft));
  const folder = `${SEARCH_PARTS_FOLDER}/${content.digest('hex').slice(0, 10)}/`;
  const built = {...draft, core: {...draft.core, parts: folder}};
  const partsDir = path.join(outDir, folder);
  await fs.rm(path.join(outDir, SEARCH_PARTS_FOLDER), {
    recursive: true,
    force: true,
  });
  await fs.mkdir(partsDir, {recursive: true});
  await Promise.all([
    fs.writeFile(
      path.join(outDir, SEARCH_INDEX_FILE),
      JSON.stringify(built.core),
    ),
    ...built.positions.map((text, shard) =>
      fs.writeFile(path.join(partsDir, positionsFile(shard)), text),
    ),
    ...built.texts.map((texts, page) =>
      fs.writeFile(path.join(partsDir, textFile(page)), JSON.stringify(texts)),
    ),
  ]);
}

export default function searchIndex(
  context: LoadContext,
  options: PluginOptions,
): Plugin<unknown> {
  const plugin = searchLocal.default(context, options);
  // The same parser, for pages the plugin leaves out: read as plain pages.
  const extra = searchLocal.default(context, {
    ...options,
    indexDocs: false,
    indexBlog: false,
    indexPages: true,
    ignoreFiles: [],
  });
  const hash = sourceHash(
    [options.docsDir ?? [], options.blogDir ?? []]
      .flat()
      .map((dir) => path.resolve(context.siteDir, dir)),
  );
  const data: SearchIndexData = {indexUrl: `${SEARCH_INDEX_FILE}?_=${hash}`};
  const {contentLoaded, postBuild} = plugin;
  return {
    ...plugin,
    async contentLoaded(args) {
      await contentLoaded?.call(plugin, args);
      args.actions.setGlobalData(data);
    },
    async postBuild(props: PostBuildProps) {
      await postBuild?.call(plugin, props);
      const main = await readPluginIndex(props.outDir);
      await fs.rm(path.join(props.outDir, SEARCH_INDEX_FILE));
      const indexed = new Set(main[0]?.documents.map((doc) => doc.u));
      const extraRoutes = props.routesPaths.filter(
        (route) =>
          !indexed.has(route) &&
          !SEARCH_IGNORED_ROUTES.some((ignored) =>
            ignored.test(localRoute(route, props.baseUrl)),
          ),
      );
      if (extraRoutes.length > 0) {
        await extra.postBuild?.call(extra, {
          ...props,
          routesPaths: extraRoutes,
        });
      }
      const others = await readPluginIndex(props.outDir).catch(() => []);
      await writeSiteIndex(props.outDir, [main, others], props.baseUrl);
    },
  };
}

export function validateOptions(
  context: OptionValidationContext<PluginOptions, PluginOptions>,
): PluginOptions {
  return searchLocal.validateOptions(context);
}
