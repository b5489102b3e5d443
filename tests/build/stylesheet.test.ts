/**
 * The stylesheets of a page (src/plugins/critical-css): its first paint
 * waits only for the stylesheet of its frame, and the whole stylesheet
 * follows without holding it (media="print" until it has loaded; as it is
 * for readers without JavaScript). Neither holds an inlined font
 * (src/plugins/font-files): Geist Mono's file, under Docusaurus's
 * 10,000-byte inlining limit, once went into each locale's stylesheet as
 * 13 KB of base64. Fonts are files, each fetched by the pages that draw
 * with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {LOCALES} from '../../src/data/site';
import {noJsStyles} from '../../src/lib/noJsStyles';
import {BUILD_DIR, localeDir} from './builtSearch';

/** The no-JavaScript stylesheet (src/plugins/no-js), a name of its own. */
const NO_JS_SHEET = /\/assets\/css\/no-js\.[0-9a-f]{8}\.css$/;

/**
 * The `<link rel="stylesheet">` tags of a page: href and media. Without
 * `noJs`, the no-JavaScript stylesheet is left out.
 */
function stylesheetLinks(
  html: string,
  {noJs = false} = {},
): {href: string; media?: string}[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"([^>]*)>/g)]
    .map(([, href = '', rest = '']) => ({
      href,
      media: /media="([^"]+)"/.exec(rest)?.[1],
    }))
    .filter((link) => noJs || !NO_JS_SHEET.test(link.href));
}

const read = (sheet: string) =>
  fs.readFileSync(path.join(BUILD_DIR, sheet), 'utf8');

it.each(LOCALES)(
  "each page type holds its first paint for its frame's stylesheet only (%s)",
  (locale) => {
    const dir = localeDir(locale);
    const pages = {
      home: 'index.html',
      docs: 'guide/start/introduction/index.html',
      blog: 'weekly/index.html',
    };
    const whole = new Set<string>();
    for (const [frame, file] of Object.entries(pages)) {
      const html = fs.readFileSync(path.join(dir, file), 'utf8');
      const links = stylesheetLinks(html);
      const blocking = links.filter((link) => link.media === undefined);
      // The frame's stylesheet, then the whole one inside <noscript>.
      expect(blocking).toHaveLength(2);
      expect(blocking[0]!.href).toMatch(
        new RegExp(
          `/assets/css/critical-${frame === 'home' ? 'pages' : frame}\\.[0-9a-f]{8}\\.css$`,
        ),
      );
      expect(html).toContain(
        `<noscript><link rel="stylesheet" href="${blocking[1]!.href}"></noscript>`,
      );
      const deferred = links.filter((link) => link.media === 'print');
      expect(deferred.map((link) => link.href)).toEqual([blocking[1]!.href]);
      whole.add(blocking[1]!.href);
      const critical = read(blocking[0]!.href);
      const all = read(blocking[1]!.href);
      // The frame's part is smaller, and takes one round trip (≤ 14 KB gzip).
      expect(critical.length).toBeLessThan(all.length);
      expect(zlib.gzipSync(critical).length).toBeLessThanOrEqual(14 * 1024);
    }
    expect(whole.size).toBe(1);
  },
);

it.each(LOCALES)('links stylesheets without inlined fonts (%s)', (locale) => {
  const html = fs.readFileSync(
    path.join(localeDir(locale), 'index.html'),
    'utf8',
  );
  const sheets = [...new Set(stylesheetLinks(html).map((link) => link.href))];
  expect(sheets.length).toBe(2);
  for (const sheet of sheets) {
    // Site-absolute (`/zh/assets/css/…`): a path in the build.
    const css = read(sheet);
    expect(css).toMatch(/@font-face/);
    expect(css).not.toMatch(/url\(\s*["']?data:font/);
    expect(css).toMatch(/url\([^)]*geist-mono[^)]*\.woff2\)/);
  }
});

it.each(LOCALES)(
  'links the no-JavaScript rules from a <noscript>, before the stylesheets, instead of holding them (%s)',
  (locale) => {
    const dir = localeDir(locale);
    for (const file of [
      'index.html',
      'guide/start/introduction/index.html',
      'weekly/index.html',
    ]) {
      const html = fs.readFileSync(path.join(dir, file), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toContain('<style>');
      const links = stylesheetLinks(head, {noJs: true});
      // First, so the cascade is as it was when the rules were inline.
      expect(links[0]!.href).toMatch(NO_JS_SHEET);
      expect(links[0]!.href.startsWith(locale === 'en' ? '/' : '/zh/')).toBe(
        true,
      );
      expect(head).toContain(
        `<noscript><link rel="stylesheet" href="${links[0]!.href}"></noscript>`,
      );
      expect(read(links[0]!.href)).toBe(noJsStyles());
    }
  },
);
