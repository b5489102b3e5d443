import type {RouteConfig} from '@docusaurus/types';
import {withoutDocDescriptions} from './versionProps';

const versionRoute: RouteConfig = {
  path: '/',
  component: '@theme/DocVersionRoot',
  props: {
    version: {
      pluginId: 'default',
      docsSidebars: {guide: [{type: 'link', href: '/guide/', label: 'Guide'}]},
      docs: {
        'guide/index': {
          id: 'guide/index',
          title: 'Guide',
          description: 'A long description of the guide.',
          sidebar: 'guide',
        },
      },
    },
  },
  routes: [{path: '/guide/', component: '@theme/DocItem', exact: true}],
};

describe('withoutDocDescriptions', () => {
  it("drops each doc's description and keeps everything else", () => {
    const trimmed = withoutDocDescriptions({
      path: '/',
      component: '@theme/DocsRoot',
      routes: [versionRoute],
    });
    const version = trimmed.routes?.[0]?.props?.version as {
      docs: Record<string, unknown>;
      docsSidebars: unknown;
    };
    expect(version.docs).toEqual({
      'guide/index': {id: 'guide/index', title: 'Guide', sidebar: 'guide'},
    });
    expect(version.docsSidebars).toEqual(
      (versionRoute.props?.version as {docsSidebars: unknown}).docsSidebars,
    );
    expect(trimmed.routes?.[0]?.routes).toEqual(versionRoute.routes);
  });

  it('leaves routes without version metadata as they are', () => {
    const route: RouteConfig = {path: '/x', component: 'X', props: {a: 1}};
    expect(withoutDocDescriptions(route)).toEqual(route);
  });
});
