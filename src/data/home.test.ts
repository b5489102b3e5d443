import {DEFAULT_FEATURE_SPAN, getHomeData} from './home';

describe('home data', () => {
  const {hero, features} = getHomeData();

  it('has a hero with name, text, tagline and themed actions', () => {
    expect(hero.name).toBe('Makepad Book');
    expect(hero.text.length).toBeGreaterThan(10);
    expect(hero.tagline.length).toBeGreaterThan(40);
    expect(hero.actions.map((a) => a.theme)).toEqual(['brand', 'alt', 'alt']);
    for (const action of hero.actions) {
      expect(action.text).not.toBe('');
      expect(action.link).toMatch(/^\/[\w/-]*$/);
    }
    expect(hero.image?.alt).toBeTruthy();
  });

  it('has feature cards with icon, title, details and an internal link', () => {
    expect(features.length).toBeGreaterThanOrEqual(6);
    for (const feature of features) {
      expect(feature.title).not.toBe('');
      expect(feature.details.length).toBeGreaterThan(60);
      expect(feature.link).toMatch(/^\//);
    }
    expect(new Set(features.map((f) => f.title)).size).toBe(features.length);
    expect(new Set(features.map((f) => f.icon)).size).toBe(features.length);
  });

  it('fills whole rows of the 12-column grid on wide screens', () => {
    const columns = features.reduce(
      (sum, f) => sum + (f.span ?? DEFAULT_FEATURE_SPAN),
      0,
    );
    expect(columns % 12).toBe(0);
  });
});
