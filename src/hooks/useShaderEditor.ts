/**
 * A CodeMirror view in `parent` (src/lib/shaderEditor/extensions.ts)
 * holding `value`: the reader's edits go to `onChange`, a new `value` from
 * outside (Reset) replaces the text, the appearance follows the site's
 * colour mode and `error` moves the underline.
 */
import {useEffect, useRef, useState, type RefObject} from 'react';
import {Compartment} from '@codemirror/state';
import {EditorView} from '@codemirror/view';
import {
  APPEARANCE,
  editorExtensions,
  setError,
  type ErrorEffect,
} from '@site/src/lib/shaderEditor/extensions';

export function useShaderEditor(
  parent: RefObject<HTMLDivElement | null>,
  options: {
    readonly value: string;
    readonly onChange: (code: string) => void;
    readonly dark: boolean;
    readonly error: ErrorEffect;
    readonly labelledBy: string;
    readonly describedBy: string;
  },
): void {
  const {value, onChange, dark, error, labelledBy, describedBy} = options;
  const [initial] = useState(() => ({value, dark}));
  const [appearance] = useState(() => new Compartment());
  const view = useRef<EditorView | undefined>(undefined);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = parent.current;
    if (!element) {
      return undefined;
    }
    const editor = new EditorView({
      parent: element,
      doc: initial.value,
      extensions: [
        editorExtensions({
          contentAttributes: {
            'aria-labelledby': labelledBy,
            'aria-describedby': describedBy,
          },
          onChange: (code) => changed.current(code),
        }),
        appearance.of(initial.dark ? APPEARANCE.dark : APPEARANCE.light),
      ],
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = undefined;
    };
  }, [parent, initial, appearance, labelledBy, describedBy]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({
        changes: {from: 0, to: editor.state.doc.length, insert: value},
      });
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: appearance.reconfigure(
        dark ? APPEARANCE.dark : APPEARANCE.light,
      ),
    });
  }, [appearance, dark]);

  // The error belongs to `value`, which the text holds by now.
  const {invalid} = error;
  const at = error.invalid ? error.at : undefined;
  const line = at?.line;
  const col = at?.col;
  const message = at?.message ?? '';
  useEffect(() => {
    view.current?.dispatch({
      effects: setError.of(
        invalid && line !== undefined && col !== undefined
          ? {invalid, at: {line, col, message}}
          : {invalid},
      ),
    });
  }, [value, invalid, line, col, message]);
}
