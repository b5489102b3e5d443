import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {setLiveBase, TEST_LIVE_BASE} from '../../../tests/mocks/useGlobalData';
import LiveExample from './index';
import {
  FakeResizeObserver,
  useFakeResizeObserver,
} from '../../../tests/mocks/resizeObserver';

function renderExample() {
  return render(
    <LiveExample example="slider">
      <p>
        <img
          src="/img/widgets/slider.png"
          alt="Three sliders"
          width={480}
          height={330}
        />
      </p>
    </LiveExample>,
  );
}

function displayedWidth(picture: HTMLElement, width: number) {
  picture.getBoundingClientRect = () => ({width}) as DOMRect;
}

beforeEach(useFakeResizeObserver);

/** A message of the frame's host page, as its window posts it. */
function post(frame: HTMLIFrameElement, data: unknown) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {data, source: frame.contentWindow}),
    );
  });
}

afterEach(() => setLiveBase(TEST_LIVE_BASE));

describe('LiveExample', () => {
  it('runs the example at its picture’s size, scaled as the picture is shown, also after a resize', () => {
    const {container} = renderExample();
    const picture = screen.getByRole('img', {name: 'Three sliders'});
    displayedWidth(picture, 240);
    fireEvent.click(screen.getByRole('button', {name: 'Run it'}));
    const frame = container.querySelector('iframe')!;
    expect(frame.style.width).toBe('480px');
    expect(frame.style.height).toBe('330px');
    expect(frame.style.transform).toBe('scale(0.5)');

    // The window widens: the picture is shown at its own size.
    displayedWidth(picture, 480);
    act(() => FakeResizeObserver.last?.callback());
    expect(frame.style.transform).toBe('scale(1)');
  });

  it('shows the picture and a Run it button, and loads nothing', () => {
    const {container} = renderExample();
    expect(screen.getByRole('img', {name: 'Three sliders'})).toBeVisible();
    expect(screen.getByRole('button', {name: 'Run it'})).toBeVisible();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('loads the example in a frame when asked, the picture staying until it draws', () => {
    const {container} = renderExample();
    fireEvent.click(screen.getByRole('button', {name: 'Run it'}));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(
      `${TEST_LIVE_BASE}index.html?example=slider&input=Keyboard%20input%20of%20the%20example`,
    );
    expect(frame).toHaveAttribute('title', 'Live example: slider');
    expect(screen.getByRole('status')).toHaveTextContent('Starting Makepad…');
    expect(container.firstElementChild).toHaveAttribute(
      'data-live-state',
      'loading',
    );

    post(frame, {source: 'makepad-live', type: 'ready', ms: 10});
    expect(container.firstElementChild).toHaveAttribute(
      'data-live-state',
      'running',
    );
    expect(screen.getByRole('button', {name: 'Stop'})).toBeVisible();
    // The picture keeps describing the example.
    expect(
      screen.getByRole('img', {name: 'Three sliders'}),
    ).toBeInTheDocument();
  });

  it("ignores messages that are not its frame's", () => {
    const {container} = renderExample();
    fireEvent.click(screen.getByRole('button', {name: 'Run it'}));
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: {source: 'makepad-live', type: 'ready', ms: 1},
        }),
      );
    });
    expect(container.firstElementChild).toHaveAttribute(
      'data-live-state',
      'loading',
    );
  });

  it('keeps the picture with a message when the example cannot start', () => {
    const {container} = renderExample();
    fireEvent.click(screen.getByRole('button', {name: 'Run it'}));
    post(container.querySelector('iframe')!, {
      source: 'makepad-live',
      type: 'error',
      reason: 'webgl',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/no WebGL/);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('img', {name: 'Three sliders'})).toBeVisible();
  });

  it('gives the focus back to its button on Escape, and stops', () => {
    const {container} = renderExample();
    fireEvent.click(screen.getByRole('button', {name: 'Run it'}));
    const frame = container.querySelector('iframe')!;
    post(frame, {source: 'makepad-live', type: 'ready', ms: 10});
    post(frame, {source: 'makepad-live', type: 'escape'});
    const stop = screen.getByRole('button', {name: 'Stop'});
    expect(stop).toHaveFocus();
    fireEvent.click(stop);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', {name: 'Run it'})).toBeVisible();
  });

  it('says that the live example is not built, without a button', () => {
    setLiveBase(null);
    renderExample();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/not built/);
    expect(screen.getByRole('img', {name: 'Three sliders'})).toBeVisible();
  });
});
