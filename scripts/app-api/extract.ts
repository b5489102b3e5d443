/**
 * The facts of the "App and events" reference (src/data/appApi.ts): every
 * public member of the Rust items a table names, read from Makepad
 * 1.0.0's source with the widget facts' lexer. A method is its signature
 * on one line (`fn name(&self, …) -> T`, as scripts/widget-facts/rust.ts
 * normalises it), a variant its payload, a field its type; each with its
 * file and line.
 */
import {ParseError, closing, tokenize, type Token} from '../widget-facts/lexer';
import {formatTokens} from '../widget-facts/rust';
import type {ApiSource, ApiTable, ApiTableKind} from '../../src/data/appApi';
import type {ApiFacts, ApiMember} from '../../src/lib/apiFacts';

/** Makepad's files by path below the checkout (`platform/src/cx.rs`). */
export type SourceFiles = ReadonlyMap<string, string>;

function is(tokens: readonly Token[], i: number, text: string): boolean {
  return tokens[i]?.text === text;
}

/** Index after the generic brackets `<…>` at `i`, or `i` without them. */
function skipGenerics(tokens: readonly Token[], i: number): number {
  if (!is(tokens, i, '<')) {
    return i;
  }
  let depth = 0;
  for (let k = i; k < tokens.length; k += 1) {
    const text = tokens[k]?.text;
    if (text === '<') depth += 1;
    if (text === '>') depth -= 1;
    if (depth === 0) return k + 1;
  }
  throw new ParseError(`line ${tokens[i]?.line}: unclosed "<"`);
}

/** Index after the attributes `#[…]` at `i`, and whether one is `cfg`. */
function skipAttributes(
  tokens: readonly Token[],
  i: number,
): {next: number; cfg?: string} {
  let cfg: string | undefined;
  while (is(tokens, i, '#') && is(tokens, i + 1, '[')) {
    const close = closing(tokens, i + 1);
    if (is(tokens, i + 2, 'cfg')) {
      cfg = formatTokens(tokens.slice(i + 3, close));
    }
    i = close + 1;
  }
  return {next: i, ...(cfg !== undefined ? {cfg} : {})};
}

/** Index of the first of `stops` at bracket depth 0 from `i`, or `limit`. */
function scanTo(
  tokens: readonly Token[],
  i: number,
  limit: number,
  stops: readonly string[],
): number {
  let depth = 0;
  for (; i < limit; i += 1) {
    const text = tokens[i]?.text ?? '';
    if (depth === 0 && stops.includes(text)) return i;
    if ('([{<'.includes(text)) depth += 1;
    else if (')]}>'.includes(text)) depth -= 1;
  }
  return limit;
}

/** The `{` of each item `<keyword> <type>` (impl, trait, enum, struct). */
function itemBodies(
  tokens: readonly Token[],
  source: ApiSource,
): {open: number; close: number; start: number}[] {
  const bodies: {open: number; close: number; start: number}[] = [];
  const keyword = source.kind;
  for (let at = 0; at < tokens.length; at += 1) {
    if (!is(tokens, at, keyword)) continue;
    let i = at + 1;
    if (keyword === 'impl') i = skipGenerics(tokens, i);
    if (!is(tokens, i, source.type)) continue;
    i = skipGenerics(tokens, i + 1);
    if (keyword === 'impl' && is(tokens, i, 'for')) continue;
    // Supertraits and where clauses up to the body.
    const open = scanTo(tokens, i, tokens.length, ['{', ';', '(']);
    if (!is(tokens, open, '{')) continue;
    const close = closing(tokens, open);
    const start = is(tokens, at - 1, 'pub') ? at - 1 : at;
    bodies.push({open, close, start});
    at = close;
  }
  return bodies;
}

/** The functions of a body: `pub fn`s of an impl, every `fn` of a trait. */
function functions(
  tokens: readonly Token[],
  open: number,
  close: number,
  file: string,
  publicOnly: boolean,
): ApiMember[] {
  const members: ApiMember[] = [];
  let i = open + 1;
  while (i < close) {
    const attrs = skipAttributes(tokens, i);
    i = attrs.next;
    const isPub = is(tokens, i, 'pub') && !is(tokens, i + 1, '(');
    let fnAt = i;
    if (is(tokens, fnAt, 'pub')) {
      fnAt = is(tokens, fnAt + 1, '(')
        ? closing(tokens, fnAt + 1) + 1
        : fnAt + 1;
    }
    const end = scanTo(tokens, fnAt, close, ['{', ';']);
    if ((isPub || !publicOnly) && is(tokens, fnAt, 'fn')) {
      members.push({
        key: tokens[fnAt + 1]?.text ?? '',
        signature: formatTokens(tokens.slice(fnAt, end))
          .replace(/,\s*\)/g, ')')
          .replace(/,$/, ''),
        ...(attrs.cfg !== undefined ? {cfg: attrs.cfg} : {}),
        file,
        line: tokens[i]?.line ?? 0,
      });
    }
    i = is(tokens, end, '{') ? closing(tokens, end) + 1 : end + 1;
  }
  return members;
}

