import {StreamLanguage, StringStream} from '@codemirror/language';
import {highlightTree, tagHighlighter} from '@lezer/highlight';
import {PRISM_TYPE_OF_TAG} from './highlight';
import {mpslStreamParser, type MpslState} from './mpslLanguage';

/** Each line's tokens as `[text, name]`, white space left out. */
function tokens(code: string): [string, string | null][] {
  const state: MpslState = mpslStreamParser.startState!(4);
  const out: [string, string | null][] = [];
  for (const line of code.split('\n')) {
    const stream = new StringStream(line, 4, 4);
    while (!stream.eol()) {
      const name = mpslStreamParser.token(stream, state);
      if (stream.current().trim() !== '') {
        out.push([stream.current(), name]);
      }
      stream.start = stream.pos;
    }
  }
  return out;
}

describe('the MPSL stream parser', () => {
  it('names keywords, types, calls, numbers and colours as Prism colours Rust', () => {
    expect(
      tokens('fn pixel(self) -> vec4 {\n    sdf.fill(#xe63946); return 4.0 }'),
    ).toEqual([
      ['fn', 'keyword'],
      ['pixel', 'variableName.function'],
      ['(', 'punctuation'],
      ['self', 'self'],
      [')', 'punctuation'],
      ['->', 'operator'],
      ['vec4', 'typeName'],
      ['{', 'punctuation'],
      ['sdf', null],
      ['.', 'punctuation'],
      ['fill', 'variableName.function'],
      ['(', 'punctuation'],
      ['#xe63946', 'color'],
      [')', 'punctuation'],
      [';', 'punctuation'],
      ['return', 'keyword'],
      ['4.0', 'number'],
      ['}', 'punctuation'],
    ]);
  });

  it('knows the storage classes, constants, booleans and ranges', () => {
    expect(tokens('instance hover: 0.5\nuniform on: true')).toEqual([
      ['instance', 'keyword'],
      ['hover', null],
      [':', 'punctuation'],
      ['0.5', 'number'],
      ['uniform', 'keyword'],
      ['on', null],
      [':', 'punctuation'],
      ['true', 'bool'],
    ]);
    expect(tokens('PI * 2.')).toEqual([
      ['PI', 'variableName.constant'],
      ['*', 'operator'],
      ['2.', 'number'],
    ]);
    expect(tokens('for i in 0..4')).toEqual([
      ['for', 'keyword'],
      ['i', null],
      ['in', 'keyword'],
      ['0', 'number'],
      ['..', 'operator'],
      ['4', 'number'],
    ]);
  });

  it('follows comments across lines', () => {
    expect(tokens('a /* one\ntwo */ b // three')).toEqual([
      ['a', null],
      ['/* one', 'comment'],
      ['two */', 'comment'],
      ['b', null],
      ['// three', 'lineComment'],
    ]);
  });
});

describe('the MPSL language in CodeMirror', () => {
  it('resolves every token name to a tag the editor colours', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const language = StreamLanguage.define(mpslStreamParser);
    const code =
      'fn pixel(self) -> vec4 { let a = PI * 2.; return #f00 } // note';
    const highlighter = tagHighlighter(
      PRISM_TYPE_OF_TAG.map(([tag, type]) => ({tag, class: type})),
    );
    const classes: [string, string][] = [];
    highlightTree(language.parser.parse(code), highlighter, (from, to, c) =>
      classes.push([code.slice(from, to), c]),
    );
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect(classes).toEqual(
      expect.arrayContaining([
        ['fn', 'keyword'],
        ['pixel', 'function'],
        ['self', 'keyword'],
        ['vec4', 'keyword'],
        ['PI', 'constant'],
        ['2.', 'number'],
        ['#f00', 'number'],
        ['// note', 'comment'],
      ]),
    );
  });
});
