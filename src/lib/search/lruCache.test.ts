import {LruCache} from './lruCache';

describe('LRU cache', () => {
  it('drops the entry used longest ago', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('holds 100 queries as the spec says', () => {
    const cache = new LruCache<number, number>(100);
    for (let i = 0; i < 150; i++) {
      cache.set(i, i);
    }
    expect(cache.size).toBe(100);
    expect(cache.has(49)).toBe(false);
    expect(cache.has(50)).toBe(true);
  });

  it('refuses a capacity below one', () => {
    expect(() => new LruCache(0)).toThrow();
  });
});
