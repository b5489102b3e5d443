import MDXComponents from '@theme-original/MDXComponents';
import MDXTable from './Table';

/** The theme's components for Markdown, with tables that scroll focusable. */
export default {
  ...MDXComponents,
  table: MDXTable,
};
