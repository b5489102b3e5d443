import {MpslError, colorFromHex, tokenize} from './lexer';

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('tokenize', () => {
  it('reads integers, floats, ranges and exponents', () => {
    const tokens = tokenize('4 4.5 4. 0..4 1e+20 2.5e-3');
    expect(tokens.map((t) => [t.kind, t.text, t.value, t.integer])).toEqual([
      ['number', '4', 4, true],
      ['number', '4.5', 4.5, false],
      ['number', '4.', 4, false],
      ['number', '0', 0, true],
      ['punct', '..', 0, false],
      ['number', '4', 4, true],
      ['number', '1e+20', 1e20, false],
      ['number', '2.5e-3', 0.0025, false],
      ['eof', '', 0, false],
    ]);
  });

  it('reads colours with and without the x prefix', () => {
    const [a, b, c] = tokenize('#x2b2d42 #f00 #FFFFFF00');
    expect(a).toMatchObject({kind: 'color', value: 0x2b2d42ff});
    expect(b).toMatchObject({kind: 'color', value: 0xff0000ff});
    expect(c).toMatchObject({kind: 'color', value: 0xffffff00});
  });

  it('skips line and block comments and tracks lines and columns', () => {
    const tokens = tokenize('// one\n  /* two\n */ let x');
    expect(tokens[0]).toMatchObject({
      text: 'let',
      start: {line: 3, col: 5},
    });
    expect(tokens[1]).toMatchObject({text: 'x', start: {line: 3, col: 9}});
  });

  it('prefers the longest punctuation', () => {
    expect(tokenize('a->b::c+=d==e').map((t) => t.text)).toEqual([
      'a',
      '->',
      'b',
      '::',
      'c',
      '+=',
      'd',
      '==',
      'e',
      '',
    ]);
  });

  it('rejects a colour with a wrong number of digits, with its position', () => {
    expect(() => tokenize('let c = #12345;')).toThrow(MpslError);
    expect(thrown(() => tokenize('\n  #12345'))).toMatchObject({
      pos: {line: 2, col: 3},
      message: expect.stringMatching(/not a colour/),
    });
  });

  it('rejects characters MPSL does not use', () => {
    expect(() => tokenize('a @ b')).toThrow('unexpected character `@`');
  });
});

describe('colorFromHex', () => {
  it('expands the short forms like Makepad', () => {
    expect(colorFromHex('3')).toBe(0x333333ff);
    expect(colorFromHex('80')).toBe(0x808080ff);
    expect(colorFromHex('f00')).toBe(0xff0000ff);
    expect(colorFromHex('f008')).toBe(0xff000088);
    expect(colorFromHex('123456')).toBe(0x123456ff);
    expect(colorFromHex('12345678')).toBe(0x12345678);
  });

  it('rejects 5 and 7 digits and non-hex text', () => {
    expect(colorFromHex('12345')).toBeUndefined();
    expect(colorFromHex('1234567')).toBeUndefined();
    expect(colorFromHex('xyz')).toBeUndefined();
  });
});
