import React from 'react';

/** Test double for any `@theme-original/*` component: renders its props. */
export default function ThemeOriginal(props: {className?: string}) {
  return <div data-testid="theme-original" className={props.className} />;
}
