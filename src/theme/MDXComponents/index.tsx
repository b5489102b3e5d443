import MDXComponents from '@theme-original/MDXComponents';
import LiveExample from '@site/src/components/LiveExample';
import MDXTable from './Table';

/**
 * The theme's components for Markdown, with tables that scroll focusable,
 * and the widget pictures that can run (remark-example-picture puts them in
 * a `<LiveExample>`).
 */
export default {
  ...MDXComponents,
  table: MDXTable,
  LiveExample,
};
