import React, {type ComponentProps} from 'react';
import {useDocusaurusContext} from './useDocusaurusContext';

/** Test double: an anchor with the locale's base URL, like @docusaurus/Link. */
export default function Link({
  to,
  children,
  ...rest
}: ComponentProps<'a'> & {to: string}) {
  const {siteConfig} = useDocusaurusContext();
  const href = to.startsWith('/') ? `${siteConfig.baseUrl}${to.slice(1)}` : to;
  return (
    <a {...rest} href={href}>
      {children}
    </a>
  );
}
