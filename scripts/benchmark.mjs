#!/usr/bin/env node
/**
 * `npm run benchmark`: measures the site and writes bench/report.md and
 * bench/report.json, each figure beside its budget (CONTRIBUTING.md,
 * Budgets). It is not part of `npm test`: it takes minutes and its figures
 * depend on the machine. Nothing here fails on a missed budget; the report
 * marks it.
 *
 *   npm run benchmark                    builds cold and warm, then measures
 *   npm run benchmark -- --skip-build    measures the existing build/
 *   npm run benchmark -- --runs 1        Lighthouse runs per page and device
 *   npm run benchmark -- --devices mobile
 *   npm run benchmark -- --no-lighthouse
 *   npm run benchmark -- --floor         also builds a bare Docusaurus site
 *                                        (scripts/bare-site.mjs) and sets its
 *                                        scripts beside the book's
 *   npm run benchmark -- --rspress ../rspress-book --pairs 4
 *                                        also builds the Rspress Makepad book
 *                                        (a clone of
 *                                        Project-Robius-China/makepad-book
 *                                        with its packages installed; see
 *                                        MAINTAINERS.md, Speed), each cold
 *                                        build of ours followed by one of its,
 *                                        and runs Lighthouse on its page of
 *                                        each type beside ours (with
 *                                        --skip-build, on its doc_build/)
 *   npm run benchmark -- --skip-build --dir old-build --out bench/old
 *   npm run benchmark -- --skip-build --against ../old-build --devices mobile
 *                                        runs Lighthouse on another build of
 *                                        the book (an earlier commit's
 *                                        build/, both locales) beside this
 *                                        one, their runs interleaved: a
 *                                        before/after comparison on one
 *                                        machine at one time
 *
 * Figures: cold and warm build of both locales (wall time, CPU time and
 * peak memory of the whole process tree; with --rspress, the same for the
 * Rspress book and the ratio of the CPU times), the time per phase and
 * locale of the last cold build (Docusaurus's performance log), and the
 * time from `docusaurus start` to its first page; per page type, the JavaScript, CSS and HTML a
 * first load fetches (gzip) and the requests made after the load event;
 * the search index of each locale (the core beside its budget, the files
 * searches fetch); keystroke → results in the search panel for a page's
 * first search and for warm searches;
 * the live examples (scripts/build-live.mjs): the package's WebAssembly
 * and what "Run it" fetches (raw and gzip), and the time from "Run it" to
 * the first frame (median of three, a fresh browser context each);
 * Lighthouse mobile and desktop medians (the four categories' scores, the
 * paint, blocking and layout-shift metrics, JavaScript boot-up and
 * main-thread work); with --floor, the main script
 * and each page type's first-load JavaScript of a bare Docusaurus site
 * with the same routes (scripts/bare-site.mjs) beside the book's.
 * Chromium is Debian's (`CHROMIUM_PATH`, default /usr/bin/chromium).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import zlib from 'node:zlib';
import createJiti from 'jiti';
import lighthouse, {desktopConfig} from 'lighthouse';
import {chromium} from 'playwright-core';
import {buildBareSite} from './bare-site.mjs';
import {startServer} from './serve-static.cjs';

const jiti = createJiti(fileURLToPath(import.meta.url));
/** @type {typeof import('./benchmark/profile')} */
const {buildProfile} = jiti('./benchmark/profile.ts');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const valueOf = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
/** `--dir` measures another build (for a before/after comparison). */
const BUILD_DIR = path.resolve(ROOT, valueOf('--dir') ?? 'build');
/** Each locale and its build folder. */
const LOCALE_BUILDS = [
  ['en', BUILD_DIR],
  ['zh', path.join(BUILD_DIR, 'zh')],
];
/** `--out` writes the report elsewhere (default bench/). */
const REPORT_DIR = path.resolve(ROOT, valueOf('--out') ?? 'bench');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The budgets of CONTRIBUTING.md, "Budgets". */
const BUDGETS = {
  coldBuildSeconds: {max: 35},
  // Issue 22: no more CPU than the Rspress Makepad book's build.
  buildCpuRatio: {max: 1},
  buildPeakMb: {max: 1300},
  firstLoadJsKb: {max: 110},
  lighthouseMobilePerformance: {min: 95},
  lighthouseOther: {min: 100},
  // The Rspress Makepad book's index (issue 19): the core a page fetches.
  searchIndexKb: {en: {max: 128}, zh: {max: 154}},
};

/**
 * One page of each type; `rspress`, the Rspress book's page of that type
 * (the same path where it has one; it has no widget reference, and its
 * page on building a widget stands in).
 */
