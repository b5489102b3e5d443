import React, {type ReactNode} from 'react';
import {useDocusaurusContext} from './useDocusaurusContext';

/** Test double: an anchor with the locale's base URL, like @docusaurus/Link. */
export default function Link({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  const {siteConfig} = useDocusaurusContext();
  const href = to.startsWith('/') ? `${siteConfig.baseUrl}${to.slice(1)}` : to;
  return (
    <a className={className} href={href}>
      {children}
    </a>
  );
}
