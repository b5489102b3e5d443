/**
 * The editor of a live preview's draw shader: CodeMirror with MPSL
 * highlighted in the site's code colours, line numbers, long lines
 * scrolling sideways and the compiler's error underlined
 * (src/lib/shaderEditor). SdfPreview/LivePreview imports it lazily when
 * its editor first shows, so CodeMirror is a chunk of its own that no
 * page loads before (CONTRIBUTING.md, Budgets).
 */
import React, {useRef, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {useShaderEditor} from '@site/src/hooks/useShaderEditor';
import type {ErrorEffect} from '@site/src/lib/shaderEditor/extensions';
import styles from './styles.module.css';

export type ShaderEditorProps = {
  readonly value: string;
  readonly onChange: (code: string) => void;
  /** The compiler's error, with its place when it has one. */
  readonly error: ErrorEffect;
  /** Id of the visible label: the text's accessible name. */
  readonly labelledBy: string;
  /** Id of the compiler's status line. */
  readonly describedBy: string;
};

export default function ShaderEditor({
  value,
  onChange,
  error,
  labelledBy,
  describedBy,
}: ShaderEditorProps): ReactNode {
  const parent = useRef<HTMLDivElement>(null);
  const {colorMode} = useColorMode();
  useShaderEditor(parent, {
    value,
    onChange,
    dark: colorMode === 'dark',
    error,
    labelledBy,
    describedBy,
  });
  return <div ref={parent} className={styles.editor} data-shader-editor="" />;
}