const PAGE_TYPES = [
  {type: 'home', path: '/'},
  {type: 'guide', path: '/guide/layout-system/turtle-draw-layout'},
  {type: 'API', path: '/api/Sdf2d/methods/draw/primitives/box'},
  {type: 'weekly', path: '/weekly/makepad/20250518'},
  {
    type: 'widget',
    path: '/api/widgets/slider',
    rspress: '/guide/widget/customized-button-widget',
  },
  {
    type: 'zh tutorial',
    path: '/zh/guide/quick-start/image-viewer-app/handling-events',
  },
];

const USAGE = `Usage: npm run benchmark [-- --skip-build] [--runs N] [--devices mobile,desktop] [--no-lighthouse] [--floor]
                     [--rspress RSPRESS_BOOK_DIR] [--pairs N]
                     [--dir BUILD_DIR] [--out REPORT_DIR] [--against OTHER_BUILD_DIR]
Writes bench/report.md and bench/report.json.`;

if (args.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}
const LIGHTHOUSE_RUNS = Number(valueOf('--runs') ?? 3);
/** `--devices mobile` (or desktop): Lighthouse for that device only. */
const DEVICES = (valueOf('--devices') ?? 'mobile,desktop').split(',');
/** `--rspress DIR`: the Rspress Makepad book, built and measured beside. */
const RSPRESS_DIR =
  valueOf('--rspress') && path.resolve(ROOT, valueOf('--rspress'));
/** `--against DIR`: another build of the book, measured beside by Lighthouse. */
const AGAINST_DIR =
  valueOf('--against') && path.resolve(ROOT, valueOf('--against'));

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const log = (message) => console.log(`[benchmark] ${message}`);

/** Every figure of the report, in order. */
const figures = [];

function record(group, name, value, unit, budget) {
  const pass =
    budget === undefined
      ? undefined
      : budget.max !== undefined
        ? value <= budget.max
        : value >= budget.min;
  figures.push({group, name, value, unit, budget, pass});
}

// ---------------------------------------------------------------- build

/** Resident memory of a process and all its descendants, in bytes. */
function treeRss(rootPid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we read.
    }
  }
  let total = 0;
  const queue = [rootPid];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    try {
      const pages = Number(
        fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1],
      );
      total += pages * 4096;
    } catch {
      // Gone.
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Seconds from a `times` figure such as `1m36.460s`. */
function timesSeconds(text) {
  const [, minutes, seconds] = /^(\d+)m([\d.]+)s$/.exec(text) ?? [];
  return Number(minutes) * 60 + Number(seconds);
}

/**
 * Runs a command and measures it: wall time; CPU time (user + system) of
 * the command and every process under it, as bash's `times` reports its
 * children; and the peak resident memory of the whole process tree.
 * Resolves with the figures and the command's standard output.
 */
async function measureCommand({cwd, command, commandArgs, env = {}}) {
  const start = process.hrtime.bigint();
  const child = spawn(
    'bash',
    [
      '-c',
      '"$@"; code=$?; times >&3; exit $code',
      'measure',
      command,
      ...commandArgs,
    ],
    {
      cwd,
      env: {...process.env, ...env},
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  let times = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  child.stdio[3].on('data', (chunk) => (times += chunk));
  let peak = 0;
  const poll = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid));
  }, 200);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(poll);
  if (code !== 0) {
    throw new Error(`${command} failed (${code}):\n${stderr}`);
  }
  // The second line of `times`: user and system time of the children.
  const [user, system] = times.trim().split('\n')[1].split(' ');
  const round = (value) => Math.round(value * 10) / 10;
  return {
    seconds: round(Number(process.hrtime.bigint() - start) / 1e9),
    cpuSeconds: round(timesSeconds(user) + timesSeconds(system)),
    peakMb: Math.round(peak / 2 ** 20),
    stdout,
  };
}

/**
 * `npm run build` (scripts/build.mjs: every locale, one process each), cold
 * or warm, with Docusaurus's performance log on.
 */
function bookBuild(kind) {
  if (kind === 'cold') {
    for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
      fs.rmSync(path.join(ROOT, dir), {
        recursive: true,
        force: true,
        maxRetries: 5,
      });
    }
  }
  log(`book: ${kind} build of both locales…`);
  return measureCommand({
    cwd: ROOT,
    command: process.execPath,
    commandArgs: [path.join(ROOT, 'scripts', 'build.mjs')],
    env: {DOCUSAURUS_PERF_LOGGER: 'true'},
  });
}

/**
 * A cold build of the Rspress Makepad book (issue 22) in `dir`, a clone of
 * Project-Robius-China/makepad-book with its packages installed; it builds
 * both of its locales in one `rspress build`.
 */
