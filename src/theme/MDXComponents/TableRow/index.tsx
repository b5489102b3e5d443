import React, {type ComponentProps, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * A Markdown table row. A row with an id (the generated tables give each
 * row one: `properties-scroll_bars`, src/lib/widgetFacts.ts) is registered
 * as an anchor of the page, as the theme's headings are, so the build's
 * check of broken anchors accepts a link to it.
 */
export default function MDXTableRow(props: ComponentProps<'tr'>): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (props.id) {
    brokenLinks.collectAnchor(props.id);
  }
  return <tr {...props} />;
}
