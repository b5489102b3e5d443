/**
 * The docs plugin, restricted to the current locale's pages.
 *
 * Wraps @docusaurus/plugin-content-docs: for each locale it leaves out the
 * pages that exist in other languages only (src/data/localeOnly.ts) and loads
 * that locale's sidebar file. Works the same for `start`, `build` and
 * `write-translations`, because it reads the locale from the load context.
 * The version metadata every doc page loads leaves out the docs'
 * descriptions, which the site never shows (src/lib/versionProps.ts).
 */
import path from 'node:path';
import pluginContentDocs, {
  validateOptions,
} from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext} from '@docusaurus/types';
import {docsExcludedFrom} from '../../lib/localeOnly';
import {withoutDocDescriptions} from '../../lib/versionProps';
import {DEFAULT_LOCALE, asLocale, type Locale} from '../../data/site';

/** `sidebars.ts` for the default locale, `sidebars.<locale>.ts` otherwise. */
function sidebarFileFor(siteDir: string, locale: Locale): string {
  const name =
    locale === DEFAULT_LOCALE ? 'sidebars.ts' : `sidebars.${locale}.ts`;
  return path.join(siteDir, name);
}

export default async function localeDocs(
  context: LoadContext,
  options: PluginOptions,
): ReturnType<typeof pluginContentDocs> {
  const locale = asLocale(context.i18n.currentLocale);
  const plugin = await pluginContentDocs(context, {
    ...options,
    exclude: [...options.exclude, ...docsExcludedFrom(locale)],
    sidebarPath: sidebarFileFor(context.siteDir, locale),
  });
  const {contentLoaded} = plugin;
  return {
    ...plugin,
    contentLoaded: contentLoaded
      ? (args) =>
          contentLoaded({
            ...args,
            actions: {
              ...args.actions,
              addRoute: (route) =>
                args.actions.addRoute(withoutDocDescriptions(route)),
            },
          })
      : undefined,
  };
}

export {validateOptions};