function rspressBuild(dir) {
  for (const cache of ['doc_build', 'node_modules/.rspress']) {
    fs.rmSync(path.join(dir, cache), {recursive: true, force: true});
  }
  log('Rspress book: cold build of both locales…');
  return measureCommand({
    cwd: dir,
    command: path.join(dir, 'node_modules', '.bin', 'rspress'),
    commandArgs: ['build'],
  });
}

async function buildFigures() {
  const pairs = Number(valueOf('--pairs') ?? 1);
  const book = [];
  const rspress = [];
  // Interleaved, so that both see the same machine.
  for (let pair = 0; pair < pairs; pair++) {
    book.push(await bookBuild('cold'));
    if (RSPRESS_DIR) {
      rspress.push(await rspressBuild(RSPRESS_DIR));
    }
  }
  /** Wall time, CPU time and peak memory of a build (medians of `runs`). */
  const recordBuild = (label, runs, wallBudget) => {
    const med = (key) => median(runs.map((run) => run[key]));
    const note = runs.length > 1 ? ` (median of ${runs.length})` : '';
    record('Build', `${label}${note}`, med('seconds'), 's', wallBudget);
    record('Build', `${label}: CPU (user + system)`, med('cpuSeconds'), 's');
    const peakBudget = runs === rspress ? undefined : BUDGETS.buildPeakMb;
    record('Build', `${label}: peak memory`, med('peakMb'), 'MB', peakBudget);
    return med('cpuSeconds');
  };
  const bookCpu = recordBuild(
    'cold build, en + zh',
    book,
    BUDGETS.coldBuildSeconds,
  );
  if (RSPRESS_DIR) {
    const {version} = JSON.parse(
      fs.readFileSync(
        path.join(RSPRESS_DIR, 'node_modules/@rspress/core/package.json'),
        'utf8',
      ),
    );
    const rspressCpu = recordBuild(
      `Rspress book (Rspress ${version}), cold build, en + zh`,
      rspress,
    );
    record(
      'Build',
      'CPU of the cold build, book ÷ Rspress book',
      Math.round((bookCpu / rspressCpu) * 100) / 100,
      '×',
      BUDGETS.buildCpuRatio,
    );
  }
  recordBuild('warm build, en + zh', [await bookBuild('warm')]);
  // The profile of the last cold build: seconds of wall time per phase.
  for (const [phase, seconds] of buildProfile(book.at(-1).stdout)) {
    record('Build profile (last cold build, wall time)', phase, seconds, 's');
  }
  record('Build', '`npm start`: first page served', await startFigure(), 's');
}

/**
 * Seconds from `docusaurus start` to the first answer of the home page
 * (the dev server answers once its first compilation is done).
 */
