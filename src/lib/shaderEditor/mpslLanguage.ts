/**
 * Highlighting of MPSL (Makepad 1.0 shader code, src/lib/mpsl) for the live
 * preview's editor: a CodeMirror stream parser that names each token the
 * way Prism's Rust grammar would colour it (keywords and primitive types
 * alike, functions where a call or a definition names them, constants in
 * capitals), plus MPSL's own colour literals (`#xe63946`), shown as
 * numbers. The names are @lezer/highlight tags; ./highlight.ts gives them
 * the colours of the site's code theme.
 */
import type {StreamParser, StringStream} from '@codemirror/language';

/** Words Prism's Rust grammar shows as keywords, as far as MPSL has them. */
const KEYWORDS = new Set([
  'as',
  'break',
  'const',
  'continue',
  'else',
  'fn',
  'for',
  'if',
  'in',
  'let',
  'loop',
  'match',
  'mut',
  'return',
  'step',
  'while',
  // MPSL's storage classes.
  'instance',
  'texture',
  'uniform',
  'varying',
]);

/** The receiver (Rust's `self` is a keyword too). */
const SELF = new Set(['self', 'Self']);

/** Shader types: Prism colours Rust's primitive types as keywords. */
const TYPES = new Set([
  'bool',
  'bvec2',
  'bvec3',
  'bvec4',
  'float',
  'int',
  'ivec2',
  'ivec3',
  'ivec4',
  'mat2',
  'mat3',
  'mat4',
  'texture2d',
  'vec2',
  'vec3',
  'vec4',
]);

const BOOLEANS = new Set(['true', 'false']);

const OPERATOR = /^(?:->|=>|::|\.\.|[=!<>]=|&&|\|\||[-+*/%]=|[-+*/%=<>!?|&^])/;

/** Where the tokenizer is: inside a block comment or not. */
export type MpslState = {comment: boolean};

function blockComment(stream: StringStream, state: MpslState): string {
  while (!stream.eol()) {
    if (stream.match('*/')) {
      state.comment = false;
      return 'comment';
    }
    stream.next();
  }
  return 'comment';
}

function word(stream: StringStream, text: string): string | null {
  if (KEYWORDS.has(text)) {
    return 'keyword';
  }
  if (SELF.has(text)) {
    return 'self';
  }
  if (TYPES.has(text)) {
    return 'typeName';
  }
  if (BOOLEANS.has(text)) {
    return 'bool';
  }
  if (/^[A-Z_][A-Z_\d]+$/.test(text)) {
    return 'variableName.constant';
  }
  // A call or a definition (`fn name(`): Prism's `function`.
  if (stream.match(/^\s*\(/, false)) {
    return 'variableName.function';
  }
  return null;
}

export const mpslStreamParser: StreamParser<MpslState> = {
  name: 'mpsl',
  startState: () => ({comment: false}),
  copyState: (state) => ({...state}),
  token(stream, state) {
    if (state.comment) {
      return blockComment(stream, state);
    }
    if (stream.eatSpace()) {
      return null;
    }
    if (stream.match('//')) {
      stream.skipToEnd();
      return 'lineComment';
    }
    if (stream.match('/*')) {
      state.comment = true;
      return blockComment(stream, state);
    }
    // Colour literals: `#` and hex digits, `#x` before digits.
    if (stream.match(/^#x?[0-9a-fA-F]+\b/)) {
      return 'color';
    }
    if (stream.match(/^\d+(?:\.\d*)?(?:[eE][-+]?\d+)?/)) {
      // `0..4` is a range: the number stops before `..`.
      if (stream.current().endsWith('.') && stream.peek() === '.') {
        stream.backUp(1);
      }
      return 'number';
    }
    if (stream.match(/^[A-Za-z_]\w*/)) {
      return word(stream, stream.current());
    }
    if (stream.match(/^"(?:[^"\\]|\\.)*"?/)) {
      return 'string';
    }
    if (stream.match(OPERATOR)) {
      return 'operator';
    }
    stream.next();
    return 'punctuation';
  },
  languageData: {
    commentTokens: {line: '//', block: {open: '/*', close: '*/'}},
  },
};
