/**
 * Parses the body of a draw shader (`draw_bg: { ... }`) into a syntax tree.
 * The grammar follows Makepad 1.0's shader parser
 * (platform/shader_compiler/src/shader_parser.rs): statements `let`,
 * `if`/`else`, `for i in a..b`, `return`, `break`, `continue` and
 * expressions; a statement's `;` is optional (`accept_optional_delim`);
 * assignment is right-associative and an expression, so
 * `a = b = 1.0` works; integer tokens are floats.
 */
import type {
  AssignOp,
  BinaryOp,
  DeclItem,
  DrawBody,
  Expr,
  FnItem,
  Item,
  Param,
  Stmt,
} from './ast';
import {MpslError, tokenize, type Pos, type Token} from './lexer';
import {VALUE_TYPES} from './types';

/** Type names a constructor call or a declaration may use. */
const TYPE_NAMES: ReadonlySet<string> = new Set(VALUE_TYPES);

const STORAGE = new Set(['instance', 'uniform', 'texture', 'varying']);

const BINARY_LEVELS: readonly (readonly BinaryOp[])[] = [
  ['||'],
  ['&&'],
  ['==', '!='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/'],
];

const ASSIGN_OPS: readonly AssignOp[] = ['=', '+=', '-=', '*=', '/='];

class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  private peek(ahead = 0): Token {
    return this.tokens[Math.min(this.index + ahead, this.tokens.length - 1)]!;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'eof') {
      this.index += 1;
    }
    return token;
  }

  private is(text: string, ahead = 0): boolean {
    const token = this.peek(ahead);
    return (
      (token.kind === 'punct' || token.kind === 'ident') && token.text === text
    );
  }

  private accept(text: string): boolean {
    if (this.is(text)) {
      this.next();
      return true;
    }
    return false;
  }

  private fail(message: string, token: Token = this.peek()): never {
    throw new MpslError(message, token.start);
  }

  private describe(token: Token): string {
    return token.kind === 'eof' ? 'the end of the code' : `\`${token.text}\``;
  }

  private expect(text: string): Token {
    const token = this.peek();
    if (!this.is(text)) {
      this.fail(`expected \`${text}\`, found ${this.describe(token)}`);
    }
    return this.next();
  }

  private expectIdent(what = 'a name'): Token {
    const token = this.peek();
    if (token.kind !== 'ident') {
      this.fail(`expected ${what}, found ${this.describe(token)}`);
    }
    return this.next();
  }

  private optionalDelimiter(): void {
    this.accept(';');
  }

  parseBody(): DrawBody {
    const items: Item[] = [];
    while (this.peek().kind !== 'eof') {
      if (this.accept(',') || this.accept(';')) {
        continue;
      }
      items.push(this.parseItem());
    }
    return {items};
  }

  private parseItem(): Item {
    const token = this.peek();
    if (token.kind !== 'ident') {
      this.fail(
        `expected \`fn\`, a declaration or a property, found ${this.describe(token)}`,
      );
    }
    if (token.text === 'fn') {
      return this.parseFn();
    }
    if (STORAGE.has(token.text) && this.peek(1).kind === 'ident') {
      return this.parseDecl();
    }
    this.next();
    this.expect(':');
    if (this.is('{')) {
      this.fail(
        `nested objects such as \`${token.text}: {...}\` are not supported here`,
      );
    }
    return {
      kind: 'prop',
      pos: token.start,
      name: token.text,
      value: this.parseExpr(),
    };
  }

  private parseDecl(): DeclItem {
    const storage = this.next();
    const name = this.expectIdent();
    this.expect(':');
    const decl: DeclItem = {
      kind: 'decl',
      pos: storage.start,
      storage: storage.text as DeclItem['storage'],
      name: name.text,
    };
    const first = this.peek();
    const isTypeOnly =
      first.kind === 'ident' &&
      !this.is('(', 1) &&
      (TYPE_NAMES.has(first.text) || first.text.startsWith('texture'));
    if (isTypeOnly) {
      decl.type = this.next().text;
    } else {
      decl.value = this.parseExpr();
    }
    return decl;
  }

  private parseType(): string {
    return this.expectIdent('a type').text;
  }

  private parseFn(): FnItem {
    const fnToken = this.expect('fn');
    const name = this.expectIdent('a function name');
    this.expect('(');
    const params: Param[] = [];
    let hasSelf = false;
    if (!this.accept(')')) {
      for (;;) {
        const start = this.peek();
        const inout = this.accept('inout');
        if (this.is('self') && params.length === 0 && !hasSelf) {
          this.next();
          hasSelf = true;
        } else {
          const param = this.expectIdent('a parameter name');
          this.expect(':');
          params.push({
            pos: start.start,
            name: param.text,
            type: this.parseType(),
            inout,
          });
        }
        if (!this.accept(',')) {
          break;
        }
        if (this.is(')')) {
          break;
        }
      }
      this.expect(')');
    }
    const returns = this.accept('->') ? this.parseType() : 'void';
    const body = this.parseBlock();
    return {
      kind: 'fn',
      pos: fnToken.start,
      name: name.text,
      hasSelf,
      params,
      returns,
      body,
    };
  }

  private parseBlock(): Stmt[] {
    this.expect('{');
    const stmts: Stmt[] = [];
    while (!this.accept('}')) {
      if (this.peek().kind === 'eof') {
        this.fail('expected `}` to close the block, found the end of the code');
      }
      if (this.accept(';')) {
        continue;
      }
      stmts.push(this.parseStmt());
    }
    return stmts;
  }

  private parseStmt(): Stmt {
    const token = this.peek();
    const pos = token.start;
    if (token.kind === 'ident') {
      switch (token.text) {
        case 'let': {
          this.next();
          this.accept('mut');
          const name = this.expectIdent('a variable name');
          const type = this.accept(':') ? this.parseType() : undefined;
          const init = this.accept('=') ? this.parseExpr() : undefined;
          this.optionalDelimiter();
          return {kind: 'let', pos, name: name.text, type, init};
        }
        case 'return': {
          this.next();
          if (this.accept(';') || this.is('}')) {
            return {kind: 'return', pos};
          }
          const expr = this.parseExpr();
          this.optionalDelimiter();
          return {kind: 'return', pos, expr};
        }
        case 'if':
          return this.parseIf();
        case 'for': {
          this.next();
          const name = this.expectIdent('a loop variable');
          this.expect('in');
          const from = this.parseExpr();
          this.expect('..');
          const to = this.parseExpr();
          const step = this.accept('step_by') ? this.parseExpr() : undefined;
          const body = this.parseBlock();
          return {kind: 'for', pos, name: name.text, from, to, step, body};
        }
        case 'break':
        case 'continue':
          this.next();
          this.optionalDelimiter();
          return {kind: token.text, pos};
        case 'match':
          this.fail('`match` is not supported by the preview');
      }
    }
    const expr = this.parseExpr();
    this.optionalDelimiter();
    return {kind: 'expr', pos, expr};
  }

  private parseIf(): Stmt {
    const pos = this.expect('if').start;
    const cond = this.parseExpr();
    const then = this.parseBlock();
    let otherwise: Stmt[] | undefined;
    if (this.accept('else')) {
      otherwise = this.is('if') ? [this.parseIf()] : this.parseBlock();
    }
    return {kind: 'if', pos, cond, then, otherwise};
  }

  parseExpr(): Expr {
    const target = this.parseCond();
    const op = ASSIGN_OPS.find((candidate) => this.is(candidate));
    if (op !== undefined) {
      const pos = this.next().start;
      return {kind: 'assign', pos, op, target, value: this.parseExpr()};
    }
    return target;
  }

  private parseCond(): Expr {
    const cond = this.parseBinary(0);
    if (this.is('?')) {
      const pos = this.next().start;
      const then = this.parseExpr();
      this.expect(':');
      const otherwise = this.parseCond();
      return {kind: 'cond', pos, cond, then, otherwise};
    }
    return cond;
  }

  private parseBinary(level: number): Expr {
    if (level >= BINARY_LEVELS.length) {
      return this.parseUnary();
    }
    let left = this.parseBinary(level + 1);
    for (;;) {
      const op = BINARY_LEVELS[level]!.find((candidate) => this.is(candidate));
      if (op === undefined) {
        return left;
      }
      const pos = this.next().start;
      const right = this.parseBinary(level + 1);
      left = {kind: 'binary', pos, op, left, right};
    }
  }

  private parseUnary(): Expr {
    if (this.is('-') || this.is('!')) {
      const token = this.next();
      return {
        kind: 'unary',
        pos: token.start,
        op: token.text as '-' | '!',
        expr: this.parseUnary(),
      };
    }
    return this.parsePostfix();
  }

  private parseArgs(): Expr[] {
    this.expect('(');
    const args: Expr[] = [];
    if (this.accept(')')) {
      return args;
    }
    for (;;) {
      args.push(this.parseExpr());
      if (!this.accept(',')) {
        break;
      }
      if (this.is(')')) {
        break;
      }
    }
    this.expect(')');
    return args;
  }

  private parsePostfix(): Expr {
    let expr = this.parsePrimary();
    for (;;) {
      if (this.is('.')) {
        const dot = this.next();
        const name = this.expectIdent('a field or method name');
        expr = this.is('(')
          ? {
              kind: 'method',
              pos: dot.start,
              receiver: expr,
              name: name.text,
              args: this.parseArgs(),
            }
          : {kind: 'field', pos: name.start, target: expr, name: name.text};
      } else if (this.is('[')) {
        const open = this.next();
        const index = this.parseExpr();
        this.expect(']');
        expr = {kind: 'index', pos: open.start, target: expr, index};
      } else {
        return expr;
      }
    }
  }

  private parsePrimary(): Expr {
    const token = this.peek();
    const pos: Pos = token.start;
    switch (token.kind) {
      case 'number':
        this.next();
        return {kind: 'number', pos, value: token.value};
      case 'color':
        this.next();
        return {kind: 'color', pos, value: token.value};
      case 'ident': {
        if (token.text === 'true' || token.text === 'false') {
          this.next();
          return {kind: 'bool', pos, value: token.text === 'true'};
        }
        const path = [this.next().text];
        while (this.is('::')) {
          this.next();
          path.push(this.expectIdent().text);
        }
        if (this.is('(')) {
          return {kind: 'call', pos, path, args: this.parseArgs()};
        }
        if (this.is('{') && path.length === 1 && path[0] === 'Self') {
          this.fail('struct literals are not supported by the preview');
        }
        return {kind: 'name', pos, path};
      }
      case 'punct':
        if (token.text === '(') {
          this.next();
          const inner = this.parseExpr();
          this.expect(')');
          return inner;
        }
        if (token.text === '|') {
          this.fail('closures are not supported by the preview');
        }
        break;
      default:
        break;
    }
    this.fail(`expected an expression, found ${this.describe(token)}`);
  }
}

/** Parses the body of a draw shader; throws an `MpslError` with a position. */
export function parseDrawBody(source: string): DrawBody {
  return new Parser(tokenize(source)).parseBody();
}
