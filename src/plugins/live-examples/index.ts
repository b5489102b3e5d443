/**
 * Publishes the live examples' package (scripts/build-live.mjs writes it to
 * `.live/<hash>/` with `.live/manifest.json`): copies it into the build at
 * `live/<hash>/` below the site's base URL (once, with the default locale,
 * whose folder is the build's root) and tells the pages where it is through
 * global data (`base`, or `null` when there is none: `npm start`, or a
 * build without `npm run build:live`). Pages then show the picture alone
 * and say that the live example is not built.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {LIVE_FOLDER, LIVE_PLUGIN_NAME} from '../../data/liveExamples';

/** The plugin's global data (read by src/components/LiveExample). */
export type LiveExamplesData = {
  /** URL of the package's folder, ending in a slash, or null. */
  base: string | null;
};

type Manifest = {hash: string};

/** The package's folder and hash, when a complete one is there. */
export function readPackage(
  siteDir: string,
): {hash: string; dir: string} | undefined {
  const manifestFile = path.join(siteDir, '.live', 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    return undefined;
  }
  const {hash} = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const dir = path.join(siteDir, '.live', hash);
  return fs.existsSync(path.join(dir, 'index.html')) ? {hash, dir} : undefined;
}

export default function liveExamples(
  context: LoadContext,
): Plugin<LiveExamplesData> {
  const {siteDir, siteConfig, i18n} = context;
  // The package sits once at the site's root, below the default locale's
  // base URL (a Chinese build's own base URL is /zh/).
  const rootUrl =
    i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? siteConfig.baseUrl;
  // Only a production build copies the package; `npm start` serves none.
  const found =
    process.env.NODE_ENV === 'production' ? readPackage(siteDir) : undefined;
  return {
    name: LIVE_PLUGIN_NAME,
    async loadContent() {
      return {
        base: found ? `${rootUrl}${LIVE_FOLDER}/${found.hash}/` : null,
      };
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
    async postBuild({outDir}) {
      if (found && i18n.currentLocale === i18n.defaultLocale) {
        await fs.promises.cp(
          found.dir,
          path.join(outDir, LIVE_FOLDER, found.hash),
          {recursive: true},
        );
      }
    },
  };
}
