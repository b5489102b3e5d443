import {errorRange, offsetOf} from './errorRange';

const CODE = [
  'fn pixel(self) -> vec4 {',
  '    let sdf = Sdf2d::viewport(self.pos * self.rect_size;',
  '    sdf.circle(80., 80., 40.);',
  '',
  '    return sdf.result',
  '}',
  '',
].join('\n');

const textOf = (text: string, range: {from: number; to: number} | undefined) =>
  range === undefined ? undefined : text.slice(range.from, range.to);

describe('offsetOf', () => {
  it('counts lines and columns from 1', () => {
    expect(offsetOf(CODE, 1, 1)).toBe(0);
    expect(CODE.slice(offsetOf(CODE, 2, 5))).toMatch(/^let sdf/);
  });

  it('clamps a column past the end of its line and a line past the end', () => {
    expect(offsetOf(CODE, 1, 500)).toBe(CODE.indexOf('\n'));
    expect(offsetOf(CODE, 40, 1)).toBe(CODE.length);
  });
});

describe('errorRange', () => {
  it('underlines the character the compiler found (the `;` of line 2)', () => {
    // The translator's message for this code: line 2, column 56.
    const range = errorRange(CODE, 2, 56);
    expect(textOf(CODE, range)).toBe(';');
    expect(range!.from).toBe(CODE.indexOf(';'));
  });

  it('underlines the whole word at the position', () => {
    expect(textOf(CODE, errorRange(CODE, 3, 9))).toBe('circle');
    expect(textOf(CODE, errorRange(CODE, 2, 15))).toBe('Sdf2d');
  });

  it('underlines a colour literal as one word', () => {
    const code = 'sdf.fill(#xe63946);';
    expect(textOf(code, errorRange(code, 1, 10))).toBe('#xe63946');
  });

  it('steps back to the last character written before white space or the end', () => {
    // Past the end of line 5 (a missing `;`): its last character.
    expect(textOf(CODE, errorRange(CODE, 5, 22))).toBe('t');
    // An empty line: the end of the line above.
    expect(textOf(CODE, errorRange(CODE, 4, 1))).toBe(';');
    // The end of the input.
    const end = errorRange(CODE, 7, 1);
    expect(textOf(CODE, end)).toBe('}');
    expect(end!.from).toBe(CODE.lastIndexOf('}'));
  });

  it('gives no range in text without a character to mark', () => {
    expect(errorRange('', 1, 1)).toBeUndefined();
    expect(errorRange('  \n ', 2, 1)).toBeUndefined();
  });
});
