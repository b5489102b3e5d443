import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {fetchIndexesByWorker, searchByWorker} from '@theme/searchByWorker';
import {setTestLocale} from '@site/tests/mocks/useDocusaurusContext';
import {TEST_SEARCH_INDEX_URL} from '@site/tests/mocks/useGlobalData';
import {SEARCH_DEBOUNCE_MS, SEARCH_RESULT_LIMIT} from '@site/src/data/search';
import type {WorkerResult} from '@site/src/lib/search/types';
import {renderSearchBar} from '@site/tests/unit/renderSearchBar';
import SearchBar from './index';

const fetchIndexes = jest.mocked(fetchIndexesByWorker);
const search = jest.mocked(searchByWorker);

function title(i: number, t: string, u: string): WorkerResult {
  return {document: {i, t, u}, type: 0, metadata: {}, tokens: ['circle']};
}
const RESULTS = [
  title(1, 'circle', '/api/circle'),
  title(2, 'circle 2', '/api/circle-2'),
  title(3, 'circle 3', '/api/circle-3'),
];

const button = () => screen.getByRole('button', {name: /^Search/});
const dialog = () => screen.queryByRole('dialog');
const ctrlK = () =>
  act(async () => {
    fireEvent.keyDown(document, {key: 'k', ctrlKey: true});
  });
/** Points at the button; its first intent also loads the search code. */
const pointAt = () =>
  act(async () => {
    fireEvent.mouseEnter(button());
  });
const clickButton = () =>
  act(async () => {
    fireEvent.click(button());
  });

async function typeQuery(text: string) {
  fireEvent.change(screen.getByRole('combobox'), {target: {value: text}});
  await act(async () => {
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
  });
  // The index, the worker and the hooks answer in a few promise turns.
  for (let turn = 0; turn < 5; turn++) {
    await act(async () => undefined);
  }
}

beforeAll(() => {
  // jsdom has no layout: scrolling the highlighted result into view is a no-op.
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  jest.useFakeTimers();
  setTestLocale('en');
  fetchIndexes.mockClear();
  search.mockReset();
  search.mockResolvedValue(RESULTS);
});
afterEach(async () => {
  // Let the index fetch started by opening the panel settle.
  await act(async () => undefined);
  jest.useRealTimers();
});

describe('search button', () => {
  it('is labelled Search with the Ctrl K hint', () => {
    renderSearchBar();
    expect(button()).toHaveTextContent('Search');
    expect(button()).toHaveTextContent('CtrlK');
    expect(button()).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
  });

  it('fetches the index on first intent: initial → initing → inited', async () => {
    renderSearchBar();
    expect(button()).toHaveAttribute('data-search-index-state', 'initial');
    let release: () => void = () => undefined;
    fetchIndexes.mockImplementationOnce(
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    await pointAt();
    expect(button()).toHaveAttribute('data-search-index-state', 'initing');
    expect(fetchIndexes).toHaveBeenCalledWith(`/${TEST_SEARCH_INDEX_URL}`);
    await act(async () => release());
    expect(button()).toHaveAttribute('data-search-index-state', 'inited');
    fireEvent.focus(button());
    expect(fetchIndexes).toHaveBeenCalledTimes(1);
  });

  it('fetches the index again, for the new language, after a language change', async () => {
    const {rerender} = render(
      <MemoryRouter>
        <SearchBar />
      </MemoryRouter>,
    );
    await pointAt();
    expect(button()).toHaveAttribute('data-search-index-state', 'inited');
    setTestLocale('zh');
    rerender(
      <MemoryRouter>
        <SearchBar />
      </MemoryRouter>,
    );
    expect(button()).toHaveAttribute('data-search-index-state', 'initial');
    await pointAt();
    expect(fetchIndexes).toHaveBeenLastCalledWith(
      `/zh/${TEST_SEARCH_INDEX_URL}`,
    );
    expect(button()).toHaveAttribute('data-search-index-state', 'inited');
  });
});

describe('search panel', () => {
  it('opens and closes with Ctrl+K, returning the focus to the button', async () => {
    renderSearchBar();
    await ctrlK();
    expect(dialog()).not.toBeNull();
    expect(screen.getByRole('combobox')).toHaveFocus();
    await ctrlK();
    expect(dialog()).toBeNull();
    expect(button()).toHaveFocus();
  });

  it('closes on Escape, on the mask and on Cancel', async () => {
    renderSearchBar();
    await clickButton();
    fireEvent.keyDown(screen.getByRole('combobox'), {key: 'Escape'});
    expect(dialog()).toBeNull();
    await clickButton();
    fireEvent.click(document.querySelector('[data-search-mask]')!);
    expect(dialog()).toBeNull();
    await clickButton();
    fireEvent.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(dialog()).toBeNull();
    expect(button()).toHaveFocus();
  });

  it('searches after the debounce and moves the highlight cyclically', async () => {
    renderSearchBar();
    await clickButton();
    await typeQuery('circle');
    expect(search).toHaveBeenCalledWith(
      `/${TEST_SEARCH_INDEX_URL}`,
      'circle',
      SEARCH_RESULT_LIMIT,
    );
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    const input = screen.getByRole('combobox');
    const selected = () =>
      screen
        .getAllByRole('option')
        .findIndex((option) => option.getAttribute('aria-selected') === 'true');
    expect(selected()).toBe(0);
    fireEvent.keyDown(input, {key: 'ArrowUp'});
    expect(selected()).toBe(2);
    fireEvent.keyDown(input, {key: 'ArrowDown'});
    expect(selected()).toBe(0);
    fireEvent.keyDown(input, {key: 'ArrowDown'});
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getAllByRole('option')[1]!.id,
    );
  });

  it('opens the highlighted result in the same tab with Enter and closes', async () => {
    const {path} = renderSearchBar();
    await clickButton();
    await typeQuery('circle');
    fireEvent.keyDown(screen.getByRole('combobox'), {key: 'ArrowDown'});
    fireEvent.keyDown(screen.getByRole('combobox'), {key: 'Enter'});
    expect(path()).toBe('/api/circle-2');
    expect(dialog()).toBeNull();
  });

  it('says when nothing matches, with the query as text', async () => {
    search.mockResolvedValue([]);
    renderSearchBar();
    await clickButton();
    await typeQuery('<b>qqq</b>');
    expect(screen.getByRole('status')).toHaveTextContent(
      'No results for "<b>qqq</b>"Please try again with a different keyword',
    );
    expect(document.querySelector('[role="status"] b')).toBeNull();
  });

  it('does not search blank text', async () => {
    renderSearchBar();
    await clickButton();
    await typeQuery('   ');
    expect(search).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
