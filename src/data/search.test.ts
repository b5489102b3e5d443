import fs from 'node:fs';
import path from 'node:path';
import {
  SEARCH_CACHE_SIZE,
  SEARCH_CONFIG,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MOBILE_MAX_WIDTH,
  SEARCH_RESULT_LIMIT,
  SEARCH_SNIPPET_LENGTH,
} from './search';

const root = path.resolve(__dirname, '..', '..');

describe('search settings', () => {
  it('are the values of CONTRIBUTING.md, Search', () => {
    expect(SEARCH_RESULT_LIMIT).toBe(7);
    expect(SEARCH_CACHE_SIZE).toBe(100);
    expect(SEARCH_DEBOUNCE_MS).toBe(150);
    expect(SEARCH_SNIPPET_LENGTH).toBe(100);
  });

  it('leave search local: the configuration is empty (CONTRIBUTING.md, Search)', () => {
    expect(SEARCH_CONFIG).toEqual({});
  });

  it.each([
    'src/theme/SearchBar/styles.module.css',
    'src/components/SearchPanel/styles.module.css',
  ])('%s switches to the narrow layout at SEARCH_MOBILE_MAX_WIDTH', (file) => {
    const css = fs.readFileSync(path.join(root, file), 'utf8');
    const widths = [...css.matchAll(/@media[^{]*max-width:\s*(\d+)px/g)].map(
      (match) => Number(match[1]),
    );
    expect(widths.length).toBeGreaterThan(0);
    expect(new Set(widths)).toEqual(new Set([SEARCH_MOBILE_MAX_WIDTH]));
  });
});
