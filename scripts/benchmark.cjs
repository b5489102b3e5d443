#!/usr/bin/env node
'use strict';
/**
 * Measures the built site and reports; asserts nothing.
 *
 *   node scripts/benchmark.cjs [--build] [--runs N]
 *
 * --build   time a cold production build of both locales first
 * --runs N  page loads per page in Chromium (default 5; the median is shown)
 *
 * Reports: build time, bytes each sample page loads (HTML, JS, CSS; raw and
 * gzip), search index sizes, and first paint / DOMContentLoaded / load times
 * in Debian's Chromium against the static test server on 127.0.0.1.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const {execFileSync} = require('node:child_process');
const {chromium} = require('playwright-core');
const {startServer} = require('./serve-static.cjs');

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log('Usage: npm run benchmark [-- --build] [--runs N]');
  process.exit(0);
}
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 5;

const PAGES = [
  '/',
  '/guide/layout-system/turtle-draw-layout',
  '/api/',
  '/api/Sdf2d/methods/draw/primitives/box',
  '/zh/guide/start/introduction',
  '/weekly/',
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function timeBuild() {
  fs.rmSync(buildDir, {recursive: true, force: true});
  fs.rmSync(path.join(root, '.docusaurus'), {recursive: true, force: true});
  const start = process.hrtime.bigint();
  execFileSync(path.join(root, 'node_modules/.bin/docusaurus'), ['build'], {
    cwd: root,
    stdio: 'ignore',
  });
  return Number(process.hrtime.bigint() - start) / 1e9;
}

function htmlFile(page) {
  const rel = page.replace(/^\//, '');
  return path.join(
    buildDir,
    rel.endsWith('/') || rel === '' ? rel : `${rel}/`,
    'index.html',
  );
}

function pageWeight(page) {
  const html = fs.readFileSync(htmlFile(page));
  const assets = [
    ...html
      .toString()
      .matchAll(/(?:src|href)="((?:\/zh)?\/assets\/[^"]+\.(?:js|css))"/g),
  ].map((m) => fs.readFileSync(path.join(buildDir, m[1])));
  const files = [html, ...assets];
  return {
    files: files.length,
    raw: files.reduce((sum, f) => sum + f.length, 0),
    gzip: files.reduce((sum, f) => sum + zlib.gzipSync(f).length, 0),
  };
}

async function pageTimes(browser, base, page) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${base}${page}`, {waitUntil: 'load'});
    samples.push(
      await tab.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0];
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return {
          fcp: paint ? paint.startTime : NaN,
          dcl: nav.domContentLoadedEventEnd,
          load: nav.loadEventEnd,
        };
      }),
    );
    await context.close();
  }
  return {
    fcp: median(samples.map((s) => s.fcp)),
    dcl: median(samples.map((s) => s.dcl)),
    load: median(samples.map((s) => s.load)),
  };
}

async function main() {
  if (args.includes('--build')) {
    console.log(`Cold build (en + zh): ${timeBuild().toFixed(1)} s\n`);
  }
  if (!fs.existsSync(buildDir)) {
    throw new Error('No build/: run `npm run build` or pass --build.');
  }
  const server = await startServer({root: buildDir});
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    console.log(
      `| page | files | raw | gzip | first paint | DOMContentLoaded | load |`,
    );
    console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
    for (const page of PAGES) {
      const weight = pageWeight(page);
      const times = await pageTimes(browser, base, page);
      console.log(
        `| ${page} | ${weight.files} | ${kb(weight.raw)} | ${kb(weight.gzip)} | ` +
          `${times.fcp.toFixed(0)} ms | ${times.dcl.toFixed(0)} ms | ${times.load.toFixed(0)} ms |`,
      );
    }
    console.log(
      `\n(median of ${runs} loads per page, fresh browser context each time)`,
    );
    for (const index of ['search-index.json', 'zh/search-index.json']) {
      const file = path.join(buildDir, index);
      if (fs.existsSync(file)) {
        const data = fs.readFileSync(file);
        console.log(
          `${index}: ${kb(data.length)} raw, ${kb(zlib.gzipSync(data).length)} gzip`,
        );
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
