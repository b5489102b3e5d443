/**
 * Moves the 996 px media queries of Infima, the classic theme and the local
 * search plugin to the site's breakpoints (src/data/breakpoints.ts), as a
 * PostCSS step of the CSS build; which stylesheet follows which breakpoint
 * is the table of src/lib/themeBreakpoints.ts.
 */
import type {Plugin, PostCssOptions} from '@docusaurus/types';
import {rewriteThemeMediaQuery} from '../../lib/themeBreakpoints';

/** The part of a PostCSS at-rule this step reads and writes. */
type MediaRule = {
  params: string;
  source?: {input?: {file?: string}};
};

/** A PostCSS 8 plugin object (its visitor API needs no import). */
const rewriteMediaQueries = {
  postcssPlugin: 'makepad-book-breakpoints',
  AtRule: {
    media(rule: MediaRule): void {
      const file = rule.source?.input?.file;
      if (file) {
        rule.params = rewriteThemeMediaQuery(rule.params, file);
      }
    },
  },
};

export default function breakpointsPlugin(): Plugin {
  return {
    name: 'makepad-book-breakpoints',
    configurePostCss(options: PostCssOptions): PostCssOptions {
      options.plugins.push(rewriteMediaQueries);
      return options;
    },
  };
}
