import React from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import type {OverviewGroup} from '@site/src/lib/apiOverview';
import ApiOverview from './index';

const groups: OverviewGroup[] = [
  {
    name: 'Sdf2d / methods',
    items: [
      {
        link: '/api/Sdf2d/methods/clear',
        text: 'clear',
        headers: [{id: 'signature', text: 'Signature', depth: 2}],
      },
    ],
  },
  {
    name: 'Others',
    items: [
      {link: '/api/commands', text: 'Command Line Interface', headers: []},
    ],
  },
];

describe('ApiOverview', () => {
  it('lists groups, pages and headings, with Overview for pages without any', () => {
    render(<ApiOverview groups={groups} />);
    expect(
      screen.getByRole('heading', {level: 2, name: 'Sdf2d / methods'}),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Signature'})).toHaveAttribute(
      'href',
      '/api/Sdf2d/methods/clear#signature',
    );
    const others = screen
      .getByRole('heading', {level: 2, name: 'Others'})
      .closest('section')!;
    expect(
      within(others).getByRole('link', {name: 'Overview'}),
    ).toHaveAttribute('href', '/api/commands');
  });

  it('shows a page summary instead of the Overview fallback', () => {
    render(
      <ApiOverview
        groups={[
          {
            name: 'widgets',
            items: [
              {
                link: '/api/widgets/slider',
                text: 'Slider',
                summary: 'A value picked by dragging.',
                headers: [],
              },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByText('A value picked by dragging.')).toBeInTheDocument();
    expect(
      screen.queryByRole('link', {name: 'Overview'}),
    ).not.toBeInTheDocument();
  });

  it('filters as the reader types and says when nothing matches', () => {
    render(<ApiOverview groups={groups} />);
    const box = screen.getByLabelText('Filter');
    expect(box).toHaveAttribute('placeholder', 'Enter keyword');
    fireEvent.change(box, {target: {value: 'command-line'}});
    expect(screen.queryByText('clear')).not.toBeInTheDocument();
    expect(screen.getByText('Command Line Interface')).toBeInTheDocument();
    fireEvent.change(box, {target: {value: 'zzz'}});
    expect(screen.getByRole('status')).toHaveTextContent(
      'No matching API found',
    );
  });
});
