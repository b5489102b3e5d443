import MDXComponents from '@theme-original/MDXComponents';
import LiveExample from '@site/src/components/LiveExample';
import MDXTable from './Table';
import MDXTableRow from './TableRow';

/**
 * The theme's components for Markdown, with tables that scroll focusable,
 * table rows whose ids are anchors the build's link check knows, and the
 * widget pictures that can run (remark-example-picture puts them in
 * a `<LiveExample>`).
 */
export default {
  ...MDXComponents,
  table: MDXTable,
  tr: MDXTableRow,
  LiveExample,
};
