import React, {useCallback, useMemo, type ReactNode} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type LineType from '@theme/CodeBlock/Line';
import type {WrapperProps} from '@docusaurus/types';
import type {LineInputProps, LineOutputProps} from 'prism-react-renderer';
import {isPlainToken, mergePlainRuns} from '@site/src/lib/codeColours';

type Props = WrapperProps<typeof LineType>;

/**
 * A line whose neighbouring plain tokens are one text (mergePlainRuns;
 * CodeBlock/Line/Token writes plain tokens as text), without the theme's
 * text colour as its own style: the `<pre>` around it has it already
 * (prism-react-renderer writes it on every line).
 */
export default function LineWrapper(props: Props): ReactNode {
  const {getLineProps, line} = props;
  const withoutPlainStyle = useCallback(
    (input: LineInputProps): LineOutputProps => {
      const {style: _plain, ...output} = getLineProps(input);
      return input.style === undefined
        ? output
        : {...output, style: input.style};
    },
    [getLineProps],
  );
  const merged = useMemo(() => mergePlainRuns(line, isPlainToken), [line]);
  return <Line {...props} line={merged} getLineProps={withoutPlainStyle} />;
}
