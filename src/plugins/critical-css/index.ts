/**
 * After the build of a locale, gives each page the stylesheet of its frame
 * before its first paint and the whole stylesheet after it (criticalCss.ts).
 * In Lighthouse's mobile run the one render-blocking stylesheet (22 KB
 * gzip) took two round trips before the first paint; its frame's part
 * takes one (CONTRIBUTING.md, Speed).
 *
 * Writes `assets/css/critical-<frame>.<hash>.css` beside the stylesheet
 * and rewrites the stylesheet link of every page that has one (each file
 * replaced at once, by a rename: the search plugin reads the pages at the
 * same time).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {LOCALE_CONFIGS} from '../../data/site';
import {
  criticalCssOf,
  emptyInventory,
  frameOf,
  STYLESHEET_LINK,
  stylesheetLinks,
  takeInventory,
  type Inventory,
} from './criticalCss';

/** A page that links the stylesheet. */
type StyledPage = {file: string; html: string; link: string; href: string};

/** Every HTML file under `dir`, except in the folders of `skip`. */
async function htmlFiles(
  dir: string,
  skip: ReadonlySet<string>,
): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(full)) {
        files.push(...(await htmlFiles(full, skip)));
      }
    } else if (entry.name.endsWith('.html')) {
      files.push(full);
    }
  }
  return files;
}

/** The build folders of the other locales inside this one's. */
function otherLocaleDirs(outDir: string, baseUrl: string): Set<string> {
  return new Set(
    Object.values(LOCALE_CONFIGS)
      .map((locale) => locale.baseUrl)
      .filter((other) => other !== baseUrl && other.startsWith(baseUrl))
      .map((other) => path.join(outDir, other.slice(baseUrl.length))),
  );
}

async function writeAtOnce(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, text);
  await fs.rename(temporary, file);
}

export default function criticalCssPlugin(): Plugin {
  return {
    name: 'makepad-book-critical-css',
    async postBuild({outDir, baseUrl}) {
      const skip = otherLocaleDirs(outDir, baseUrl);
      skip.add(path.join(outDir, 'assets'));
      const frames = new Map<
        string,
        {pages: StyledPage[]; inventory: Inventory}
      >();
      for (const file of await htmlFiles(outDir, skip)) {
        const html = await fs.readFile(file, 'utf8');
        const match = STYLESHEET_LINK.exec(html);
        if (match === null || !match[1]!.startsWith(`${baseUrl}assets/css/`)) {
          continue; // a redirect page, a live example's own host page
        }
        const frameName = frameOf(html);
        const frame = frames.get(frameName) ?? {
          pages: [],
          inventory: emptyInventory(),
        };
        frames.set(frameName, frame);
        takeInventory(html, frame.inventory);
        frame.pages.push({file, html, link: match[0], href: match[1]!});
      }
      /** Each stylesheet's cutter, made once (its parse) for every frame. */
      const cutters = new Map<string, (inventory: Inventory) => string>();
      for (const [frameName, {pages, inventory}] of frames) {
        // Pages of one build link one stylesheet; each is split on its own.
        const byHref = new Map<string, StyledPage[]>();
        for (const page of pages) {
          byHref.set(page.href, [...(byHref.get(page.href) ?? []), page]);
        }
        for (const [href, linking] of byHref) {
          const fullFile = path.join(outDir, href.slice(baseUrl.length));
          if (!cutters.has(fullFile)) {
            cutters.set(
              fullFile,
              criticalCssOf(await fs.readFile(fullFile, 'utf8')),
            );
          }
          const css = cutters.get(fullFile)!(inventory);
          const hash = createHash('sha256')
            .update(css)
            .digest('hex')
            .slice(0, 8);
          const name = `critical-${frameName}.${hash}.css`;
          await fs.writeFile(path.join(path.dirname(fullFile), name), css);
          const links = stylesheetLinks(
            `${href.slice(0, href.lastIndexOf('/') + 1)}${name}`,
            href,
          );
          await Promise.all(
            linking.map((page) =>
              writeAtOnce(page.file, page.html.replace(page.link, links)),
            ),
          );
        }
      }
    },
  };
}
