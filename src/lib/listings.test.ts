import {
  ListingError,
  excerptTitle,
  extractListing,
  listingTitle,
  parseMeta,
  stripListingKeys,
} from './listings';

const SOURCE = [
  'use makepad_widgets::*;',
  '',
  '// ANCHOR: live',
  'live_design! {',
  '    App = {{App}} {}',
  '}',
  '// ANCHOR_END: live',
  '',
  'impl App {',
  '    // ANCHOR: body',
  '    fn go(&mut self) {',
  '        self.x = 1;',
  '    }',
  '    // ANCHOR_END: body',
  '}',
  '',
].join('\n');

describe('parseMeta', () => {
  it('reads bare and quoted values', () => {
    expect(
      parseMeta('file=app-01/src/app.rs region=live title="src/app.rs (part)"'),
    ).toEqual({
      file: 'app-01/src/app.rs',
      region: 'live',
      excerpt: undefined,
      title: 'src/app.rs (part)',
    });
    expect(parseMeta('excerpt="伪代码，只示意结构"').excerpt).toBe(
      '伪代码，只示意结构',
    );
    expect(parseMeta(undefined)).toEqual({
      file: undefined,
      region: undefined,
      excerpt: undefined,
      title: undefined,
    });
  });

  it('keeps the meta keys it does not own', () => {
    expect(stripListingKeys('file=a/b.rs showLineNumbers {1,3}')).toBe(
      'showLineNumbers {1,3}',
    );
  });
});

describe('extractListing', () => {
  it('returns the whole file without anchor lines', () => {
    const whole = extractListing(SOURCE);
    expect(whole).not.toMatch(/ANCHOR/);
    expect(whole.startsWith('use makepad_widgets::*;')).toBe(true);
    expect(whole.endsWith('}')).toBe(true);
  });

  it('returns a region, dedented', () => {
    expect(extractListing(SOURCE, 'live')).toBe(
      'live_design! {\n    App = {{App}} {}\n}',
    );
    expect(extractListing(SOURCE, 'body')).toBe(
      'fn go(&mut self) {\n    self.x = 1;\n}',
    );
  });

  it('fails on a missing or unterminated region', () => {
    expect(() => extractListing(SOURCE, 'nope')).toThrow(ListingError);
    expect(() => extractListing('// ANCHOR: a\nx', 'a')).toThrow(
      /no ANCHOR_END/,
    );
  });
});

describe('titles', () => {
  it('names the file inside its crate unless a title is given', () => {
    expect(listingTitle(parseMeta('file=app-01/src/app.rs'))).toBe(
      'src/app.rs',
    );
    expect(listingTitle(parseMeta('file=app-01/Cargo.toml title=x'))).toBe('x');
  });

  it('shows the reason of an excerpt', () => {
    expect(excerptTitle(parseMeta('excerpt=pseudo-code'))).toBe('pseudo-code');
    expect(excerptTitle(parseMeta('excerpt="fails on purpose" title=x'))).toBe(
      'x · fails on purpose',
    );
  });
});
