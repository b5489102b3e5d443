/**
 * The syntax tree of a draw shader body: the part between the braces of
 * `draw_bg: { ... }` in a `live_design!` block.
 */
import type {Pos} from './lexer';

export type BinaryOp =
  '+' | '-' | '*' | '/' | '==' | '!=' | '<' | '<=' | '>' | '>=' | '&&' | '||';

export type AssignOp = '=' | '+=' | '-=' | '*=' | '/=';

export type Expr =
  | {kind: 'number'; pos: Pos; value: number}
  | {kind: 'bool'; pos: Pos; value: boolean}
  | {kind: 'color'; pos: Pos; value: number}
  /** A name, or a path such as `Sdf2d::viewport` (without a call). */
  | {kind: 'name'; pos: Pos; path: string[]}
  /** `f(...)`, `vec2(...)`, `Sdf2d::viewport(...)`, `Math::rotate_2d(...)`. */
  | {kind: 'call'; pos: Pos; path: string[]; args: Expr[]}
  /** `receiver.name(...)`, e.g. `sdf.circle(...)` or `self.pixel()`. */
  | {kind: 'method'; pos: Pos; receiver: Expr; name: string; args: Expr[]}
  | {kind: 'field'; pos: Pos; target: Expr; name: string}
  | {kind: 'index'; pos: Pos; target: Expr; index: Expr}
  | {kind: 'unary'; pos: Pos; op: '-' | '!'; expr: Expr}
  | {kind: 'binary'; pos: Pos; op: BinaryOp; left: Expr; right: Expr}
  | {kind: 'assign'; pos: Pos; op: AssignOp; target: Expr; value: Expr}
  | {kind: 'cond'; pos: Pos; cond: Expr; then: Expr; otherwise: Expr};

export type Stmt =
  | {kind: 'let'; pos: Pos; name: string; type?: string; init?: Expr}
  | {kind: 'expr'; pos: Pos; expr: Expr}
  | {kind: 'return'; pos: Pos; expr?: Expr}
  | {kind: 'if'; pos: Pos; cond: Expr; then: Stmt[]; otherwise?: Stmt[]}
  | {
      kind: 'for';
      pos: Pos;
      name: string;
      from: Expr;
      to: Expr;
      step?: Expr;
      body: Stmt[];
    }
  | {kind: 'break'; pos: Pos}
  | {kind: 'continue'; pos: Pos};

export type Param = {pos: Pos; name: string; type: string; inout: boolean};

export type FnItem = {
  kind: 'fn';
  pos: Pos;
  name: string;
  /** Declared with `self` as its first parameter. */
  hasSelf: boolean;
  params: Param[];
  /** Return type name; `void` when the function returns nothing. */
  returns: string;
  body: Stmt[];
};

/** `instance hover: 0.5`, `uniform tint: #f00`, `texture image: texture2d`. */
export type DeclItem = {
  kind: 'decl';
  pos: Pos;
  storage: 'instance' | 'uniform' | 'texture' | 'varying';
  name: string;
  /** The type when one is written (`instance t: float`). */
  type?: string;
  /** The default value when one is written (`instance t: 0.5`). */
  value?: Expr;
};

/** A plain property of the draw shader, e.g. `color: #x336699`. */
export type PropItem = {kind: 'prop'; pos: Pos; name: string; value: Expr};

export type Item = FnItem | DeclItem | PropItem;

export type DrawBody = {items: Item[]};
