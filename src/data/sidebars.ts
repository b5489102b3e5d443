/**
 * The sidebar structure of every section, written once. `sidebars.ts` and
 * `sidebars.zh.ts` call `buildSidebars` for their locale; pages that exist in
 * one language only (src/lib/localeOnly.ts) are dropped from the other.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {existsInLocale} from '../lib/localeOnly';
import {
  SDF2D_BUILTINS,
  SDF2D_FIELDS,
  SDF2D_LIBRARY,
  SDF2D_METHODS,
  type MethodGroup,
} from './sdf2d';
import {IMAGE_VIEWER_STEPS} from './tutorial';
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

function docs(folder: string, names: readonly string[]): string[] {
  return names.map((name) => `${folder}/${name}`);
}

function methodItems(node: MethodGroup): Item[] {
  return node.items.map((item) =>
    typeof item === 'string'
      ? `api/Sdf2d/methods/${item}`
      : group(item.label, methodItems(item)),
  );
}

function guide(): Item[] {
  return [
    group('Quick Start', [
      'guide/quick-start/app-examples',
      group(
        'Image Viewer App',
        docs('guide/quick-start/image-viewer-app', IMAGE_VIEWER_STEPS),
      ),
    ]),
    group(
      'Start',
      docs('guide/start', [
        'introduction',
        'makepad-framework',
        'makepad-framework-architecture',
        'makepad-studio',
        'tutorial-ui-zoo',
      ]),
    ),
    group(
      'Widget',
      docs('guide/widget', [
        'index',
        'widget-core-concepts',
        'widget-render',
        'customized-button-widget',
      ]),
    ),
    group(
      'Live DSL',
      docs('guide/live-DSL', [
        'index',
        'basic-syntax',
        'props-inherit',
        'type-system',
      ]),
    ),
    group(
      'Layout System',
      docs('guide/layout-system', [
        'index',
        'turtle-draw-layout',
        'attribute-inheritance-relation',
        'circular-dependency',
        'debug-layout',
        'best-practice',
      ]),
    ),
    group(
      'Animation System',
      docs('guide/animation-system', [
        'index',
        'building-basic-animation-component',
        'example-animation',
        'debug-animation',
        'best-practice',
      ]),
    ),
    group(
      'Shading Language',
      docs('guide/shading-language', [
        'index',
        'MPSL-shader',
        'draw-basic-graphics',
        'shader-animation',
        'shader-skill',
      ]),
    ),
    group(
      'Appendix',
      docs('guide/appendix', ['live-DSL-code-style', 'packaging-guide']),
    ),
  ];
}

function api(): Item[] {
  return [
    'api/index',
    'api/Makepad-Quick-Reference-Guide',
    'api/commands',
    group('Sdf2d', [
      'api/Sdf2d/playground',
      group('builtin', docs('api/Sdf2d/builtin', SDF2D_BUILTINS)),
      group(
        'fields',
        docs(
          'api/Sdf2d/fields',
          SDF2D_FIELDS.map((field) => field.name),
        ),
      ),
      group(SDF2D_METHODS.label, methodItems(SDF2D_METHODS)),
      group('library', docs('api/Sdf2d/library', SDF2D_LIBRARY)),
    ]),
  ];
}

/** Removes the pages (and emptied groups) that do not exist in `locale`. */
function keepLocale(items: Item[], locale: Locale): Item[] {
  return items.flatMap((item): Item[] => {
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

export function buildSidebars(locale: Locale): SidebarsConfig {
  const sidebars: Record<string, Item[]> = {
    guide: guide(),
    api: api(),
    examples: ['examples/introduction', 'examples/image_viewer_app'],
    contribute: [
      'contribute/index',
      'contribute/dev-setup',
      'contribute/translation-status',
    ],
    onlineSalon: ['online-salon/index'],
  };
  return Object.fromEntries(
    Object.entries(sidebars).map(([name, items]) => [
      name,
      keepLocale(items, locale),
    ]),
  );
}
