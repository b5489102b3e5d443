/**
 * The unit tests' harness of the search bar: it renders the bar inside a
 * router at `/start` and reports the path the router is at, so a test sees
 * where choosing a result leads.
 */
import React from 'react';
import {render} from '@testing-library/react';
import {MemoryRouter, Route} from 'react-router-dom';
import SearchBar from '@site/src/theme/SearchBar';

export function renderSearchBar(): {path: () => string} {
  let path = '';
  render(
    <MemoryRouter initialEntries={['/start']}>
      <SearchBar />
      <Route
        path="*"
        render={({location}) => {
          path = location.pathname;
          return null;
        }}
      />
    </MemoryRouter>,
  );
  return {path: () => path};
}
