/**
 * The CodeMirror setup of the live preview's shader editor
 * (src/components/ShaderEditor): MPSL highlighting in the colours of the
 * site's code theme, line numbers, no soft wrap (long lines scroll
 * sideways), undo history, the standard key bindings (moving, selecting,
 * deleting, Enter), and the compiler's error underlined where it points.
 * Tab is left to the browser, so the keyboard moves through the page as
 * usual (CodeMirror binds it only when asked to); Enter keeps the line's
 * indentation, Ctrl-] and Ctrl-[ (⌘] and ⌘[) indent and outdent.
 * CodeMirror's other bindings (moving lines, comments, selecting by
 * syntax) are left out to keep its code small.
 */
import {
  history,
  historyKeymap,
  indentLess,
  indentMore,
  standardKeymap,
} from '@codemirror/commands';
import {
  HighlightStyle,
  StreamLanguage,
  syntaxHighlighting,
} from '@codemirror/language';
import {
  StateEffect,
  StateField,
  type EditorState,
  type Extension,
} from '@codemirror/state';
import {
  Decoration,
  EditorView,
  keymap,
  lineNumbers,
  type DecorationSet,
} from '@codemirror/view';
import type {PrismTheme} from 'prism-react-renderer';
import {CODE_THEME_DARK, CODE_THEME_LIGHT} from '../../data/codeThemes';
import {errorRange} from './errorRange';
import {highlightSpecs, prismStyle} from './highlight';
import {mpslStreamParser} from './mpslLanguage';

/** A compiler error at a place in the code (1-based line and column). */
export type EditorError = {
  readonly line: number;
  readonly col: number;
  /** The message as the status line shows it (the mark's tooltip). */
  readonly message: string;
};

/** The error the code has now: a place to mark, or only `invalid`. */
export type ErrorEffect =
  | {readonly invalid: false}
  | {readonly invalid: true; readonly at?: EditorError};

export const setError = StateEffect.define<ErrorEffect>();

type ErrorState = {readonly invalid: boolean; readonly marks: DecorationSet};

function marksFor(state: EditorState, at: EditorError | undefined) {
  const range = at && errorRange(state.doc.toString(), at.line, at.col);
  if (!at || !range) {
    return Decoration.none;
  }
  return Decoration.set([
    Decoration.mark({
      tagName: 'mark',
      class: 'cm-errorMark',
      attributes: {title: at.message},
    }).range(range.from, range.to),
  ]);
}

/** The underline of the compiler error, and `aria-invalid` while there is one. */
export const errorField = StateField.define<ErrorState>({
  create: () => ({invalid: false, marks: Decoration.none}),
  update(value, transaction) {
    let next: ErrorState = {
      invalid: value.invalid,
      marks: value.marks.map(transaction.changes),
    };
    for (const effect of transaction.effects) {
      if (effect.is(setError)) {
        next = {
          invalid: effect.value.invalid,
          marks: effect.value.invalid
            ? marksFor(transaction.state, effect.value.at)
            : Decoration.none,
        };
      }
    }
    return next;
  },
  provide: (field) => [
    EditorView.decorations.from(field, (value) => value.marks),
    EditorView.contentAttributes.compute(
      [field],
      (state): Record<string, string> =>
        state.field(field).invalid ? {'aria-invalid': 'true'} : {},
    ),
  ],
});

/** The editor's frame and colours in one appearance. */
function appearanceOf(theme: PrismTheme, dark: boolean): Extension {
  const color = theme.plain.color ?? 'inherit';
  const backgroundColor = theme.plain.backgroundColor ?? 'transparent';
  return [
    EditorView.theme(
      {
        '&': {
          color,
          backgroundColor,
          maxHeight: '36em',
          border: '1px solid var(--ifm-color-emphasis-300)',
          borderRadius: 'var(--ifm-code-border-radius)',
          fontSize: 'var(--ifm-code-font-size)',
        },
        '&.cm-focused': {
          outline: '2px solid var(--ifm-color-primary)',
          outlineOffset: '1px',
        },
        '.cm-scroller': {
          fontFamily: 'var(--ifm-font-family-monospace)',
          lineHeight: '1.5',
          overflow: 'auto',
        },
        '.cm-content': {caretColor: color, padding: '0.5rem 0'},
        '.cm-line': {padding: '0 0.75rem 0 0.5rem'},
        '.cm-gutters': {
          backgroundColor,
          // The comment colour: at least 4.5:1 on the code background.
          color: prismStyle(theme, 'comment').color ?? color,
          borderRight: '1px solid var(--ifm-color-emphasis-300)',
          borderRadius:
            'var(--ifm-code-border-radius) 0 0 var(--ifm-code-border-radius)',
        },
        '.cm-errorMark': {
          backgroundColor: 'transparent',
          color: 'inherit',
          textDecoration: `underline wavy ${dark ? 'var(--ifm-color-danger-light)' : 'var(--ifm-color-danger-dark)'}`,
          textDecorationSkipInk: 'none',
          textUnderlineOffset: '0.2em',
        },
      },
      {dark},
    ),
    syntaxHighlighting(HighlightStyle.define(highlightSpecs(theme))),
  ];
}

/** Light and dark, built once (CodeMirror compares extensions by identity). */
export const APPEARANCE = {
  light: appearanceOf(CODE_THEME_LIGHT, false),
  dark: appearanceOf(CODE_THEME_DARK, true),
} as const;

/** Everything but the appearance, which changes with the site's. */
export function editorExtensions(options: {
  /** `aria-labelledby` and `aria-describedby` of the text. */
  readonly contentAttributes: Record<string, string>;
  readonly onChange: (code: string) => void;
}): Extension {
  return [
    lineNumbers(),
    history(),
    keymap.of([
      ...standardKeymap,
      ...historyKeymap,
      {key: 'Mod-[', run: indentLess},
      {key: 'Mod-]', run: indentMore},
    ]),
    StreamLanguage.define(mpslStreamParser),
    errorField,
    EditorView.contentAttributes.of(options.contentAttributes),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) {
        options.onChange(update.state.doc.toString());
      }
    }),
  ];
}
