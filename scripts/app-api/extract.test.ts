/**
 * The App and events extractor reads every public member of the items a
 * table names; a change of the source changes the facts (the drift test,
 * src/data/appApi/facts.test.ts, compares them with the committed ones).
 */
import {extractTable} from './extract';
import type {ApiTable} from '../../src/data/appApi';

const SOURCE = [
  'pub struct Req {',
  '    pub url: String,',
  '    pub(crate) secret: u8,',
  '    hidden: bool,',
  '}',
  'impl Req {',
  '    /// Docs are comments.',
  '    pub fn new(url: String) -> Self { Self { url, secret: 0, hidden: false } }',
  '    fn private(&self) {}',
  '    pub(crate) fn crate_only(&self) {}',
  '    #[cfg(target_os = "linux")]',
  '    pub fn run<F>(&mut self, f: F) -> bool',
  '    where',
  '        F: FnOnce(),',
  '    { f(); true }',
  '}',
  "impl<'a> Req<'a> { pub fn borrowed(&self) {} }",
  'impl Clone for Req { fn clone(&self) -> Self { todo!() } }',
  'pub trait Handler {',
  '    fn handle(&mut self, _cx: &mut Cx) {}',
  '    fn must(&self) -> u8;',
  '}',
  'pub enum Kind { Plain, Tuple(u32, String), Named { done: Cell<bool>, }, }',
].join('\n');

function table(kind: ApiTable['kind'], source: ApiTable['sources'][number]) {
  return extractTable(
    {id: 'T', kind, sources: [source]},
    new Map([['a.rs', SOURCE]]),
  );
}

describe('extractTable', () => {
  it('reads the pub fns of every inherent impl, with where clauses and cfg', () => {
    const facts = table('methods', {file: 'a.rs', kind: 'impl', type: 'Req'});
    expect(facts.members).toEqual([
      {
        key: 'new',
        signature: 'fn new(url: String) -> Self',
        file: 'a.rs',
        line: 8,
      },
      {
        key: 'run',
        signature: 'fn run<F>(&mut self, f: F) -> bool where F: FnOnce()',
        cfg: '(target_os = "linux")',
        file: 'a.rs',
        line: 12,
      },
      {
        key: 'borrowed',
        signature: 'fn borrowed(&self)',
        file: 'a.rs',
        line: 17,
      },
    ]);
    expect(facts.sources).toEqual([
      {file: 'a.rs', line: 6, end: 16},
      {file: 'a.rs', line: 17, end: 17},
    ]);
  });

  it('reads every fn of a trait', () => {
    const facts = table('methods', {
      file: 'a.rs',
      kind: 'trait',
      type: 'Handler',
    });
    expect(facts.members.map((member) => member.signature)).toEqual([
      'fn handle(&mut self, _cx: &mut Cx)',
      'fn must(&self) -> u8',
    ]);
  });

  it('reads the pub fields of a struct and the variants of an enum', () => {
    expect(
      table('fields', {file: 'a.rs', kind: 'struct', type: 'Req'}).members,
    ).toEqual([{key: 'url', type: 'String', file: 'a.rs', line: 2}]);
    expect(
      table('variants', {file: 'a.rs', kind: 'enum', type: 'Kind'}).members.map(
        (member) => [member.key, member.payload],
      ),
    ).toEqual([
      ['Plain', null],
      ['Tuple', 'u32, String'],
      ['Named', '{done: Cell<bool>}'],
    ]);
  });

  it('fails on an item the file does not have, or a kind the table does not list', () => {
    expect(() =>
      table('methods', {file: 'a.rs', kind: 'impl', type: 'Missing'}),
    ).toThrow('no impl Missing in a.rs');
    expect(() =>
      table('fields', {file: 'a.rs', kind: 'enum', type: 'Kind'}),
    ).toThrow('a enum source in a fields table');
  });
});
