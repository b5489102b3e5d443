import React from 'react';
import {render, screen} from '@testing-library/react';
import {getHomeData} from '@site/src/data/home';
import HomeHero from './index';
import HomeFeatures from '../HomeFeatures';

describe('home page components', () => {
  const {hero, features} = getHomeData();

  it('renders the hero with its actions styled by theme', () => {
    render(<HomeHero hero={hero} />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(
      'Makepad Book',
    );
    const start = screen.getByRole('link', {name: hero.actions[0]!.text});
    expect(start).toHaveAttribute('href', '/guide/start/introduction');
    expect(start).toHaveClass('button--primary');
    expect(screen.getByRole('link', {name: hero.actions[1]!.text})).toHaveClass(
      'button--secondary',
    );
    expect(
      screen.getByRole('img', {name: hero.image!.alt}),
    ).toBeInTheDocument();
  });

  it('renders one linked card per feature, with its span', () => {
    render(<HomeFeatures features={features} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(features.length);
    const reference = features.find((f) => f.span === 6)!;
    const card = screen
      .getByRole('heading', {name: reference.title})
      .closest('li');
    expect(card).toHaveClass('span6');
    expect(
      screen.getByRole('link', {name: new RegExp(reference.title)}),
    ).toHaveAttribute('href', reference.link);
  });
});
