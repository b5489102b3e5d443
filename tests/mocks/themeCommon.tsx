import {useEffect} from 'react';

/** Test double: sets `document.title` the way the theme's PageMetadata does. */
export function PageMetadata({title}: {title?: string}): null {
  useEffect(() => {
    if (title) {
      document.title = `${title} | Makepad Book`;
    }
  }, [title]);
  return null;
}
