#!/usr/bin/env node
'use strict';
/**
 * A static file server for the built site that behaves like a real host:
 * `/x` serves `x/index.html` or `x.html`, `.html` and `/index` forms of a
 * page answer 301 to its clean URL, unknown paths answer 404 with the
 * locale's own 404 page (`zh/404.html` under `/zh/`, `404.html` elsewhere).
 * These are the rules of the hosting config (MAINTAINERS.md, Other hosts).
 *
 * `pages: true` (`--pages`, or SERVE_AS=github-pages) answers as GitHub
 * Pages does instead: `/x` serves `x.html` if there is one, else a folder
 * `x/` with an index.html is sent to `/x/` with a 301; `/x/` serves
 * `x/index.html`; `.html` URLs are files like any other (no clean-URL
 * redirect); every unknown path gets the root `404.html` with status 404,
 * whatever its locale.
 *
 * Usage: npm run serve [-- BUILD_DIR] [--port N] [--pages]
 *        (node scripts/serve-static.cjs [BUILD_DIR] [--port N] [--pages])
 * Also required by the browser tests: `startServer({root, port, pages})`
 * resolves to the listening http.Server.
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  // The live examples (scripts/build-live.mjs): browsers compile WebAssembly
  // while it streams in only when it comes as application/wasm.
  '.wasm': 'application/wasm',
  '.ttf': 'font/ttf',
};

/**
 * URL prefixes of the locales served below the root (`/zh`), each with its
 * own 404 page; the locales are stated once in src/data/locales.json.
 */
const {locales} = require('../src/data/locales.json');
const LOCALE_PREFIXES = Object.values(locales)
  .map(({baseUrl}) => baseUrl.replace(/\/$/, ''))
  .filter((prefix) => prefix !== '')
  .sort((a, b) => b.length - a.length);

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** The file a request path maps to, or null. */
function resolveFile(root, pathname) {
  const rel = pathname.replace(/^\/+/, '');
  const base = path.join(root, rel);
  if (!base.startsWith(root)) return null;
  const candidates = pathname.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, path.join(base, 'index.html'), `${base}.html`];
  return candidates.find(isFile) ?? null;
}

/**
 * The clean URL of a `.html` or `/index` path (`/guide/x.html` →
 * `/guide/x`, `/api/index.html` → `/api/`), or null for other paths.
 */
function cleanUrlOf(pathname) {
  const clean = pathname.replace(/\.html$/, '').replace(/\/index$/, '/');
  return clean === pathname ? null : clean;
}

/**
 * What GitHub Pages answers for a path: a file to serve, a folder to add
 * the slash to, or null (its 404).
 */
function resolvePagesPath(root, pathname) {
  const rel = pathname.replace(/^\/+/, '');
  const base = path.join(root, rel);
  if (!base.startsWith(root)) return null;
  if (pathname.endsWith('/')) {
    const index = path.join(base, 'index.html');
    return isFile(index) ? {file: index} : null;
  }
  if (isFile(base)) return {file: base};
  if (isFile(`${base}.html`)) return {file: `${base}.html`};
  if (isFile(path.join(base, 'index.html'))) return {folder: `${pathname}/`};
  return null;
}

function notFoundPage(root, pathname) {
  const prefix = LOCALE_PREFIXES.find(
    (p) => pathname === p || pathname.startsWith(`${p}/`),
  );
  return path.join(root, prefix ?? '', '404.html');
}

/**
 * Folders of files named after their content (Docusaurus's hashed bundles,
 * fonts and images; the search index parts; the live examples), which a
 * host may let browsers keep for good (MAINTAINERS.md, Other hosts). Other
 * files get no caching header. A reload then takes the fonts from the
 * cache, as a reader's next visit does, which the web-font test relies on.
 */
