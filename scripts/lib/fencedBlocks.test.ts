import {
  fencedBlocks,
  looksLikeMakepadRust,
  rustBlockKind,
} from './fencedBlocks';

const PAGE = [
  '# Title',
  '',
  '```rust file=tally/src/app.rs region=live',
  '```',
  '',
  '- a list item',
  '',
  '  ```rust excerpt="pseudo-code"',
  '  let x = 1;',
  '  ```',
  '',
  '````md',
  '```rust',
  'inside a four-backtick block',
  '```',
  '````',
  '',
  '~~~toml title="Cargo.toml"',
  '[dependencies]',
  '~~~',
  '',
  '```rust title="src/app.rs"',
  'live_design! {}',
  '```',
  '',
  '```',
  'no language',
].join('\n');

describe('fencedBlocks', () => {
  const blocks = fencedBlocks(PAGE);

  it('finds every block with its line, language and meta', () => {
    expect(blocks.map(({line, lang, meta}) => ({line, lang, meta}))).toEqual([
      {line: 3, lang: 'rust', meta: 'file=tally/src/app.rs region=live'},
      {line: 8, lang: 'rust', meta: 'excerpt="pseudo-code"'},
      {line: 12, lang: 'md', meta: ''},
      {line: 18, lang: 'toml', meta: 'title="Cargo.toml"'},
      {line: 22, lang: 'rust', meta: 'title="src/app.rs"'},
      {line: 26, lang: '', meta: ''},
    ]);
  });

  it('keeps a shorter fence inside a longer one as text', () => {
    expect(blocks[2]!.body).toBe('```rust\ninside a four-backtick block\n```');
    expect(blocks[5]!.body).toBe('no language');
  });

  it('tells listing files, excerpts and pasted code apart', () => {
    expect(blocks.filter((b) => b.lang === 'rust').map(rustBlockKind)).toEqual([
      'file',
      'excerpt',
      'pasted',
    ]);
    expect(
      rustBlockKind({line: 1, lang: 'rust', meta: 'excerpt=""', body: ''}),
    ).toBe('pasted');
  });
});

describe('looksLikeMakepadRust', () => {
  it('recognises Makepad code under another tag', () => {
    expect(looksLikeMakepadRust('live_design! {\n}')).toBe(true);
    expect(looksLikeMakepadRust('app_main!(App);')).toBe(true);
    expect(looksLikeMakepadRust('#[derive(Live, LiveHook)]')).toBe(true);
    expect(looksLikeMakepadRust('cargo run -p makepad-example-simple')).toBe(
      false,
    );
    expect(looksLikeMakepadRust('flowchart LR\n  A["live_design! text"]')).toBe(
      false,
    );
  });
});
