/**
 * The sidebar structure of every section, written once. `sidebars.ts` and
 * `sidebars.zh.ts` call `buildSidebars` for their locale; pages that exist in
 * one language only (src/lib/localeOnly.ts) are dropped from the other.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {existsInLocale} from '../lib/localeOnly';
import type {Locale} from './site';

/** One entry of a sidebar list (a doc id, a category, a link...). */
type Item = Extract<SidebarsConfig[string], unknown[]>[number];

/** Route path of a doc id (`guide/live-DSL/index` → `/guide/live-DSL/`). */
export function routeOfDocId(id: string): string {
  return `/${id.replace(/(^|\/)index$/, '$1')}`;
}

function group(label: string, items: Item[]): Item {
  return {type: 'category', label, collapsible: true, collapsed: false, items};
}

export function buildSidebars(locale: Locale): SidebarsConfig {
  const inLocale = (items: Item[]): Item[] =>
    items.filter(
      (item) =>
        typeof item !== 'string' || existsInLocale(routeOfDocId(item), locale),
    );

  return {
    guide: [
      group('Start', [
        'guide/start/introduction',
        'guide/start/makepad-framework',
        'guide/start/makepad-framework-architecture',
        'guide/start/makepad-studio',
        'guide/start/tutorial-ui-zoo',
      ]),
    ],
    examples: inLocale(['examples/introduction']),
    contribute: ['contribute/index', 'contribute/dev-setup'],
    onlineSalon: ['online-salon/index'],
  };
}