const IMMUTABLE_FOLDERS = [
  // Per locale (`/assets/`, `/zh/assets/`)…
  ...['', ...LOCALE_PREFIXES].flatMap((prefix) =>
    ['assets', 'search-parts'].map((folder) => `${prefix}/${folder}/`),
  ),
  // …and once for the site.
  '/live/',
];

function isImmutable(pathname) {
  return IMMUTABLE_FOLDERS.some((folder) => pathname.startsWith(folder));
}

/** Types a host compresses (text formats). */
const COMPRESSIBLE =
  /^(text\/|application\/(json|xml|wasm)|image\/svg|font\/ttf)/;

/**
 * `compress: true` gzips text responses for clients that accept it, as
 * production hosts do (the benchmark measures that way).
 */
function startServer({
  root,
  port = 0,
  host = '127.0.0.1',
  compress = false,
  pages = false,
}) {
  const absRoot = path.resolve(root);
  const server = http.createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const {search} = new URL(req.url, 'http://x');
    let file;
    let redirect = null;
    if (pages) {
      const found = resolvePagesPath(absRoot, pathname);
      file = found?.file ?? null;
      redirect = found?.folder ?? null;
    } else {
      file = resolveFile(absRoot, pathname);
      // `.html` and `/index.html` forms of a page are sent to its clean
      // URL, as the hosting config does (CONTRIBUTING.md, Paths), so that
      // no reader sees the 404 page for them, with or without JavaScript.
      const clean = file ? null : cleanUrlOf(pathname);
      if (clean !== null && resolveFile(absRoot, clean)) redirect = clean;
    }
    if (redirect !== null) {
      res.writeHead(301, {Location: encodeURI(redirect) + search}).end();
      return;
    }
    const status = file ? 200 : 404;
    // GitHub Pages has one 404 page, the root one, for every locale.
    const body =
      file ??
      (pages
        ? path.join(absRoot, '404.html')
        : notFoundPage(absRoot, pathname));
    if (!isFile(body)) {
      // A folder without a 404 page (a live example package, say).
      res.writeHead(404, {'Content-Type': TYPES['.txt']}).end('Not found');
      return;
    }
    const type = TYPES[path.extname(body)] ?? 'application/octet-stream';
    const gzip =
      compress &&
      COMPRESSIBLE.test(type) &&
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(status, {
      'Content-Type': type,
      ...(!pages &&
        file &&
        isImmutable(pathname) && {
          'Cache-Control': 'public, max-age=31536000, immutable',
        }),
      ...(gzip && {'Content-Encoding': 'gzip', Vary: 'Accept-Encoding'}),
    });
    const stream = fs.createReadStream(body);
    (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => resolve(server));
  });
}

/** SERVE_AS=github-pages turns on `pages` for the command line. */
const PAGES_ENV = 'github-pages';

module.exports = {startServer};

if (require.main === module) {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    console.log(
      'Usage: npm run serve [-- BUILD_DIR] [--port N] [--pages]\n' +
        'Serves the production build (default build/, port 3000) as a real host would.\n' +
        '--pages (or SERVE_AS=github-pages): answer as GitHub Pages does (one root\n' +
        '404.html, no clean-URL redirects, /folder sent to /folder/).',
    );
    process.exit(0);
  }
  const portIndex = args.indexOf('--port');
  const port = portIndex >= 0 ? Number(args[portIndex + 1]) : 3000;
  const root =
    args.find((a, i) => !a.startsWith('--') && i !== portIndex + 1) ?? 'build';
  if (!isFile(path.join(root, 'index.html'))) {
    console.error(`No build in ${root}/: run \`npm run build\` first.`);
    process.exit(1);
  }
  const pages = args.includes('--pages') || process.env.SERVE_AS === PAGES_ENV;
  startServer({root, port, compress: true, pages}).then((server) => {
    console.log(
      `Serving ${root} at http://127.0.0.1:${server.address().port}/` +
        (pages ? ' as GitHub Pages would' : ''),
    );
  });
}
