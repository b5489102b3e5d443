import type {Expr, FnItem, Stmt} from './ast';
import {parseDrawBody} from './parser';

function pixel(body: string): Stmt[] {
  const {items} = parseDrawBody(`fn pixel(self) -> vec4 {\n${body}\n}`);
  return (items[0] as FnItem).body;
}

function exprOf(stmt: Stmt | undefined): Expr {
  if (stmt?.kind !== 'expr') {
    throw new Error(`not an expression statement: ${stmt?.kind}`);
  }
  return stmt.expr;
}

describe('parseDrawBody', () => {
  it('reads declarations, properties and functions', () => {
    const {items} = parseDrawBody(`
      instance hover: 0.5
      instance light: vec2(40.0, 36.0)
      uniform level: float,
      texture image: texture2d
      color: #f00
      fn pixel(self) -> vec4 { return #fff; }
      fn helper(self, x: float, inout y: vec2) { }
    `);
    expect(items.map((item) => [item.kind, item.name])).toEqual([
      ['decl', 'hover'],
      ['decl', 'light'],
      ['decl', 'level'],
      ['decl', 'image'],
      ['prop', 'color'],
      ['fn', 'pixel'],
      ['fn', 'helper'],
    ]);
    expect(items[2]).toMatchObject({storage: 'uniform', type: 'float'});
    expect(items[1]).toMatchObject({value: {kind: 'call', path: ['vec2']}});
    expect(items[6]).toMatchObject({
      hasSelf: true,
      returns: 'void',
      params: [
        {name: 'x', type: 'float', inout: false},
        {name: 'y', type: 'vec2', inout: true},
      ],
    });
  });

  it('accepts statements without semicolons', () => {
    const body = pixel('let a = 1.0\nlet b = a * 2.0\nreturn vec4(b)');
    expect(body.map((stmt) => stmt.kind)).toEqual(['let', 'let', 'return']);
  });

  it('gives multiplication precedence over addition and comparison', () => {
    const expr = exprOf(pixel('a + b * c < d')[0]);
    expect(expr).toMatchObject({
      kind: 'binary',
      op: '<',
      left: {
        kind: 'binary',
        op: '+',
        right: {kind: 'binary', op: '*'},
      },
    });
  });

  it('chains assignments to the right', () => {
    const expr = exprOf(pixel('s.old_shape = s.shape = 1e+20;')[0]);
    expect(expr).toMatchObject({
      kind: 'assign',
      target: {kind: 'field', name: 'old_shape'},
      value: {kind: 'assign', target: {kind: 'field', name: 'shape'}},
    });
  });

  it('reads method calls, paths, swizzles and unary minus', () => {
    const [a, b] = pixel(
      'sdf.circle(-c.x, c.yx.y, 3);\nlet v = Math::rotate_2d(p, radians(305.0));',
    );
    expect(exprOf(a)).toMatchObject({
      kind: 'method',
      name: 'circle',
      receiver: {kind: 'name', path: ['sdf']},
      args: [
        {kind: 'unary', op: '-', expr: {kind: 'field', name: 'x'}},
        {kind: 'field', name: 'y', target: {kind: 'field', name: 'yx'}},
        {kind: 'number', value: 3},
      ],
    });
    expect(b).toMatchObject({
      kind: 'let',
      init: {kind: 'call', path: ['Math', 'rotate_2d']},
    });
  });

  it('reads if / else if / else and for loops', () => {
    const [ifStmt, forStmt] = pixel(
      'if a { } else if b { x = 1.0 } else { }\nfor i in 0..4 step_by 2 { break; }',
    );
    expect(ifStmt).toMatchObject({
      kind: 'if',
      otherwise: [{kind: 'if', otherwise: []}],
    });
    expect(forStmt).toMatchObject({
      kind: 'for',
      name: 'i',
      from: {value: 0},
      to: {value: 4},
      step: {value: 2},
      body: [{kind: 'break'}],
    });
  });

  it('says what it expected and where', () => {
    expect(() =>
      parseDrawBody('fn pixel(self) -> vec4 {\n  let = 4;\n}'),
    ).toThrow(
      expect.objectContaining({
        message: 'expected a variable name, found `=`',
        pos: expect.objectContaining({line: 2, col: 7}),
      }),
    );
    expect(() =>
      parseDrawBody('fn pixel(self) -> vec4 {\n  return 1.0'),
    ).toThrow(/expected `}` to close the block, found the end of the code/);
  });

  it('names the constructs the preview does not support', () => {
    expect(() => parseDrawBody('fn p(self) { match x { } }')).toThrow(
      /`match`/,
    );
    expect(() => parseDrawBody('fn p(self) { let f = |x| x; }')).toThrow(
      /closures/,
    );
  });
});
