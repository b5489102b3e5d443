import React, {type ComponentProps} from 'react';
import {useDocusaurusContext} from './useDocusaurusContext';

/**
 * Test double: an anchor with the locale's base URL, like @docusaurus/Link;
 * other attributes (class, data-*, aria-*) pass through.
 */
export default function Link({
  to,
  ...props
}: {to: string} & Omit<ComponentProps<'a'>, 'href'>) {
  const {siteConfig} = useDocusaurusContext();
  const href = to.startsWith('/') ? `${siteConfig.baseUrl}${to.slice(1)}` : to;
  return <a {...props} href={href} />;
}
