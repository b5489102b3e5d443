// Replaces @docusaurus/theme-classic CodeBlock/Line/Token (a pass-through
// that renders every token as a <span>): a token that looks like its line's
// text in both code themes is written as text, an empty one (an empty
// line's, whose line break is the line's <br>) not at all.
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {isPlainToken} from '@site/src/lib/codeColours';

export default function CodeBlockLineToken({
  line,
  token,
  ...props
}: Props): ReactNode {
  if (token.empty === true || token.content === '') {
    return null;
  }
  if (isPlainToken(token.types)) {
    return props.children;
  }
  return <span {...props} />;
}
