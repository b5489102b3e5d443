import React, {type ReactNode} from 'react';
import PageTransition from '@site/src/components/PageTransition';
import {useLocaleRedirect} from '@site/src/hooks/useLocaleRedirect';

/**
 * Wraps the whole app, inside the router: applies the locale redirect, and
 * lets page changes run through a View Transition (PageTransition).
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  useLocaleRedirect();
  return <PageTransition>{children}</PageTransition>;
}
