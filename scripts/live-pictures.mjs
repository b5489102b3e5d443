#!/usr/bin/env node
/**
 * The pictures of the live apps other than the widget gallery (the image
 * viewer tutorial's app), drawn by the live build itself: the native build
 * against the kit cannot draw them, as the kit's Chinese fonts are
 * placeholders (../shared/makepad-1.0/README.md), while the live package
 * carries the real ones (scripts/build-live.mjs). Each app of
 * LIVE_APP_PICTURES is started from `.live/` in Debian's Chromium at its
 * picture's size, read once two captures in a row agree (its images load
 * after its first frame), and compared with static/img/live/<app>.png.
 *
 *   npm run live:pictures               report the pictures that changed
 *   npm run live:pictures -- --update   write new and changed pictures
 *
 * Needs `npm run build:live` first. Exits 1 when a picture is missing or
 * changed (without --update) or when an app does not start.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createRequire} from 'node:module';
import createJiti from 'jiti';
import {chromium} from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const jiti = createJiti(fileURLToPath(import.meta.url));
/** @type {typeof import('../src/data/liveExamples')} */
const live = jiti('../src/data/liveExamples.ts');
/** @type {typeof import('./lib/images/png')} */
const png = jiti('./lib/images/png.ts');
/** @type {typeof import('./lib/images/imageDiff')} */
const imageDiff = jiti('./lib/images/imageDiff.ts');
/** @type {typeof import('./lib/images/committedPicture')} */
const committed = jiti('./lib/images/committedPicture.ts');
/** @type {typeof import('../tests/e2e/site')} */
const {CHROMIUM_LAUNCH} = jiti('../tests/e2e/site.ts');
const {startServer} = require('./serve-static.cjs');

/** Captures a second apart until two agree, at most this many. */
const MAX_CAPTURES = 20;

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(
    [
      'Usage: npm run live:pictures [-- --update]',
      'Starts each live app other than the widget gallery from .live/ in',
      `Chromium and compares it with static${live.LIVE_APP_PICTURE_PREFIX}<app>.png;`,
      '--update writes new and changed pictures. Run npm run build:live first.',
    ].join('\n'),
  );
  process.exit(0);
}
const update = args.includes('--update');

const manifestFile = path.join(root, '.live', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(
    'live-pictures: no .live/manifest.json: run npm run build:live',
  );
  process.exit(1);
}
const {hash} = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const server = await startServer({root: path.join(root, '.live', hash)});
const {port} = server.address();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const out = path.join(root, 'static', live.LIVE_APP_PICTURE_PREFIX);
fs.mkdirSync(out, {recursive: true});
let failed = 0;
try {
  for (const [app, size] of Object.entries(live.LIVE_APP_PICTURES)) {
    const page = await browser.newPage({viewport: size});
    await page.goto(`http://127.0.0.1:${port}/index.html?app=${app}`);
    // Makepad's runtime removes its loader once it has drawn.
    await page.waitForSelector('.canvas_loader', {
      state: 'detached',
      timeout: 60_000,
    });
    let previous;
    let picture;
    for (let capture = 0; capture < MAX_CAPTURES; capture += 1) {
      await page.waitForTimeout(1000);
      const shot = png.decodePng(await page.screenshot());
      if (previous && imageDiff.comparePictures(previous, shot).ok) {
        picture = shot;
        break;
      }
      previous = shot;
    }
    await page.close();
    const file = path.join(out, `${app}.png`);
    if (!picture) {
      failed += 1;
      console.error(`  FAIL  ${app}: no two captures in a row agree`);
      continue;
    }
    if (
      committed.settlePicture(
        file,
        picture,
        committed.statusOf(file, picture),
        update,
        root,
      )
    ) {
      failed += 1;
    }
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(failed > 0 ? 1 : 0);
