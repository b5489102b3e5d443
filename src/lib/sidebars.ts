/**
 * Each locale's sidebars from the structure of src/data/sidebars.ts: the
 * pages that exist in one language only (src/data/localeOnly.ts) and the
 * groups they leave empty are dropped from the other language's sidebars.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {sidebarStructure, type SidebarItem} from '../data/sidebars';
import type {Locale} from '../data/site';
import {existsInLocale} from './localeOnly';

/** Route path of a doc id (`guide/live-DSL/index` → `/guide/live-DSL/`). */
export function routeOfDocId(id: string): string {
  return `/${id.replace(/(^|\/)index$/, '$1')}`;
}

/** Removes the pages (and emptied groups) that do not exist in `locale`. */
export function keepLocale(
  items: readonly SidebarItem[],
  locale: Locale,
): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (typeof item === 'string') {
      return existsInLocale(routeOfDocId(item), locale) ? [item] : [];
    }
    if (item.type === 'category' && Array.isArray(item.items)) {
      const kept = keepLocale(item.items, locale);
      return kept.length > 0 ? [{...item, items: kept}] : [];
    }
    return [item];
  });
}

/** The sidebars of `locale`'s build (`sidebars.ts`, `sidebars.zh.ts`). */
export function buildSidebars(locale: Locale): SidebarsConfig {
  return Object.fromEntries(
    Object.entries(sidebarStructure()).map(([name, items]) => [
      name,
      keepLocale(items, locale),
    ]),
  );
}
