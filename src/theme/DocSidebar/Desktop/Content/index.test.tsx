import React from 'react';
import {render, screen} from '@testing-library/react';
import Content from './index';
import {hydrateOver} from '../../../../../tests/mocks/hydrate';
import {stubViewportWidth} from '../../../../../tests/mocks/matchMedia';

/** Counts the renders of theme-classic's list (a stand-in here). */
const mockOriginalRendered = jest.fn();
jest.mock('@theme-original/DocSidebar/Desktop/Content', () => ({
  __esModule: true,
  default: function Original() {
    mockOriginalRendered();
    return <nav data-testid="theme-original" className="menu" />;
  },
}));

const column = <Content path="/guide/a" sidebar={[]} />;

/** What the server renders for `column` (CSS modules give their names). */
const SERVER_HTML =
  '<div class="contents"><nav data-testid="theme-original" class="menu"></nav></div>';

/** Hydrates the column over its server HTML at `width` px. */
function hydrateAt(width: number) {
  stubViewportWidth(width);
  const {serverElements} = hydrateOver(SERVER_HTML, column);
  return {serverList: serverElements.find((e) => e.tagName === 'NAV')};
}

describe('sidebar column contents', () => {
  beforeEach(() => mockOriginalRendered.mockClear());

  it('keeps the server’s list, not rendering it, where the viewport has no sidebar column', () => {
    const {serverList} = hydrateAt(412);
    expect(mockOriginalRendered).not.toHaveBeenCalled();
    expect(screen.getByTestId('theme-original')).toBe(serverList);
  });

  it('hydrates the list where the viewport shows the column', () => {
    const {serverList} = hydrateAt(1440);
    expect(mockOriginalRendered).toHaveBeenCalled();
    expect(screen.getByTestId('theme-original')).toBe(serverList);
  });

  it('renders the list when mounted after hydration, at any width', () => {
    stubViewportWidth(412);
    render(column);
    expect(mockOriginalRendered).toHaveBeenCalled();
  });
});
