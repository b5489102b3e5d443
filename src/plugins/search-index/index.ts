/**
 * @easyops-cn/docusaurus-search-local, with a smaller search index.
 *
 * The plugin builds the index (titles, headings, descriptions and section
 * text, Chinese split into words by jieba) and provides the worker that
 * searches it in the browser. Its options already leave out code block
 * bodies and link lists (SEARCH_IGNORED_SELECTORS). This wrapper then
 * rewrites each index file the plugin wrote, in the same format, through
 * compactSearchIndex (src/lib/search/compactIndex.ts): sections are kept
 * as their leads plus the code identifiers they mention.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {
  compactSearchIndex,
  type IndexPart,
} from '../../lib/search/compactIndex';
import {SEARCH_SNIPPET_LENGTH} from '../../data/search';

/** The plugin's entry point (its typings declare only its options). */
type SearchLocalModule = {
  default: (context: LoadContext, options: PluginOptions) => Plugin<unknown>;
  validateOptions: (
    context: OptionValidationContext<PluginOptions, PluginOptions>,
  ) => PluginOptions;
};

// eslint-disable-next-line @typescript-eslint/no-require-imports -- see SearchLocalModule
const searchLocal: SearchLocalModule = require('@easyops-cn/docusaurus-search-local');

/** Decimals kept in the index's scores. */
const SCORE_DECIMALS = 1;

/** Index files the plugin writes into a locale's output folder. */
const INDEX_FILE = /^search-index.*\.json$/;

export async function compactIndexFiles(outDir: string): Promise<void> {
  const names = (await fs.readdir(outDir)).filter((name) =>
    INDEX_FILE.test(name),
  );
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(outDir, name);
      const parts = JSON.parse(await fs.readFile(file, 'utf8')) as IndexPart[];
      const compact = compactSearchIndex(parts, {
        leadColumns: SEARCH_SNIPPET_LENGTH,
        scoreDecimals: SCORE_DECIMALS,
      });
      await fs.writeFile(file, JSON.stringify(compact));
    }),
  );
}

export default function searchIndex(
  context: LoadContext,
  options: PluginOptions,
): Plugin<unknown> {
  const plugin = searchLocal.default(context, options);
  const {postBuild} = plugin;
  return {
    ...plugin,
    async postBuild(props) {
      await postBuild?.call(plugin, props);
      await compactIndexFiles(props.outDir);
    },
  };
}

export function validateOptions(
  context: OptionValidationContext<PluginOptions, PluginOptions>,
): PluginOptions {
  return searchLocal.validateOptions(context);
}
