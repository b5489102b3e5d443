import React, {type ReactNode} from 'react';
import {markedPieces} from '@site/src/lib/search/highlight';
import type {Marked} from '@site/src/lib/search/types';

/**
 * A text with its highlighted ranges in `<mark>`. Everything is rendered
 * as text (React escapes it): a query or snippet holding HTML stays text.
 */
export default function MarkedText({value}: {value: Marked}): ReactNode {
  return (
    <>
      {markedPieces(value).map((piece, i) =>
        piece.highlighted ? (
          <mark key={i}>{piece.text}</mark>
        ) : (
          <React.Fragment key={i}>{piece.text}</React.Fragment>
        ),
      )}
    </>
  );
}
