import {SEARCH_MAX_QUERY_LENGTH} from '../../data/search';
import {MAX_CJK_RUN, displayedQuery, searchableText} from './query';

describe('searchable text', () => {
  it('is empty for blank input', () => {
    expect(searchableText('')).toBe('');
    expect(searchableText(' \t\n ')).toBe('');
  });

  it('trims and collapses whitespace', () => {
    expect(searchableText('  turtle \n layout ')).toBe('turtle layout');
  });

  it('keeps at most SEARCH_MAX_QUERY_LENGTH code points', () => {
    expect(Array.from(searchableText('a'.repeat(10_000)))).toHaveLength(
      SEARCH_MAX_QUERY_LENGTH,
    );
    const emoji = searchableText('😀'.repeat(100));
    expect(Array.from(emoji)).toHaveLength(SEARCH_MAX_QUERY_LENGTH);
    expect(emoji.endsWith('😀')).toBe(true);
  });

  it('cuts long runs of Chinese into words the engine can split quickly', () => {
    const text = searchableText('动画系统的最佳实践是先用海龟布局');
    const runs = text.split(' ');
    expect(runs.every((run) => run.length <= MAX_CJK_RUN)).toBe(true);
    expect(runs.join('')).toBe('动画系统的最佳实践是先用海龟布局');
    expect(searchableText('动画')).toBe('动画');
  });

  it('repeats a long query shortened, with an ellipsis', () => {
    expect(displayedQuery('  qqq  zzz ')).toBe('qqq zzz');
    const shown = displayedQuery('b'.repeat(10_000));
    expect(shown).toBe(`${'b'.repeat(SEARCH_MAX_QUERY_LENGTH)}…`);
  });
});
