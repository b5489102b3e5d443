import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_FEATURE_SPAN, getHomeData} from './home';

/** English routes of tests/routes.tsv (every page the site serves). */
const ENGLISH_ROUTES = new Set(
  fs
    .readFileSync(
      path.join(__dirname, '..', '..', 'tests', 'routes.tsv'),
      'utf8',
    )
    .trim()
    .split('\n')
    .slice(1)
    .map((row) => row.split('\t'))
    .filter(([, lang]) => lang === 'en')
    .map(([route]) => route),
);

describe('home data', () => {
  const {hero, features} = getHomeData();

  it('has a hero with name, text, tagline, an image and themed actions', () => {
    expect(hero.name).toBe('Makepad Book');
    expect(hero.text.trim()).not.toBe('');
    expect(hero.tagline.trim()).not.toBe('');
    expect(hero.tagline).not.toBe(hero.text);
    expect(hero.actions.map((a) => a.theme)).toEqual(['brand', 'alt', 'alt']);
    expect(hero.image?.alt.trim()).toBeTruthy();
  });

  it('links every action and card to a page the site serves', () => {
    const links = [
      ...hero.actions.map((action) => action.link),
      ...features.map((feature) => feature.link),
    ];
    for (const link of links) {
      expect(ENGLISH_ROUTES).toContain(link);
    }
  });

  it('has feature cards with an icon, title and details of their own', () => {
    for (const feature of features) {
      expect(feature.title.trim()).not.toBe('');
      expect(feature.details.trim()).not.toBe('');
    }
    expect(new Set(features.map((f) => f.title)).size).toBe(features.length);
    expect(new Set(features.map((f) => f.details)).size).toBe(features.length);
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
