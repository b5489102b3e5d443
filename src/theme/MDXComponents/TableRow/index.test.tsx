import React from 'react';
import {render, screen} from '@testing-library/react';
import {collected} from '@site/tests/mocks/useBrokenLinks';
import MDXTableRow from './index';

function renderRow(id?: string) {
  render(
    <table>
      <tbody>
        <MDXTableRow id={id}>
          <td>scroll_bars</td>
        </MDXTableRow>
      </tbody>
    </table>,
  );
}

describe('Markdown table rows', () => {
  beforeEach(() => {
    collected.anchors = [];
  });

  it('registers a row’s id as an anchor of the page, and keeps it on the row', () => {
    renderRow('properties-scroll_bars');
    expect(collected.anchors).toEqual(['properties-scroll_bars']);
    expect(screen.getByRole('row')).toHaveAttribute(
      'id',
      'properties-scroll_bars',
    );
  });

  it('registers nothing for a row without an id', () => {
    renderRow();
    expect(collected.anchors).toEqual([]);
    expect(screen.getByRole('row')).not.toHaveAttribute('id');
  });
});
