import React, {type ReactNode} from 'react';
import PageTransition from '@site/src/components/PageTransition';

/**
 * Wraps the whole app, inside the router: lets page changes run through a
 * View Transition (PageTransition). (The locale redirect runs before the
 * app, in the head: src/plugins/locale-redirect.)
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return <PageTransition>{children}</PageTransition>;
}
