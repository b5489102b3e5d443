import {buildSidebars, routeOfDocId} from './sidebars';
import {existsInLocale} from './localeOnly';

type Node =
  string | {type?: string; items?: Node[]; id?: string; label?: string};

function docIds(items: Node[]): string[] {
  return items.flatMap((item) =>
    typeof item === 'string'
      ? [item]
      : [...(item.id ? [item.id] : []), ...docIds(item.items ?? [])],
  );
}

function categories(items: Node[]): Node[] {
  return items.flatMap((item) =>
    typeof item === 'string' || item.type !== 'category'
      ? []
      : [item, ...categories(item.items ?? [])],
  );
}

describe('routeOfDocId', () => {
  it('maps index docs to the folder path', () => {
    expect(routeOfDocId('guide/live-DSL/index')).toBe('/guide/live-DSL/');
    expect(routeOfDocId('contribute/index')).toBe('/contribute/');
    expect(routeOfDocId('api/commands')).toBe('/api/commands');
  });
});

describe.each(['en', 'zh'] as const)('%s sidebars', (locale) => {
  const sidebars = buildSidebars(locale);

  it('have the sections of the spec', () => {
    expect(Object.keys(sidebars)).toEqual(
      expect.arrayContaining([
        'guide',
        'api',
        'examples',
        'contribute',
        'onlineSalon',
      ]),
    );
  });

  it('list only pages that exist in this language', () => {
    for (const items of Object.values(sidebars)) {
      for (const id of docIds(items as Node[])) {
        expect(existsInLocale(routeOfDocId(id), locale)).toBe(true);
      }
    }
  });

  it('use collapsible groups that start expanded', () => {
    for (const items of Object.values(sidebars)) {
      for (const category of categories(items as Node[])) {
        expect(category).toMatchObject({collapsible: true, collapsed: false});
      }
    }
  });
});
