/**
 * V8's compile hint (src/plugins/compile-hints): in each locale's build,
 * the scripts every page loads in its head (the entry scripts, `main` and
 * `runtime~main`) start with the magic comment, still valid JavaScript;
 * no other script has it, so the large chunks loaded on demand (Mermaid,
 * the shader editor) are not compiled whole before they run.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {LOCALES} from '../../src/data/site';
import {COMPILE_HINT} from '../../src/plugins/compile-hints';
import {localeDir} from './builtSearch';

/** The scripts a page's head loads, as paths inside the build. */
function headScripts(page: string): string[] {
  const head = /<head>[\s\S]*?<\/head>/.exec(fs.readFileSync(page, 'utf8'));
  return [...(head?.[0] ?? '').matchAll(/<script src="([^"]+)"/g)].map(
    ([, src]) => src!,
  );
}

describe.each(LOCALES)('the build of %s', (locale) => {
  const root = localeDir(locale);
  const scripts = headScripts(path.join(root, 'index.html'));
  const jsFolder = path.join(root, 'assets', 'js');
  const read = (file: string) =>
    fs.readFileSync(path.join(jsFolder, file), 'utf8');

  it('loads main and runtime~main in the head of its home page', () => {
    expect(scripts.map((src) => path.basename(src).split('.')[0])).toEqual([
      'runtime~main',
      'main',
    ]);
  });

  it('starts each of them with the compile hint, and they still parse', () => {
    for (const src of scripts) {
      const text = read(path.basename(src));
      expect(text.split('\n')[0]).toBe(COMPILE_HINT);
      expect(() => new vm.Script(text, {filename: src})).not.toThrow();
    }
  });

  it('gives the hint to no other script', () => {
    const entries = new Set(scripts.map((src) => path.basename(src)));
    const hinted = fs
      .readdirSync(jsFolder)
      .filter((file) => file.endsWith('.js') && !entries.has(file))
      .filter((file) => read(file).includes('allFunctionsCalledOnLoad'));
    expect(hinted).toEqual([]);
  });
});
