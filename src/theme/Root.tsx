import React, {type ReactNode} from 'react';
import {useLocaleRedirect} from '@site/src/hooks/useLocaleRedirect';

/** Wraps the whole app, inside the router: applies the locale redirect. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  useLocaleRedirect();
  return <>{children}</>;
}
