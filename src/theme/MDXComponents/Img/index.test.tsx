import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import ImgWrapper from './index';

jest.mock('@theme-original/MDXComponents/Img', () => ({
  __esModule: true,
  default: (props: React.ComponentProps<'img'>) => <img {...props} />,
}));

describe('zoomable doc images', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function openZoom() {
    render(<ImgWrapper src="/img/a.svg" alt="A window" />);
    fireEvent.click(
      screen.getByRole('button', {name: 'A window (Zoom image)'}),
    );
    return () => document.querySelector('[role="dialog"]');
  }

  it('opens on click and closes on a click on the backdrop', () => {
    const dialog = openZoom();
    expect(dialog()).toHaveAttribute('data-zoom-state', 'opening');
    act(() => jest.advanceTimersByTime(300));
    expect(dialog()).toHaveAttribute('data-zoom-state', 'opened');
    fireEvent.click(dialog()!);
    expect(dialog()).toHaveAttribute('data-zoom-state', 'closing');
    act(() => jest.advanceTimersByTime(300));
    expect(dialog()).toBeNull();
  });

  it('closes on Escape and on resize', () => {
    let dialog = openZoom();
    fireEvent.keyDown(window, {key: 'Escape'});
    expect(dialog()).toHaveAttribute('data-zoom-state', 'closing');
    act(() => jest.advanceTimersByTime(300));
    document.body.innerHTML = '';

    dialog = openZoom();
    fireEvent(window, new Event('resize'));
    expect(dialog()).toHaveAttribute('data-zoom-state', 'closing');
  });

  it('closes 150 ms after a scroll of more than 40', () => {
    const dialog = openZoom();
    act(() => jest.advanceTimersByTime(300));
    Object.defineProperty(window, 'scrollY', {configurable: true, value: 30});
    fireEvent.scroll(window);
    act(() => jest.advanceTimersByTime(200));
    expect(dialog()).toHaveAttribute('data-zoom-state', 'opened');
    Object.defineProperty(window, 'scrollY', {configurable: true, value: 50});
    fireEvent.scroll(window);
    act(() => jest.advanceTimersByTime(149));
    expect(dialog()).toHaveAttribute('data-zoom-state', 'opened');
    act(() => jest.advanceTimersByTime(1));
    expect(dialog()).toHaveAttribute('data-zoom-state', 'closing');
    Object.defineProperty(window, 'scrollY', {configurable: true, value: 0});
  });

  it('leaves linked images to their link', () => {
    render(
      <a href="/x">
        <ImgWrapper src="/img/a.svg" alt="Linked" />
      </a>,
    );
    fireEvent.click(screen.getByRole('button', {name: 'Linked (Zoom image)'}));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
