import React, {type ReactNode} from 'react';
import BlogPostPage from '@theme-original/BlogPostPage';
import type BlogPostPageType from '@theme/BlogPostPage';
import type {WrapperProps} from '@docusaurus/types';
import {hidesSidebar} from '@site/src/lib/weekly';

type Props = WrapperProps<typeof BlogPostPageType>;

/** Dated weekly reports are read on their own: no sidebar. */
export default function BlogPostPageWrapper(props: Props): ReactNode {
  const {sidebar, content} = props;
  const shown = hidesSidebar(content.metadata.permalink)
    ? {...sidebar, items: []}
    : sidebar;
  return <BlogPostPage {...props} sidebar={shown} />;
}
