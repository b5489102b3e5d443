import {loadingOnIntentOnly, type RouteLoader} from './intentPrefetch';

describe('loadingOnIntentOnly', () => {
  it('stops loading routes for links in view and keeps loading on intent', () => {
    const loaded: string[] = [];
    const loader: RouteLoader = Object.freeze({
      prefetch: (routePath: string) => {
        loaded.push(`prefetch ${routePath}`);
        return Promise.resolve([]);
      },
      preload: (routePath: string) => {
        loaded.push(`preload ${routePath}`);
        return Promise.resolve([]);
      },
    });
    const intentOnly = loadingOnIntentOnly(loader);
    expect(intentOnly.prefetch('/api/')).toBe(false);
    void intentOnly.preload('/guide/');
    expect(loaded).toEqual(['preload /guide/']);
  });
});
