/**
 * The sidebar structure of every section, written once, with the pages of
 * both languages. `sidebars.ts` and `sidebars.zh.ts` build their locale's
 * sidebars from it with `buildSidebars` (src/lib/sidebars.ts), which drops
 * the pages that exist in one language only (src/data/localeOnly.ts).
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {
  SDF2D_BUILTINS,
  SDF2D_FIELDS,
  SDF2D_LIBRARY,
  SDF2D_METHODS,
  type MethodGroup,
} from './sdf2d';
import {IMAGE_VIEWER_STEPS} from './tutorial';
import {APP_API_PAGES} from './appApi';
import {WIDGET_GROUPS} from './widgets';

/** One entry of a sidebar list (a doc id, a category, a link...). */
export type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];
type Item = SidebarItem;

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
        'input-events',
        'portal-list',
        'themes',
      ]),
    ),
    group(
      'Building an app',
      docs('guide/app', [
        'index',
        'event-loop',
        'http',
        'web-sockets',
        'app-state',
        'platform-services',
        'text-and-fonts',
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
        'adaptive-view',
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
        'built-in-uniforms',
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

/**
 * The API section: its introduction, the quick reference and the command
 * line first (SPEC, Sidebars per section), then the widget reference,
 * which most readers of the section look for and which would otherwise
 * start below more than a hundred Sdf2d links, then the App and events
 * reference (Cx, Event, Hit, MatchEvent, HTTP; issue 30), then the Sdf2d
 * tree (issue 28). Every group starts expanded, as the SPEC asks.
 */
function api(): Item[] {
  return [
    'api/index',
    'api/Makepad-Quick-Reference-Guide',
    'api/commands',
    group('Widgets', [
      'api/widgets/index',
      ...WIDGET_GROUPS.map((widgets) =>
        group(
          widgets.label,
          docs(
            'api/widgets',
            widgets.widgets.map((widget) => widget.slug),
          ),
        ),
      ),
    ]),
    group(
      'App and events',
      docs(
        'api/app',
        APP_API_PAGES.map((page) => page.slug),
      ),
    ),
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

/** Every sidebar (name → items), with the pages of both languages. */
export function sidebarStructure(): Record<string, Item[]> {
  return {
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
}