/** The variants of an enum body. */
function variants(
  tokens: readonly Token[],
  open: number,
  close: number,
  file: string,
): ApiMember[] {
  const members: ApiMember[] = [];
  let i = open + 1;
  while (i < close) {
    const attrs = skipAttributes(tokens, i);
    i = attrs.next;
    const name = tokens[i];
    if (!name || name.kind !== 'ident') {
      throw new ParseError(
        `${file}:${name?.line}: unexpected "${name?.text}" in an enum`,
      );
    }
    let payload: string | null = null;
    let next = i + 1;
    if (is(tokens, next, '(') || is(tokens, next, '{')) {
      const end = closing(tokens, next);
      payload = is(tokens, next, '(')
        ? formatTokens(tokens.slice(next + 1, end)).replace(/,$/, '')
        : formatTokens(tokens.slice(next, end + 1)).replace(/,\s*\}$/, '}');
      next = end + 1;
    }
    members.push({
      key: name.text,
      payload,
      ...(attrs.cfg !== undefined ? {cfg: attrs.cfg} : {}),
      file,
      line: name.line,
    });
    i = scanTo(tokens, next, close, [',']) + 1;
  }
  return members;
}

/** The `pub` fields of a struct body. */
function structFields(
  tokens: readonly Token[],
  open: number,
  close: number,
  file: string,
): ApiMember[] {
  const members: ApiMember[] = [];
  let i = open + 1;
  while (i < close) {
    const attrs = skipAttributes(tokens, i);
    i = attrs.next;
    const isPub = is(tokens, i, 'pub') && !is(tokens, i + 1, '(');
    if (is(tokens, i, 'pub')) {
      i = is(tokens, i + 1, '(') ? closing(tokens, i + 1) + 1 : i + 1;
    }
    const name = tokens[i];
    if (!name || name.kind !== 'ident' || !is(tokens, i + 1, ':')) {
      throw new ParseError(
        `${file}:${name?.line}: unexpected "${name?.text}" in a struct`,
      );
    }
    const end = scanTo(tokens, i + 2, close, [',']);
    if (isPub) {
      members.push({
        key: name.text,
        type: formatTokens(tokens.slice(i + 2, end)),
        file,
        line: name.line,
      });
    }
    i = end + 1;
  }
  return members;
}

const MEMBER_KIND: Readonly<Record<ApiSource['kind'], ApiTableKind>> = {
  impl: 'methods',
  trait: 'methods',
  enum: 'variants',
  struct: 'fields',
};

/** The facts of one table from the source files. */
export function extractTable(table: ApiTable, files: SourceFiles): ApiFacts {
  const members: ApiMember[] = [];
  const sources: ApiFacts['sources'][number][] = [];
  for (const source of table.sources) {
    if (MEMBER_KIND[source.kind] !== table.kind) {
      throw new Error(
        `${table.id}: a ${source.kind} source in a ${table.kind} table`,
      );
    }
    const text = files.get(source.file);
    if (text === undefined) {
      throw new Error(`${table.id}: no file ${source.file} in the kit`);
    }
    const tokens = tokenize(text, 'rust');
    const bodies = itemBodies(tokens, source);
    if (bodies.length === 0) {
      throw new Error(
        `${table.id}: no ${source.kind} ${source.type} in ${source.file}`,
      );
    }
    for (const {open, close, start} of bodies) {
      sources.push({
        file: source.file,
        line: tokens[start]?.line ?? 0,
        end: tokens[close]?.line ?? 0,
      });
      switch (source.kind) {
        case 'impl':
          members.push(...functions(tokens, open, close, source.file, true));
          break;
        case 'trait':
          members.push(...functions(tokens, open, close, source.file, false));
          break;
        case 'enum':
          members.push(...variants(tokens, open, close, source.file));
          break;
        case 'struct':
          members.push(...structFields(tokens, open, close, source.file));
          break;
      }
    }
  }
  const seen = new Set<string>();
  for (const member of members) {
    if (seen.has(member.key)) {
      throw new Error(
        `${table.id}: ${member.key} is listed twice (${member.file}:${member.line})`,
      );
    }
    seen.add(member.key);
  }
  return {id: table.id, kind: table.kind, members, sources};
}

/** The facts of every table. */
export function extractAppApiFacts(
  tables: readonly ApiTable[],
  files: SourceFiles,
): ApiFacts[] {
  return tables.map((table) => extractTable(table, files));
}

/** The files the tables read, once each. */
export function sourceFilesOf(tables: readonly ApiTable[]): string[] {
  return [
    ...new Set(tables.flatMap((table) => table.sources.map((s) => s.file))),
  ].sort();
}
