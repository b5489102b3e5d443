// Ejected from @docusaurus/theme-classic CodeBlock: registers the Prism
// grammars with the first code block's chunk, and no longer mounts every
// block a second time after hydration (CodeBlock/Content keeps the
// server's lines and draws them when the colour mode changes). CHANGED
// marks the changes.
import React, {isValidElement, type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import prismIncludeLanguages from '@theme/prism-include-languages';

// CHANGED: the Prism grammars of `prism.additionalLanguages` are registered
// here instead of by theme-classic's client module in every page's main
// script (src/plugins/prism-grammars empties it): pages without code do
// not load Prism (CONTRIBUTING.md, Budgets).
prismIncludeLanguages(Prism);

/**
 * The children as one string when they are only strings, so the block can
 * be copied; otherwise as they are.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({
  children: rawChildren,
  ...props
}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  // CHANGED: no `key={String(isBrowser)}`. The theme remounted each block
  // after hydration so that its colours followed the reader's colour mode;
  // useColorMode reports the server's mode while hydrating and the
  // reader's right after, so the blocks' styles follow by updating.
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
