/**
 * The docs plugin gives every doc page the version's metadata as a prop of
 * the version's route (`props.version`): each sidebar, and for each doc its
 * id, title, sidebar and description. Only theme-classic's DocCard reads a
 * description, and the site renders no doc cards: without them that data
 * shrinks from about 13 KB to 5 KB gzip, loaded by every doc page
 * (CONTRIBUTING.md, Budgets).
 */
import type {RouteConfig} from '@docusaurus/types';

type VersionProp = {docs: Record<string, Record<string, unknown>>};

function isVersionProp(value: unknown): value is VersionProp {
  if (typeof value !== 'object' || value === null || !('docs' in value)) {
    return false;
  }
  const {docs} = value;
  return (
    typeof docs === 'object' &&
    docs !== null &&
    Object.values(docs).every((doc) => typeof doc === 'object' && doc !== null)
  );
}

/** The route, and its subroutes, without the docs' descriptions in `props.version.docs`. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version: unknown = route.props?.version;
  const props = isVersionProp(version)
    ? {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(
            Object.entries(version.docs).map(([id, doc]) => {
              const {description: _description, ...rest} = doc;
              return [id, rest];
            }),
          ),
        },
      }
    : route.props;
  return {
    ...route,
    ...(props === undefined ? {} : {props}),
    ...(route.routes === undefined
      ? {}
      : {routes: route.routes.map(withoutDocDescriptions)}),
  };
}
