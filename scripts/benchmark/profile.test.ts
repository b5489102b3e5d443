import {buildProfile} from './profile';

const log = [
  '[PERF] Get locales to build - 175.13 ms - (Heap 40mb / Total 60mb)',
  '\x1b[33m[PERF]\x1b[39m Build > en > Load site > Load context > VCS init - 47.51 ms - (Heap 1mb -> 2mb / Total 3mb)',
  '[PERF] Build > en > Load site > Load plugins > Load plugins content - 868.72 ms - (Heap 1mb -> 2mb / Total 3mb)',
  '[PERF] Build > en > Load site > Load plugins > Load plugins content > Load docs@default - 866.90 ms - (Heap)',
  '[PERF] Build > en > Load site - 3.21 seconds! - (Heap 50mb -> 87mb / Total 117mb)',
  '[PERF] Build > en > Bundling with rspack - 13.87 seconds! - (Heap)',
  '[PERF] Build > en > SSG > SSG (current thread) - 11.48 seconds! - (Heap)',
  '[PERF] Build > en > SSG - 11.49 seconds! - (Heap)',
  '[PERF] Build > en > postBuild() - 8.20 seconds! - (Heap)',
  '[PERF] Build > zh-Hans > Broken links checker - 71.04 ms - (Heap)',
  '[PERF] Build - 37.02 seconds! - (Heap)',
  '[INFO] [en] Creating an optimized production build...',
].join('\n');

describe('buildProfile', () => {
  it('reads each locale’s phases and the parts of Load site, in seconds', () => {
    expect([...buildProfile(log)]).toEqual([
      ['en: Load site: Git history', 0],
      ["en: Load site: plugins' content", 0.9],
      ['en: Load site', 3.2],
      ['en: Bundling with rspack', 13.9],
      ['en: SSG', 11.5],
      ['en: postBuild()', 8.2],
      ['zh-Hans: Broken links checker', 0.1],
    ]);
  });

  it('finds nothing in a build without the performance log', () => {
    expect(
      buildProfile('[INFO] [en] Creating an optimized production build...')
        .size,
    ).toBe(0);
  });
});
