import {EditorState} from '@codemirror/state';
import {EditorView} from '@codemirror/view';
import {errorField, setError} from './extensions';

const CODE = 'fn pixel(self) -> vec4 {\n    return #f00;\n}';

function marked(state: EditorState): string[] {
  const out: string[] = [];
  const {marks} = state.field(errorField);
  marks.between(0, state.doc.length, (from, to) => {
    out.push(state.sliceDoc(from, to));
  });
  return out;
}

const attributes = (state: EditorState) =>
  Object.assign(
    {},
    ...state
      .facet(EditorView.contentAttributes)
      .map((a) => (typeof a === 'function' ? {} : a)),
  );

describe('the error field', () => {
  const start = EditorState.create({doc: CODE, extensions: [errorField]});

  it('underlines the place the compiler names and sets aria-invalid', () => {
    const state = start.update({
      effects: setError.of({
        invalid: true,
        at: {line: 2, col: 16, message: 'm'},
      }),
    }).state;
    expect(marked(state)).toEqual([';']);
    expect(attributes(state)).toEqual({'aria-invalid': 'true'});
  });

  it('keeps the mark on its text while the reader types before it, and drops it when the code compiles', () => {
    let state = start.update({
      effects: setError.of({
        invalid: true,
        at: {line: 2, col: 16, message: 'm'},
      }),
    }).state;
    state = state.update({changes: {from: 0, insert: '\n'}}).state;
    expect(marked(state)).toEqual([';']);
    state = state.update({effects: setError.of({invalid: false})}).state;
    expect(marked(state)).toEqual([]);
    expect(attributes(state)).toEqual({});
  });

  it("marks nothing for an error without a place (the GPU's), but stays invalid", () => {
    const state = start.update({effects: setError.of({invalid: true})}).state;
    expect(marked(state)).toEqual([]);
    expect(attributes(state)).toEqual({'aria-invalid': 'true'});
  });
});
