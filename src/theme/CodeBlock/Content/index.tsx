// Ejected from @docusaurus/theme-classic CodeBlock/Content: a block that
// hydrates keeps the server's highlighted lines instead of hydrating
// them (useKeptServerHtml), until the colour mode changes, so the
// client's first render neither runs Prism nor walks the lines' elements.
// CHANGED marks the change.
import React, {useRef, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {
  useColorMode,
  usePrismTheme,
  useThemeConfig,
} from '@docusaurus/theme-common';
import {Highlight} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {
  KEPT_SERVER_HTML,
  useKeptServerHtml,
} from '@site/src/hooks/useKeptServerHtml';

import styles from './styles.module.css';

const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>(
  (props, ref) => {
    return (
      <pre
        ref={ref}
        tabIndex={0}
        {...props}
        className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
      />
    );
  },
);

/** The class prism-react-renderer's Highlight gives the block. */
function prismClassName(language: string): string {
  return `prism-code language-${language.toLowerCase()}`;
}

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined &&
          styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  // CHANGED: the server's lines are kept while they are right; Prism runs
  // only to draw them anew. The block's own props are those Highlight gives.
  // The server draws them in the default mode's colours.
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  const linesRef = useRef<HTMLElement>(null);
  const keepsLines = useKeptServerHtml(linesRef, colorMode === defaultMode);
  return (
    <Pre
      ref={codeBlockRef}
      className={clsx(classNameProp, prismClassName(language))}
      style={prismTheme.plain}>
      {keepsLines ? (
        <Code ref={linesRef} {...KEPT_SERVER_HTML} />
      ) : (
        <Code>
          <Highlight theme={prismTheme} code={code} language={language}>
            {({tokens: lines, getLineProps, getTokenProps}) =>
              lines.map((line, i) => (
                <Line
                  key={i}
                  line={line}
                  getLineProps={getLineProps}
                  getTokenProps={getTokenProps}
                  classNames={lineClassNames[i]}
                  showLineNumbers={lineNumbersStart !== undefined}
                />
              ))
            }
          </Highlight>
        </Code>
      )}
    </Pre>
  );
}
