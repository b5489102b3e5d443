import React from 'react';
import {render, screen} from '@testing-library/react';
import TOC from './index';
import {hydrateOver} from '../../../tests/mocks/hydrate';
import {stubViewportWidth} from '../../../tests/mocks/matchMedia';

/** Counts the renders of theme-classic's TOC (a stand-in here). */
const mockOriginalRendered = jest.fn();
jest.mock('@theme-original/TOC', () => ({
  __esModule: true,
  default: function Original(props: {className?: string}) {
    mockOriginalRendered();
    return <div data-testid="theme-original" className={props.className} />;
  },
}));

const outline = (
  <TOC toc={[]} minHeadingLevel={2} maxHeadingLevel={4} className="x" />
);

/** What the server renders for `outline` (CSS modules give their names). */
const SERVER_HTML =
  '<nav class="outline thin-scrollbar" aria-label="On this page" data-outline="desktop"><p class="title">On this page</p><div data-testid="theme-original" class="x items"></div></nav>';

describe('TOC wrapper', () => {
  beforeEach(() => mockOriginalRendered.mockClear());

  it('titles the outline and keeps the original list inside it', () => {
    stubViewportWidth(1440);
    render(outline);
    const nav = screen.getByRole('navigation', {name: 'On this page'});
    expect(nav).toHaveTextContent('On this page');
    const original = screen.getByTestId('theme-original');
    expect(nav).toContainElement(original);
    // The caller's class still reaches the original component.
    expect(original).toHaveClass('x');
  });

  /** Hydrates the outline over its server HTML at `width` px. */
  function hydrateAt(width: number) {
    stubViewportWidth(width);
    const {serverElements} = hydrateOver(SERVER_HTML, outline);
    return {
      serverList: serverElements.find((e) => e.hasAttribute('data-testid')),
    };
  }

  it('keeps the server’s outline, not rendering it, where the viewport has no outline column', () => {
    const {serverList} = hydrateAt(1000);
    expect(mockOriginalRendered).not.toHaveBeenCalled();
    expect(screen.getByTestId('theme-original')).toBe(serverList);
  });

  it('hydrates the outline where the viewport shows its column', () => {
    const {serverList} = hydrateAt(1440);
    expect(mockOriginalRendered).toHaveBeenCalled();
    expect(screen.getByTestId('theme-original')).toBe(serverList);
  });
});
