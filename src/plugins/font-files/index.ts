/**
 * Fonts are always files, never inlined. Docusaurus's fonts rule inlines a
 * font smaller than its url-loader limit (10,000 bytes) as a data URL into
 * the stylesheet that references it: Geist Mono's 9,864-byte file then
 * added 13 KB of base64 to the one render-blocking stylesheet, which every
 * page waits for before its first paint, for a font that only code needs
 * and that font-display: optional may not even use (src/css/custom.css).
 * As a file it is fetched only by pages with code, and cached.
 */
import type {Plugin} from '@docusaurus/types';

/** What this plugin reads of a bundler rule. */
type Rule = {
  test?: unknown;
  use?: unknown;
};

type LoaderUse = {loader?: unknown; options?: Record<string, unknown>};

/** Whether a rule is the one for font files (its test matches `.woff2`). */
export function isFontRule(rule: Rule): boolean {
  return rule.test instanceof RegExp && rule.test.test('font.woff2');
}

/** Turns off inlining in the url-loader of each font rule, in place. */
export function keepFontsAsFiles(rules: readonly unknown[]): number {
  let changed = 0;
  for (const rule of rules) {
    if (typeof rule !== 'object' || rule === null || !isFontRule(rule)) {
      continue;
    }
    const uses = (rule as Rule).use;
    for (const use of Array.isArray(uses) ? (uses as LoaderUse[]) : []) {
      if (String(use.loader).includes('url-loader') && use.options) {
        use.options.limit = false;
        changed += 1;
      }
    }
  }
  return changed;
}

export default function fontFilesPlugin(): Plugin {
  return {
    name: 'font-files',
    configureWebpack(config) {
      if (keepFontsAsFiles(config.module?.rules ?? []) === 0) {
        throw new Error(
          'font-files: no url-loader rule for fonts found in the bundler config',
        );
      }
      return {};
    },
  };
}
