import React, {useRef, type ComponentProps, type ReactNode} from 'react';
import {useScrollsSideways} from '@site/src/hooks/useScrollsSideways';

/**
 * A Markdown table. Infima lets a table wider than the column scroll
 * sideways; such a table is made focusable, so a keyboard reader can
 * scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable). A table
 * that fits is left out of the tab order.
 */
export default function MDXTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const scrolls = useScrollsSideways(ref);
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : undefined} />;
}
