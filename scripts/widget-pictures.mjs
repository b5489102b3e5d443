#!/usr/bin/env node
/**
 * The pictures of the widget reference, drawn by Makepad 1.0 itself: builds
 * and checks listings/widget-gallery (`npm run test:examples --
 * widget-gallery`), starts Xvfb, runs the gallery once per example (a window
 * of exactly the example's SIZE, in the default dark theme: the light theme
 * of 1.0.0 panics at start-up) and reads the window back once two captures
 * in a row agree (tests/previews/makepad.ts, shared with the Sdf2d preview
 * proof). Each picture is compared with the committed one in
 * static/img/widgets/<page>.png.
 *
 *   npm run widgets:pictures                  report the pictures that changed
 *   npm run widgets:pictures -- --update      write new and changed pictures
 *   npm run widgets:pictures -- slider dock   only these examples
 *
 * Exits 1 when a picture is missing or changed (without --update) or when an
 * example draws nothing. Needs what test:previews needs (MAINTAINERS.md): Xvfb, xwd,
 * xwininfo, Mesa and the libraries Makepad links.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url));
/** @type {typeof import('../tests/previews/makepad')} */
const makepad = jiti('../tests/previews/makepad.ts');
/** @type {typeof import('./lib/images/committedPicture')} */
const committed = jiti('./lib/images/committedPicture.ts');

const CRATE = 'widget-gallery';
const OUT = path.join(root, 'static', 'img', 'widgets');
const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(
    [
      'Usage: npm run widgets:pictures [-- --update] [example ...]',
      'Renders the widget-gallery examples with Makepad under Xvfb and compares',
      'them with static/img/widgets; --update writes new and changed pictures.',
    ].join('\n'),
  );
  process.exit(0);
}
const update = args.includes('--update');
const only = args.filter((arg) => !arg.startsWith('--'));

// The example check builds the gallery (scripts/test-examples.mjs) and
// says where cargo put its program for this folder.
const executablesFile = path.join(
  fs.mkdtempSync(path.join(os.tmpdir(), 'widget-pictures-')),
  'executables.json',
);
const check = spawnSync(
  process.execPath,
  [
    path.join(root, 'scripts', 'test-examples.mjs'),
    '--executables',
    executablesFile,
    CRATE,
  ],
  {stdio: 'inherit'},
);
if (check.status !== 0) {
  process.exit(check.status ?? 1);
}
const binary = JSON.parse(fs.readFileSync(executablesFile, 'utf8'))[CRATE];

// `--list`: name, page slug, widget and size of every example.
const examples = spawnSync(binary, ['--list'], {encoding: 'utf8'})
  .stdout.trim()
  .split('\n')
  .map((line) => line.split('\t'))
  .map(([name, page, , , flag]) => ({
    crate: CRATE,
    name,
    page,
    flag: flag === 'animated' ? 'animated' : 'exact',
  }))
  .filter(
    ({name, page}) =>
      only.length === 0 || only.includes(name) || only.includes(page),
  );

/**
 * Pages whose example draws an overlay over its app. Modal, Tooltip and
 * PopupNotification of Makepad 1.0 cover the window with a see-through quad
 * whose pixel shader returns a constant (widgets/src/modal.rs:22-37,
 * tooltip.rs:23-27, popup_notification.rs:22-26), drawn after the app
 * (draw/src/overlay.rs:66-70). Mesa's llvmpipe fills such a quad with
 * opaque white on its linear rasteriser, so the app under it was lost and
 * the overlay stood on white. With that path off (LP_PERF=no_rast_linear,
 * Mesa's llvmpipe lp_screen.c) llvmpipe draws these the way Chromium's
 * WebGL does, greys included: the theme's 0.3 grey is 76 of 255 here,
 * where the other pictures have 23. The other examples keep the linear
 * rasteriser: without it llvmpipe drew none of their SVG icons.
 */
const OVERLAY_PAGES = new Set(['modal', 'tooltip', 'popup-notification']);

fs.mkdirSync(OUT, {recursive: true});
const server = await makepad.XServer.start('1280x1024');
let failed = 0;
try {
  for (const example of examples) {
    const file = path.join(OUT, `${example.page}.png`);
    let picture;
    try {
      picture = await makepad.renderExample(server, binary, example, {
        env: OVERLAY_PAGES.has(example.page) ? {LP_PERF: 'no_rast_linear'} : {},
      });
    } catch (error) {
      failed += 1;
      console.error(`  FAIL  ${example.name}: ${error.message}`);
      continue;
    }
    // A moving example's frames differ: its committed picture stays.
    const status =
      example.flag === 'animated' && fs.existsSync(file)
        ? 'animated'
        : committed.statusOf(file, picture);
    if (committed.settlePicture(file, picture, status, update, root)) {
      failed += 1;
    }
  }
} finally {
  await server.stop();
}
console.log(
  `==> ${examples.length} pictures, ${failed} ${update ? 'failed' : 'missing, changed or failed'}`,
);
process.exit(failed > 0 ? 1 : 0);
