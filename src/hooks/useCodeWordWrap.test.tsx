import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {useCodeWordWrap} from './useCodeWordWrap';
import {
  FakeResizeObserver,
  useFakeResizeObserver,
} from '../../tests/mocks/resizeObserver';

/** A code block with the hook's state shown and its toggle as a button. */
function Block() {
  const {codeBlockRef, isCodeScrollable, isEnabled, toggle} = useCodeWordWrap();
  return (
    <>
      <pre ref={codeBlockRef}>
        <code>let x = 1;</code>
      </pre>
      <output>
        {isCodeScrollable ? 'scrollable' : 'fits'}
        {isEnabled ? ' wrapped' : ''}
      </output>
      <button type="button" onClick={toggle}>
        wrap
      </button>
    </>
  );
}

/** Stubs the widths jsdom does not compute, counting the reads. */
function stubWidths(scrollWidth: number, clientWidth: number) {
  const reads = jest.fn(() => scrollWidth);
  const scroll = jest
    .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
    .mockImplementation(reads);
  const client = jest
    .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
    .mockImplementation(() => clientWidth);
  return {
    reads,
    restore: () => {
      scroll.mockRestore();
      client.mockRestore();
    },
  };
}

describe('useCodeWordWrap', () => {
  beforeEach(useFakeResizeObserver);

  it('measures the block when the observer first reports, not while it mounts', () => {
    const widths = stubWidths(900, 300);
    try {
      render(<Block />);
      expect(widths.reads).not.toHaveBeenCalled();
      expect(screen.getByRole('status')).toHaveTextContent('fits');
      act(() => FakeResizeObserver.last?.callback());
      expect(widths.reads).toHaveBeenCalled();
      expect(screen.getByRole('status')).toHaveTextContent('scrollable');
    } finally {
      widths.restore();
    }
  });

  it('wraps the lines and unwraps them again, keeping the toggle while wrapped', () => {
    const widths = stubWidths(300, 300);
    try {
      const {container} = render(<Block />);
      const code = container.querySelector('code')!;
      act(() => FakeResizeObserver.last?.callback());
      expect(screen.getByRole('status')).toHaveTextContent('fits');
      fireEvent.click(screen.getByRole('button', {name: 'wrap'}));
      expect(code.style.whiteSpace).toBe('pre-wrap');
      expect(code.style.overflowWrap).toBe('anywhere');
      // A wrapped block keeps its toggle, though it no longer scrolls.
      expect(screen.getByRole('status')).toHaveTextContent(
        'scrollable wrapped',
      );
      fireEvent.click(screen.getByRole('button', {name: 'wrap'}));
      expect(code).not.toHaveAttribute('style');
      expect(screen.getByRole('status')).toHaveTextContent('fits');
    } finally {
      widths.restore();
    }
  });
});
