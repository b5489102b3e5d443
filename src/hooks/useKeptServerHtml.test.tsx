import React, {useRef} from 'react';
import {act, render} from '@testing-library/react';
import {KEPT_SERVER_HTML, useKeptServerHtml} from './useKeptServerHtml';
import {hydrateOver} from '../../tests/mocks/hydrate';

/** Called each time a line is drawn (rendered) on the client. */
const drawn = jest.fn();

function Line({mode}: {mode: string}) {
  drawn(mode);
  return <span>{`line drawn ${mode}`}</span>;
}

/**
 * A block of lines drawn in `mode`, or kept from the server's HTML, which
 * is right in the light mode.
 */
function Lines({mode}: {mode: string}) {
  const linesRef = useRef<HTMLElement>(null);
  const keepsLines = useKeptServerHtml(linesRef, mode === 'light');
  return keepsLines ? (
    <code ref={linesRef} {...KEPT_SERVER_HTML} />
  ) : (
    <code>
      <Line mode={mode} />
    </code>
  );
}

/** What the server renders for `Lines` in the light mode (no window there). */
const SERVER_HTML = '<code><span>line drawn light</span></code>';

/** Hydrates `Lines` over `serverHtml`, as the browser does with a page. */
function hydrate(serverHtml: string, mode: string) {
  const result = hydrateOver(serverHtml, <Lines mode={mode} />);
  const serverLine = result.serverElements.find((e) => e.tagName === 'SPAN');
  return {...result, serverLine};
}

describe('useKeptServerHtml', () => {
  beforeEach(() => drawn.mockClear());

  it('keeps the server’s elements through hydration, not drawing them again', () => {
    const {container, serverLine} = hydrate(SERVER_HTML, 'light');
    expect(serverLine).not.toBeNull();
    expect(container.querySelector('span')).toBe(serverLine);
    expect(container.textContent).toBe('line drawn light');
    expect(drawn).not.toHaveBeenCalled();
  });

  it('draws the lines once the colour mode changes, and keeps drawing them', () => {
    const {container, serverLine, rerender} = hydrate(SERVER_HTML, 'light');
    expect(container.querySelector('span')).toBe(serverLine);
    rerender(<Lines mode="dark" />);
    expect(drawn).toHaveBeenLastCalledWith('dark');
    expect(container.querySelector('span')).not.toBe(serverLine);
    expect(container.textContent).toBe('line drawn dark');
    // Back to the server's mode: the kept elements are gone, so it draws.
    rerender(<Lines mode="light" />);
    expect(container.textContent).toBe('line drawn light');
    expect(container.querySelectorAll('span')).toHaveLength(1);
  });

  it('hydrates the lines when what the server wrote is not right then', () => {
    const {container, serverLine} = hydrate(
      '<code><span>line drawn dark</span></code>',
      'dark',
    );
    expect(drawn).toHaveBeenLastCalledWith('dark');
    expect(container.querySelector('span')).toBe(serverLine);
  });

  it('draws its own lines when mounted after hydration (a page change)', () => {
    const {container} = render(<Lines mode="light" />);
    expect(container.textContent).toBe('line drawn light');
  });

  it('draws the lines when the element it hydrated was empty', async () => {
    const {container} = hydrate('<code></code>', 'light');
    await act(async () => undefined);
    expect(container.textContent).toBe('line drawn light');
  });
});
