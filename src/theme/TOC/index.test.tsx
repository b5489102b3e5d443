import React from 'react';
import {render, screen} from '@testing-library/react';
import TOC from './index';

describe('TOC wrapper', () => {
  it('titles the outline and keeps the original list inside it', () => {
    render(
      <TOC toc={[]} minHeadingLevel={2} maxHeadingLevel={4} className="x" />,
    );
    const outline = screen.getByRole('navigation', {name: 'On this page'});
    expect(outline).toHaveTextContent('On this page');
    const original = screen.getByTestId('theme-original');
    expect(outline).toContainElement(original);
    // The caller's class still reaches the original component.
    expect(original).toHaveClass('x');
  });
});
