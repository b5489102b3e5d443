import React, {type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The Prism grammars of `prism.additionalLanguages` are registered here, by
// the first code block's chunk, instead of by theme-classic's client module
// in every page's main script (src/plugins/prism-grammars empties it):
// pages without code do not load Prism (CONTRIBUTING.md, Budgets).
prismIncludeLanguages(Prism);

type Props = WrapperProps<typeof CodeBlockType>;

/** theme-classic's CodeBlock, with the grammars it highlights. */
export default function CodeBlockWrapper(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
