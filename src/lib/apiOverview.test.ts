import {
  DEFAULT_GROUP,
  filterGroups,
  groupPages,
  headingText,
  markdownHeadings,
  normalizeQuery,
  splitCamelCase,
  type OverviewGroup,
} from './apiOverview';

function slugger() {
  const seen = new Map<string, number>();
  return {
    slug(text: string) {
      const base = text
        .toLowerCase()
        .replace(/[^\w\u4e00-\u9fff]+/g, '-')
        .replace(/^-|-$/g, '');
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      return n === 0 ? base : `${base}-${n}`;
    },
  };
}

describe('markdownHeadings', () => {
  it('reads headings outside code blocks, with unique ids', () => {
    const source = [
      'Intro',
      '## Signature',
      '```rust',
      '## not a heading',
      '```',
      '### The `fill` call',
      '## Notes',
      '## Notes',
      '## Custom {#my-id}',
    ].join('\n');
    expect(markdownHeadings(source, slugger())).toEqual([
      {id: 'signature', text: 'Signature', depth: 2},
      {id: 'the-fill-call', text: 'The fill call', depth: 3},
      {id: 'notes', text: 'Notes', depth: 2},
      {id: 'notes-1', text: 'Notes', depth: 2},
      {id: 'my-id', text: 'Custom', depth: 2},
    ]);
  });

  it('unwraps inline Markdown in heading text', () => {
    expect(headingText('**Bold** and [a link](./x.md) with `code`')).toBe(
      'Bold and a link with code',
    );
  });
});

describe('groupPages', () => {
  const page = (
    title: string,
    groupPath: string[],
    depths: number[] = [2],
  ) => ({
    link: `/api/${title}`,
    title,
    groupPath,
    headers: depths.map((depth, i) => ({id: `h${i}`, text: `H${i}`, depth})),
  });

  it('groups by folder in page order and puts ungrouped pages under Others', () => {
    const groups = groupPages([
      page('commands', []),
      page('abs', ['Sdf2d', 'builtin']),
      page('aa', ['Sdf2d', 'fields']),
      page('acos', ['Sdf2d', 'builtin']),
    ]);
    expect(groups.map((g) => [g.name, g.items.map((i) => i.text)])).toEqual([
      ['Sdf2d / builtin', ['abs', 'acos']],
      ['Sdf2d / fields', ['aa']],
      [DEFAULT_GROUP, ['commands']],
    ]);
  });

  it('leaves out the headings most pages of a group share and keeps the summary', () => {
    const templated = (title: string, extra: string[]) => ({
      link: `/api/${title}`,
      title,
      groupPath: ['Sdf2d', 'builtin'],
      description: `${title} in one line`,
      headers: ['Signature', 'Example', ...extra].map((text) => ({
        id: text.toLowerCase(),
        text,
        depth: 2,
      })),
    });
    const [group] = groupPages([
      templated('abs', []),
      templated('mix', ['Blending colours']),
      templated('step', []),
    ]);
    expect(
      group!.items.map((item) => [
        item.summary,
        item.headers.map((h) => h.text),
      ]),
    ).toEqual([
      ['abs in one line', []],
      ['mix in one line', ['Blending colours']],
      ['step in one line', []],
    ]);
  });

  it("keeps a page's keywords for the Filter", () => {
    const [group] = groupPages([
      {...page('DropDown', ['widgets']), keywords: ['下拉框']},
      page('Slider', ['widgets']),
    ]);
    expect(group!.items.map((item) => item.keywords)).toEqual([
      ['下拉框'],
      undefined,
    ]);
  });

  it('keeps level-2 headings only', () => {
    const [group] = groupPages([page('clear', ['m'], [2, 3, 2, 4])]);
    expect(group!.items[0]!.headers.map((h) => h.id)).toEqual(['h0', 'h2']);
  });
});

describe('filterGroups', () => {
  const groups: OverviewGroup[] = [
    {
      name: 'Sdf2d / builtin',
      items: [
        {
          link: '/a',
          text: 'smoothstep',
          headers: [{id: 's', text: 'Signature', depth: 2}],
        },
        {link: '/b', text: 'abs', headers: []},
      ],
    },
    {
      name: 'Others',
      items: [
        {
          link: '/c',
          text: 'Command Line Interface',
          headers: [
            {id: 'i', text: 'Install cargo-makepad', depth: 2},
            {id: 'w', text: 'WebAssembly', depth: 2},
          ],
        },
      ],
    },
  ];

  it('returns everything for an empty query', () => {
    expect(filterGroups(groups, '  ')).toBe(groups);
  });

  it('matches group names case-insensitively and keeps the whole group', () => {
    expect(filterGroups(groups, 'BUILTIN')).toEqual([groups[0]]);
  });

  it('matches page titles and keeps all their headings', () => {
    expect(filterGroups(groups, 'line interface')).toEqual([groups[1]]);
  });

  it('matches headings, treating hyphens as spaces', () => {
    const [only] = filterGroups(groups, 'cargo makepad');
    expect(only!.items[0]!.headers).toEqual([
      {id: 'i', text: 'Install cargo-makepad', depth: 2},
    ]);
    expect(filterGroups(groups, 'install-cargo')).toHaveLength(1);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterGroups(groups, 'no such thing')).toEqual([]);
  });

  describe('widget names', () => {
    const widgets: OverviewGroup[] = [
      {
        name: 'widgets',
        items: [
          {
            link: '/api/widgets/drop-down',
            text: 'DropDown',
            keywords: ['下拉框', '下拉菜单'],
            headers: [],
          },
          {link: '/api/widgets/portal-list', text: 'PortalList', headers: []},
          {
            link: '/api/widgets/portal-list2',
            text: 'PortalList2',
            headers: [],
          },
          {
            link: '/api/widgets/slider',
            text: 'Slider',
            keywords: ['滑块', '滑动条'],
            headers: [],
          },
        ],
      },
    ];
    const links = (query: string) =>
      filterGroups(widgets, query).flatMap((group) =>
        group.items.map((item) => item.link),
      );

    it('match the words of a CamelCase title, spaced or hyphenated', () => {
      expect(links('drop down')).toEqual(['/api/widgets/drop-down']);
      expect(links('Drop-Down')).toEqual(['/api/widgets/drop-down']);
      expect(links('dropdown')).toEqual(['/api/widgets/drop-down']);
      expect(links('portal list')).toEqual([
        '/api/widgets/portal-list',
        '/api/widgets/portal-list2',
      ]);
      expect(links('down drop')).toEqual([]);
    });

    it('match a page by its keywords (Chinese names)', () => {
      expect(links('下拉菜单')).toEqual(['/api/widgets/drop-down']);
      expect(links('下拉框')).toEqual(['/api/widgets/drop-down']);
      expect(links('滑块')).toEqual(['/api/widgets/slider']);
      expect(links('下拉列表')).toEqual([]);
    });

    it('split CamelCase into words', () => {
      expect(splitCamelCase('DropDown')).toBe('Drop Down');
      expect(splitCamelCase('PortalList2')).toBe('Portal List2');
      expect(splitCamelCase('HTMLView')).toBe('HTML View');
      expect(splitCamelCase('smoothstep')).toBe('smoothstep');
    });
  });

  it('normalises queries', () => {
    expect(normalizeQuery('  Fill-Keep   Premul ')).toBe('fill keep premul');
    expect(normalizeQuery('fill_keep_premul')).toBe('fill keep premul');
  });
});
