import React from 'react';
import {render, screen} from '@testing-library/react';
import {DEFAULT_FEATURE_SPAN, getHomeData} from '@site/src/data/home';
import HomeHero from './index';
import HomeFeatures from '../HomeFeatures';

describe('home page components', () => {
  const {hero, features} = getHomeData();

  it('renders the hero with its actions in order, each with its theme', () => {
    render(<HomeHero hero={hero} />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(
      'Makepad Book',
    );
    const links = screen.getAllByRole('link');
    expect(
      links.map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.dataset.actionTheme,
      ]),
    ).toEqual([
      ['Get started', '/guide/start/introduction', 'brand'],
      ['API reference', '/api/', 'alt'],
      ['Examples', '/examples/introduction', 'alt'],
    ]);
    // Makepad's own picture, which can run in the page.
    expect(
      screen.getByRole('img', {name: /^Makepad drawing a small code editor/}),
    ).toHaveAttribute('src', '/img/widgets/dock.png');
    expect(screen.getByRole('button', {name: 'Run it'})).toBeInTheDocument();
  });

  it('renders one linked card per feature, with its span', () => {
    render(<HomeFeatures features={features} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(features.length);
    for (const feature of features) {
      const card = screen
        .getByRole('heading', {name: feature.title})
        .closest('li');
      expect(card).toHaveAttribute(
        'data-span',
        String(feature.span ?? DEFAULT_FEATURE_SPAN),
      );
      expect(
        screen.getByRole('link', {name: new RegExp(feature.title)}),
      ).toHaveAttribute('href', feature.link);
    }
  });
});