async function startFigure() {
  log('npm start: time to the first page…');
  const port = 3300 + Math.floor(Math.random() * 500);
  const start = process.hrtime.bigint();
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'docusaurus'),
    ['start', '--no-open', '--port', String(port), '--host', '127.0.0.1'],
    {cwd: ROOT, stdio: 'ignore', detached: true},
  );
  try {
    for (;;) {
      const response = await fetch(`http://127.0.0.1:${port}/`).catch(
        () => undefined,
      );
      if (response?.ok && (await response.text()).includes('__docusaurus')) {
        return Math.round(Number(process.hrtime.bigint() - start) / 1e8) / 10;
      }
      if (child.exitCode !== null) {
        throw new Error(`docusaurus start ended (${child.exitCode})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
  }
}

// ---------------------------------------------------------- page weight

/** Debian's Chromium, headless, for the page weights and search latency. */
function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

const gzipCache = new Map();

/** Gzip size of a file of a build (the book's by default), served at `pathname`. */
function gzipSize(pathname, buildDir = BUILD_DIR) {
  const cacheKey = `${buildDir}\0${pathname}`;
  if (!gzipCache.has(cacheKey)) {
    const rel = decodeURIComponent(pathname).replace(/^\/+/, '');
    const candidates = [
      path.join(buildDir, rel),
      path.join(buildDir, rel, 'index.html'),
      path.join(buildDir, `${rel}.html`),
    ];
    const file = candidates.find(
      (candidate) =>
        fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    gzipCache.set(
      cacheKey,
      file ? zlib.gzipSync(fs.readFileSync(file)).length : 0,
    );
  }
  return gzipCache.get(cacheKey);
}

function kindOf(request) {
  const type = request.resourceType();
  if (type === 'document') return 'html';
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  const pathname = new URL(request.url()).pathname;
  if (pathname.endsWith('.js')) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  return 'other';
}

/**
 * Loads `pagePath` in a fresh context at desktop size and sorts its
 * requests into those before the load event and those after it (until the
 * network has been quiet for 3 s).
 */
async function loadPage(browser, base, pagePath, buildDir = BUILD_DIR) {
  const context = await browser.newContext({
    viewport: {width: 1280, height: 900},
  });
  const page = await context.newPage();
  const requests = [];
  const clock = {loaded: false, lastRequestAt: 0};
  page.on('request', (request) => {
    clock.lastRequestAt = Date.now();
    requests.push({request, afterLoad: clock.loaded});
  });
  await page.goto(`${base}${encodeURI(pagePath)}`, {waitUntil: 'load'});
  clock.loaded = true;
  clock.lastRequestAt = Date.now();
  const deadline = Date.now() + 30_000;
  while (Date.now() - clock.lastRequestAt < 3000 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await context.close();
  const sum = (list, kind) =>
    list
      .filter((entry) => kind === undefined || kindOf(entry.request) === kind)
      .reduce(
        (total, entry) =>
          total + gzipSize(new URL(entry.request.url()).pathname, buildDir),
        0,
      );
  const first = requests.filter((entry) => !entry.afterLoad);
  const after = requests.filter((entry) => entry.afterLoad);
  return {
    js: sum(first, 'js'),
    css: sum(first, 'css'),
    html: sum(first, 'html'),
    requests: first.length,
    afterRequests: after.length,
    afterBytes: sum(after),
  };
}

/**
 * Lighthouse's mobile model sends the first ten TCP segments of a response
 * (14,600 bytes) in one round trip; with the response headers (about 240
 * bytes from the benchmark's server), an HTML file whose gzip body is larger
 * than this takes a second one, about 130 ms more to its first paint
 * (measured: the API page padded to 14.4 KB paints at 0.79 s, at 14.9 KB at
 * 0.92 s).
 */
const FIRST_ROUND_TRIP_BODY_BYTES = 14_600 - 240;

/** How many built pages of each locale fit that first round trip. */
function htmlRoundTripFigures() {
  for (const [locale, root] of LOCALE_BUILDS) {
    // Not pages: assets, pictures, the live examples' hosts, search files,
    // and the other locales' builds inside this one's.
    const otherLocales = LOCALE_BUILDS.map(([, dir]) =>
      path.relative(root, dir),
    ).filter((dir) => dir !== '' && !dir.startsWith('..'));
    const sizes = gzipSizesUnder(root, /^index\.html$/, {
      skip: ['assets', 'img', 'live', 'search-parts', ...otherLocales],
    });
    const fit = sizes.filter((size) => size <= FIRST_ROUND_TRIP_BODY_BYTES);
    const group = 'HTML and the first round trip';
    record(
      group,
      `${locale}: pages whose HTML (gzip) takes one round trip, of ${sizes.length}`,
      fit.length,
      '',
    );
    record(group, `${locale}: HTML (gzip), median`, kb(median(sizes)), 'KB');
  }
}

/**
 * The page weight of each page type; returns each type's first-load
 * JavaScript in bytes (for the floor figures).
 */
async function pageWeightFigures(base) {
  const browser = await launchBrowser();
  const firstLoadJs = new Map();
  try {
    for (const {type, path: pagePath} of PAGE_TYPES) {
      log(`page weight: ${type} (${pagePath})`);
      const load = await loadPage(browser, base, pagePath);
      firstLoadJs.set(type, load.js);
      const group = `Page weight: ${type} (${pagePath})`;
      record(
        group,
        'first-load JavaScript (gzip)',
        kb(load.js),
        'KB',
        BUDGETS.firstLoadJsKb,
      );
      record(group, 'first-load CSS (gzip)', kb(load.css), 'KB');
      record(group, 'HTML (gzip)', kb(load.html), 'KB');
      record(group, 'requests until load', load.requests, '');
      record(group, 'requests after load', load.afterRequests, '');
      record(group, 'fetched after load (gzip)', kb(load.afterBytes), 'KB');
    }
  } finally {
    await browser.close();
  }
  return firstLoadJs;
}

// ------------------------------------------------------------- live

/** The widget page and example whose live start is timed. */
const LIVE_PAGE = {path: '/api/widgets/slider', example: 'slider'};
const LIVE_RUNS = 3;

/** The live package's size, and "Run it" → first frame on a widget page. */
async function liveFigures(base) {
  const liveDir = path.join(BUILD_DIR, 'live');
  if (!fs.existsSync(liveDir)) {
    log('live examples: none in the build (npm run build:live)');
    return;
  }
  const [hash] = fs.readdirSync(liveDir);
  const group = `Live examples (${LIVE_PAGE.path})`;
  for (const file of fs
    .readdirSync(path.join(liveDir, hash))
    .filter((name) => name.endsWith('.wasm'))) {
    const bytes = fs.readFileSync(path.join(liveDir, hash, file));
    record(group, `${file} (raw)`, kb(bytes.length), 'KB');
    record(group, `${file} (gzip)`, kb(zlib.gzipSync(bytes).length), 'KB');
  }
  const browser = await launchBrowser();
  const times = [];
  let fetched = 0;
  try {
    for (let run = 0; run < LIVE_RUNS; run += 1) {
      const context = await browser.newContext({
        viewport: {width: 960, height: 1000},
      });
      const tab = await context.newPage();
      await tab.goto(`${base}${LIVE_PAGE.path}`, {waitUntil: 'load'});
      await tab.waitForFunction(
        () => document.documentElement.dataset.hasHydrated === 'true',
      );
      let bytes = 0;
      tab.on('response', async (response) => {
        if (new URL(response.url()).pathname.includes('/live/')) {
          bytes += (await response.body().catch(() => Buffer.alloc(0))).length;
        }
      });
      const figure = tab.locator(`[data-live-example="${LIVE_PAGE.example}"]`);
      await figure.locator('button[aria-pressed]').click();
      await tab.waitForSelector(
        `[data-live-example="${LIVE_PAGE.example}"][data-live-state="running"]`,
        {timeout: 120_000},
      );
      times.push(Number(await figure.getAttribute('data-live-ms')));
      fetched = bytes;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  record(group, '"Run it" → first frame (median)', median(times), 'ms');
  record(group, 'fetched by "Run it" (uncompressed)', kb(fetched), 'KB');
}

// ------------------------------------------------------------- floor

/** How far above the bare site's scripts the book's may be (issue 22). */
const FLOOR_MARGIN_KB = 10;

/** Gzip size of the main script (`assets/js/main.<hash>.js`) of a build. */
function mainScriptSize(buildDir) {
  const dir = path.join(buildDir, 'assets', 'js');
  const name = fs
    .readdirSync(dir)
    .find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  return name ? zlib.gzipSync(fs.readFileSync(path.join(dir, name))).length : 0;
}

/**
 * The floor (issue 22): a bare Docusaurus classic site with the same
 * routes and locales, built the same way (scripts/bare-site.mjs), loaded
 * and measured like the book: its main script, and the JavaScript each
 * page type fetches until the load event, beside the book's
 * (`bookFirstLoadJs`, from pageWeightFigures).
 */
async function floorFigures(bookFirstLoadJs) {
  log('floor: building the bare Docusaurus site');
  const bare = buildBareSite();
  const group = 'First-load JavaScript beside a bare Docusaurus site (gzip)';
  const floorMain = kb(mainScriptSize(bare));
  record(group, 'main.js, bare site', floorMain, 'KB');
  record(group, 'main.js, book', kb(mainScriptSize(BUILD_DIR)), 'KB', {
    max: floorMain + FLOOR_MARGIN_KB,
  });
  const server = await startServer({root: bare, compress: true});
  const bareBase = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchBrowser();
  try {
    for (const {type, path: pagePath} of PAGE_TYPES) {
      log(`floor: ${type} (${pagePath})`);
      const floor = await loadPage(browser, bareBase, pagePath, bare);
      record(group, `${type}: bare site`, kb(floor.js), 'KB');
      record(group, `${type}: book`, kb(bookFirstLoadJs.get(type)), 'KB', {
        max: kb(floor.js) + FLOOR_MARGIN_KB,
      });
    }
  } finally {
    await browser.close();
    server.close();
  }
}

// ------------------------------------------------- search panel latency

/** Queries typed into the search panel, per page (and so per language). */
const SEARCH_QUERIES = {
  '/guide/start/introduction': [
    'circle',
    'turtle layout',
    'fill_keep',
    'deferred child',
    'PortalList',
  ],
  '/zh/guide/start/introduction': [
    '动画',
    '海龟布局',
    '延后',
    'circle',
    'PortalList 列表',
  ],
};

/** A query typed after one that warms the worker up. */
const SEARCH_WARM_UP = {
  '/guide/start/introduction': 'layout',
  '/zh/guide/start/introduction': '布局',
};

/** Opens a page, waits for the prefetched index and opens the panel. */
async function openSearchPanel(tab, base, pagePath) {
  await tab.goto(`${base}${pagePath}`, {waitUntil: 'load'});
  await tab.waitForSelector('[data-search-index-state="inited"]');
  await tab.keyboard.press('Control+k');
  await tab.waitForSelector('[role="combobox"]');
}

/**
 * Keystroke → results: the time from the input event that sets `text` to
 * the frame showing the panel's answer (it includes the 150 ms debounce).
 */
function timeSearch(tab, text) {
  return tab.evaluate(async (query) => {
    const input = document.querySelector('[role="combobox"]');
    const panel = document.querySelector('[role="dialog"]');
    const setValue = Object.getOwnPropertyDescriptor(
      HTMLInputElement.prototype,
      'value',
    ).set;
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    setValue.call(input, '');
    input.dispatchEvent(new Event('input', {bubbles: true}));
    await new Promise((done) => setTimeout(done, 300));
    const start = performance.now();
    setValue.call(input, query);
    input.dispatchEvent(new Event('input', {bubbles: true}));
    await frame();
    while (panel.getAttribute('data-search-status') !== 'done') {
      await frame();
    }
    return performance.now() - start;
  }, text);
}

/**
 * The search panel with the index already fetched (on idle): the first
 * search of a page (a fresh browser context per query, so nothing the
 * query needs beyond the core is loaded yet, and the index files it
 * fetches), and warm searches (one page, after a first query).
 */
async function searchLatencyFigures(base) {
  const browser = await launchBrowser();
  try {
    for (const [pagePath, queries] of Object.entries(SEARCH_QUERIES)) {
      log(`search latency: ${pagePath}`);
      const language = pagePath.startsWith('/zh/') ? 'zh' : 'en';
      const first = [];
      const fetched = [];
      for (const query of queries) {
        const context = await browser.newContext();
        const tab = await context.newPage();
        await openSearchPanel(tab, base, pagePath);
        const parts = [];
        tab.on('request', (request) => {
          const {pathname} = new URL(request.url());
          if (pathname.includes('/search-parts/')) {
            parts.push(pathname);
          }
        });
        first.push(await timeSearch(tab, query));
        fetched.push(parts.reduce((total, part) => total + gzipSize(part), 0));
        await context.close();
      }
      const tab = await browser.newPage();
      await openSearchPanel(tab, base, pagePath);
      await timeSearch(tab, SEARCH_WARM_UP[pagePath]);
      const warm = [];
      for (const query of queries) {
        warm.push(await timeSearch(tab, query));
      }
      await tab.close();
      const group = 'Search: keystroke → results (150 ms debounce included)';
      const ms = (values) => Math.round(values);
      record(
        group,
        `${language}: first search, median`,
        ms(median(first)),
        'ms',
      );
      record(
        group,
        `${language}: first search, max`,
        ms(Math.max(...first)),
        'ms',
      );
      record(group, `${language}: warm search, median`, ms(median(warm)), 'ms');
      record(
        group,
        `${language}: warm search, max`,
        ms(Math.max(...warm)),
        'ms',
      );
      record(
        'Search index',
        `${language}: fetched by a first search (positions, texts), median`,
        kb(median(fetched)),
        'KB',
      );
    }
  } finally {
    await browser.close();
  }
}

// --------------------------------------------------------- search index

/**
 * Gzip sizes of the files of a folder whose names match `pattern` (none
 * when it is missing), leaving out its subfolders named in `skip`.
 */
function gzipSizesUnder(dir, pattern, {skip = []} = {}) {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs
    .readdirSync(dir, {recursive: true})
    .filter(
      (name) =>
        pattern.test(path.basename(name)) &&
        !skip.includes(name.split(path.sep)[0]),
    )
    .map((name) => zlib.gzipSync(fs.readFileSync(path.join(dir, name))).length);
}

/**
 * The search index of each locale's build, raw and gzip: the core every
 * page fetches when idle (beside its budget), and the positions and text
 * files searches fetch as they need them (src/lib/search/indexFormat.ts).
 */
function searchIndexFigures() {
  for (const [locale, dir] of LOCALE_BUILDS) {
    const files = fs
      .readdirSync(dir)
      .filter((name) => /^search-index.*\.json$/.test(name))
      .map((name) => fs.readFileSync(path.join(dir, name)));
    const raw = files.reduce((total, data) => total + data.length, 0);
    const gzip = files.reduce(
      (total, data) => total + zlib.gzipSync(data).length,
      0,
    );
    record('Search index', `${locale}: core, raw`, kb(raw), 'KB');
    record(
      'Search index',
      `${locale}: core, gzip (fetched when idle)`,
      kb(gzip),
      'KB',
      BUDGETS.searchIndexKb[locale],
    );
    const parts = path.join(dir, 'search-parts');
    for (const [name, pattern] of [
      ['positions files', /^positions-\d+\.json$/],
      ['text files', /^text-\d+\.json$/],
    ]) {
      const sizes = gzipSizesUnder(parts, pattern);
      if (sizes.length > 0) {
        const total = sizes.reduce((sum, size) => sum + size, 0);
        record(
          'Search index',
          `${locale}: ${sizes.length} ${name}, gzip, all / median`,
          `${kb(total)} / ${kb(median(sizes))}`,
          'KB',
        );
      }
    }
  }
}

// ----------------------------------------------------------- Lighthouse

/**
 * Starts Debian's Chromium with a DevTools port, its interface in `lang`;
 * resolves to {port, stop}.
 */
function startChromium(lang) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--lang=${lang}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {stdio: ['ignore', 'ignore', 'pipe']},
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  /** Ends Chromium, then removes its profile (it writes until it exits). */
  const stop = async () => {
    child.kill();
    await exited;
    // Its helper processes may still write for a moment: retry, and leave
    // the folder (with a note) rather than lose the run's figures.
    try {
      fs.rmSync(profile, {
        recursive: true,
        force: true,
        maxRetries: 20,
        retryDelay: 250,
      });
    } catch (error) {
      log(`could not remove ${profile}: ${error.message}`);
    }
  };
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        resolve({port: Number(match[1]), stop});
      }
    });
    child.on('exit', (code) =>
      reject(new Error(`Chromium exited (${code}): ${output}`)),
    );
  });
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  // Diagnostics under the score: the main thread's time in the page's
  // scripts (evaluation, compilation) and in all its work, which move less
  // from run to run than the blocking time they feed.
  'bootup-time': 'JavaScript boot-up',
  'mainthread-work-breakdown': 'main-thread work',
};

/**
 * The browser language of a reader of `pagePath`: a Chinese page is read in
 * a Chinese browser. (Lighthouse's browser is not taken for a bot, so in an
 * English one the site's locale redirect would send a first visit of a
 * Chinese page to English, and that is what would be measured.)
 */
const readerLanguage = (pagePath) =>
  pagePath.startsWith('/zh/') ? 'zh-CN' : 'en-US';

async function lighthouseRun(url, device, lang, {allowRedirect = false} = {}) {
  const chrome = await startChromium(lang);
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      },
      device === 'desktop' ? desktopConfig : undefined,
    );
    const {categories, audits, finalDisplayedUrl} = result.lhr;
    if (finalDisplayedUrl !== url && !allowRedirect) {
      throw new Error(`Lighthouse measured ${finalDisplayedUrl}, not ${url}`);
    }
    return {
      measured: new URL(finalDisplayedUrl).pathname,
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [
          id,
          Math.round((categories[id]?.score ?? 0) * 100),
        ]),
      ),
      metrics: Object.fromEntries(
        Object.keys(METRICS).map((id) => [id, audits[id]?.numericValue ?? NaN]),
      ),
    };
  } finally {
    await chrome.stop();
  }
}

/**
 * Lighthouse mobile and desktop, median of LIGHTHOUSE_RUNS, for each page
 * type of each site: the book, another build of it when one is given
 * (`againstBase`, the same paths), and the Rspress book when it is given
 * (`rspressBase`), their runs interleaved with the book's, the order of
 * the sites turned round from one run to the next, so that all see the
 * same machine.
 */
async function lighthouseFigures(base, {againstBase, rspressBase}) {
  const sites = [{label: '', base, pathOf: (type) => type.path}];
  if (againstBase) {
    sites.push({
      label: `${path.relative(ROOT, AGAINST_DIR)}: `,
      base: againstBase,
      pathOf: (type) => type.path,
    });
  }
  if (rspressBase) {
    sites.push({
      label: 'Rspress book: ',
      base: rspressBase,
      pathOf: (type) => type.rspress ?? type.path,
      // Its own language redirect may send Lighthouse's browser elsewhere:
      // its row then names the page measured.
      allowRedirect: true,
    });
  }
  for (const device of DEVICES) {
    for (const pageType of PAGE_TYPES) {
      log(`Lighthouse ${device}: ${pageType.type}, ${LIGHTHOUSE_RUNS} run(s)`);
      const runs = sites.map(() => []);
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const order = [...sites.entries()];
        for (const [index, site] of i % 2 === 0 ? order : order.reverse()) {
          const pagePath = site.pathOf(pageType);
          runs[index].push(
            await lighthouseRun(
              `${site.base}${encodeURI(pagePath)}`,
              device,
              readerLanguage(pagePath),
              {allowRedirect: site.allowRedirect === true},
            ),
          );
        }
      }
      const group = `Lighthouse ${device} (median of ${LIGHTHOUSE_RUNS}): ${pageType.type}`;
      for (const [index, site] of sites.entries()) {
        const measured = [...new Set(runs[index].map((run) => run.measured))];
        const asked = site.pathOf(pageType);
        const prefix =
          site.label &&
          `${site.label}${asked}${measured.some((pathname) => pathname !== asked) ? ` (measured ${measured.join(', ')})` : ''}: `;
        for (const id of CATEGORIES) {
          const budget =
            site.label !== ''
              ? undefined
              : id === 'performance'
                ? device === 'mobile'
                  ? BUDGETS.lighthouseMobilePerformance
                  : undefined
                : BUDGETS.lighthouseOther;
          record(
            group,
            `${prefix}${id}`,
            median(runs[index].map((run) => run.scores[id])),
            '',
            budget,
          );
        }
        for (const [id, label] of Object.entries(METRICS)) {
          const value = median(runs[index].map((run) => run.metrics[id]));
          record(
            group,
            `${prefix}${label}`,
            id === 'cumulative-layout-shift'
              ? Math.round(value * 1000) / 1000
              : Math.round(value),
            id === 'cumulative-layout-shift' ? '' : 'ms',
          );
        }
      }
    }
  }
}

// --------------------------------------------------------------- report

function writeReport(startedAt) {
  fs.mkdirSync(REPORT_DIR, {recursive: true});
  const machine = {
    cpus: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: os.loadavg().map((value) => Math.round(value * 10) / 10),
    node: process.version,
  };
  fs.writeFileSync(
    path.join(REPORT_DIR, 'report.json'),
    `${JSON.stringify({date: startedAt, machine, figures}, null, 2)}\n`,
  );
  const budgetText = (budget) =>
    budget === undefined
      ? ''
      : budget.max !== undefined
        ? `≤ ${budget.max}`
        : `≥ ${budget.min}`;
  const lines = [
    '# Benchmark',
    '',
    `${startedAt} · ${machine.cpus} CPUs, ${machine.memoryGb} GB, load average ${machine.loadAverage.join(' / ')} at the end · Node ${machine.node}`,
    '',
    `Written by \`npm run benchmark\` (scripts/benchmark.mjs) for ${path.relative(ROOT, BUILD_DIR) || '.'}/. Budgets: CONTRIBUTING.md, "Budgets".`,
  ];
  for (const group of [...new Set(figures.map((f) => f.group))]) {
    lines.push(
      '',
      `## ${group}`,
      '',
      '| figure | value | budget | |',
      '| --- | --- | --- | --- |',
    );
    for (const f of figures.filter((item) => item.group === group)) {
      const mark =
        f.pass === undefined ? '' : f.pass ? 'ok' : '**over budget**';
      lines.push(
        `| ${f.name} | ${f.value} ${f.unit} | ${budgetText(f.budget)} ${f.budget ? f.unit : ''} | ${mark} |`,
      );
    }
  }
  fs.writeFileSync(path.join(REPORT_DIR, 'report.md'), `${lines.join('\n')}\n`);
}

/** Whether `dir` holds a build of both locales (the last one written). */
const holdsBothLocales = (dir) =>
  fs.existsSync(path.join(dir, 'zh', '404.html'));

async function main() {
  const startedAt = new Date().toISOString();
  if (!args.includes('--skip-build')) {
    if (BUILD_DIR !== path.join(ROOT, 'build')) {
      throw new Error('--dir measures an existing build: add --skip-build.');
    }
    await buildFigures();
  }
  if (!holdsBothLocales(BUILD_DIR)) {
    throw new Error(
      'No build in build/: run `npm run build` or drop --skip-build.',
    );
  }
  searchIndexFigures();
  htmlRoundTripFigures();
  const server = await startServer({root: BUILD_DIR, compress: true});
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    const firstLoadJs = await pageWeightFigures(base);
    if (args.includes('--floor')) {
      await floorFigures(firstLoadJs);
    }
    await searchLatencyFigures(base);
    await liveFigures(base);
    if (!args.includes('--no-lighthouse')) {
      const rspressBuildDir =
        RSPRESS_DIR && path.join(RSPRESS_DIR, 'doc_build');
      if (rspressBuildDir && !fs.existsSync(rspressBuildDir)) {
        throw new Error(
          `No Rspress build in ${rspressBuildDir}: drop --skip-build to build it.`,
        );
      }
      if (AGAINST_DIR && !holdsBothLocales(AGAINST_DIR)) {
        throw new Error(
          `No build of both locales in ${AGAINST_DIR} (--against).`,
        );
      }
      const rspressServer =
        rspressBuildDir &&
        (await startServer({root: rspressBuildDir, compress: true}));
      const againstServer =
        AGAINST_DIR && (await startServer({root: AGAINST_DIR, compress: true}));
      const baseOf = (server) =>
        server ? `http://127.0.0.1:${server.address().port}` : undefined;
      try {
        await lighthouseFigures(base, {
          againstBase: baseOf(againstServer),
          rspressBase: baseOf(rspressServer),
        });
      } finally {
        rspressServer?.close();
        againstServer?.close();
      }
    }
  } finally {
    server.close();
  }
  writeReport(startedAt);
  const over = figures.filter((f) => f.pass === false);
  log(
    `wrote ${path.relative(ROOT, REPORT_DIR)}/report.md and report.json; ${over.length} figure(s) over budget`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
