/**
 * Alt text is plain text (issue 28): in every page of the build, in both
 * languages, no image's alt, as the browser reads it from the HTML, holds
 * an HTML character reference such as `&quot;` or `&gt;` (which a screen
 * reader spells out). src/lib/imageAlt.ts has the cause and its fix.
 */
import fs from 'node:fs';
import path from 'node:path';

const BUILD = path.join(__dirname, '..', '..', 'build');

/** Every HTML file of the build, relative to it. */
function htmlFiles(): string[] {
  return fs
    .readdirSync(BUILD, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .sort();
}

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
};

/** An attribute value as the browser reads it: its references decoded. */
export function decodeAttribute(raw: string): string {
  return raw.replace(
    /&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi,
    (reference, decimal?: string, hex?: string, name?: string) => {
      if (decimal !== undefined) {
        return String.fromCodePoint(Number(decimal));
      }
      if (hex !== undefined) {
        return String.fromCodePoint(parseInt(hex, 16));
      }
      return NAMED[name ?? ''] ?? reference;
    },
  );
}

/** The alt of every `<img>` of an HTML page (undefined: no alt). */
export function imageAlts(html: string): (string | undefined)[] {
  return [...html.matchAll(/<img\b[^>]*>/gi)].map(([tag]) => {
    const match =
      /\salt=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(tag) ?? undefined;
    const raw = match?.[1] ?? match?.[2] ?? match?.[3];
    return raw === undefined ? undefined : decodeAttribute(raw);
  });
}

const REFERENCE = /&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/i;

describe('imageAlts', () => {
  it('reads quoted and bare alt values, decoded once', () => {
    expect(
      imageAlts(
        '<p><img src=a.png alt="a note titled &quot;Packing list&quot;">' +
          "<img alt='Edit &gt; Crop' src=b.png><img alt=plain src=c.png>" +
          '<img alt="&amp;quot;"><img src=d.png></p>',
      ),
    ).toEqual([
      'a note titled "Packing list"',
      'Edit > Crop',
      'plain',
      '&quot;',
      undefined,
    ]);
  });
});

describe('every image of the build', () => {
  const pages = htmlFiles().map((file) => ({
    file,
    alts: imageAlts(fs.readFileSync(path.join(BUILD, file), 'utf8')),
  }));

  it('is found, in both languages', () => {
    const count = (zh: boolean) =>
      pages
        .filter(({file}) => file.startsWith(`zh${path.sep}`) === zh)
        .reduce((sum, {alts}) => sum + alts.length, 0);
    expect(count(false)).toBeGreaterThan(100);
    expect(count(true)).toBeGreaterThan(100);
  });

  it('has an alt of plain text, without character references', () => {
    const escaped = pages.flatMap(({file, alts}) =>
      alts
        .filter((alt) => alt !== undefined && REFERENCE.test(alt))
        .map((alt) => `${file}: ${alt ?? ''}`),
    );
    expect(escaped).toEqual([]);
  });
});
