import React from 'react';
import {act, render, screen} from '@testing-library/react';
import MDXTable from './index';
import {
  FakeResizeObserver,
  useFakeResizeObserver,
} from '../../../../tests/mocks/resizeObserver';

function widths(table: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(table, 'scrollWidth', {
    configurable: true,
    value: scrollWidth,
  });
  Object.defineProperty(table, 'clientWidth', {
    configurable: true,
    value: clientWidth,
  });
}

describe('Markdown tables', () => {
  beforeEach(useFakeResizeObserver);

  function renderTable() {
    render(
      <MDXTable data-facts="methods">
        <tbody>
          <tr>
            <td>cell</td>
          </tr>
        </tbody>
      </MDXTable>,
    );
    return screen.getByRole('table');
  }

  it('is focusable while it is wider than its column, and only then', () => {
    const table = renderTable();
    expect(table).not.toHaveAttribute('tabindex');
    expect(table).toHaveAttribute('data-facts', 'methods');
    widths(table, 900, 700);
    act(() => FakeResizeObserver.last?.callback());
    expect(table).toHaveAttribute('tabindex', '0');
    widths(table, 700, 700);
    act(() => FakeResizeObserver.last?.callback());
    expect(table).not.toHaveAttribute('tabindex');
  });

  it('measures when the observer first reports, not while it mounts', () => {
    const reads = jest.fn(() => 900);
    const spy = jest
      .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
      .mockImplementation(reads);
    try {
      const table = renderTable();
      expect(reads).not.toHaveBeenCalled();
      act(() => FakeResizeObserver.last?.callback());
      expect(reads).toHaveBeenCalled();
      expect(table).toHaveAttribute('tabindex', '0');
    } finally {
      spy.mockRestore();
    }
  });
});
