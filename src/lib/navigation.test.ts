import {SECTIONS} from '../data/sections';
import {MAKEPAD_REPO_URL} from '../data/site';
import {footerColumns, navbarSectionItems} from './navigation';

describe('navbar items', () => {
  it('are the spec’s top navigation, in order, each active under its section', () => {
    expect(navbarSectionItems()).toEqual([
      {
        label: 'Guide',
        to: '/guide/start/introduction',
        activeBasePath: '/guide/',
        position: 'left',
      },
      {label: 'API', to: '/api/', activeBasePath: '/api/', position: 'left'},
      {
        label: 'This week in Our Team',
        to: '/weekly/',
        activeBasePath: '/weekly/',
        position: 'left',
      },
      {
        label: 'Examples',
        to: '/examples/introduction',
        activeBasePath: '/examples/',
        position: 'left',
      },
      {
        label: 'Contribute',
        to: '/contribute/',
        activeBasePath: '/contribute/',
        position: 'left',
      },
    ]);
  });

  it('lead to a page inside the section they mark active', () => {
    for (const section of Object.values(SECTIONS)) {
      expect(section.entry.startsWith(section.basePath)).toBe(true);
    }
  });
});

describe('footer columns', () => {
  it('link sections to their entry pages and other sites by address', () => {
    const columns = footerColumns();
    expect(columns.map((column) => column.title)).toEqual([
      'Learn',
      'Community',
    ]);
    expect(columns[1]?.items).toEqual([
      {label: 'Contribute', to: '/contribute/'},
      {label: 'Online Salon', to: '/online-salon/'},
      {label: 'Makepad on GitHub', href: MAKEPAD_REPO_URL},
    ]);
  });
});
