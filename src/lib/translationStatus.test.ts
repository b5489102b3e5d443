/**
 * @jest-environment node
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkCounts,
  checkedApart,
  formatReport,
  lastChanges,
  needsWork,
  pageStatuses,
  untranslatedLabels,
} from './translationStatus';
import {collectTranslationStatus} from '../plugins/translation-status';

const ZH_DOCS = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current';

describe('lastChanges', () => {
  it('keeps the newest commit of each file', () => {
    const log = [
      '\x1eb2\t2025-02-02T00:00:00Z',
      '',
      'docs/a.md',
      '',
      '\x1ea1\t2025-01-01T00:00:00Z',
      '',
      'docs/a.md',
      'docs/b.md',
    ].join('\n');
    const changes = lastChanges(log);
    expect(changes.get('docs/a.md')).toEqual({
      commit: 'b2',
      date: '2025-02-02T00:00:00Z',
    });
    expect(changes.get('docs/b.md')?.commit).toBe('a1');
  });
});

describe('pageStatuses', () => {
  const changes = new Map([
    ['docs/a.md', {commit: 'e2', date: '2025-03-01T00:00:00Z'}],
    [`${ZH_DOCS}/a.md`, {commit: 'z1', date: '2025-02-01T00:00:00Z'}],
    ['docs/b.md', {commit: 'e1', date: '2025-01-01T00:00:00Z'}],
    [`${ZH_DOCS}/b.md`, {commit: 'e1', date: '2025-01-01T00:00:00Z'}],
  ]);
  const diff = (from: string, to: string, file: string) =>
    `diff:${from}..${to}:${file}`;

  it('finds stale, current and missing pages', () => {
    const pages = pageStatuses(
      [
        {english: 'docs/a.md', chinese: `${ZH_DOCS}/a.md`, translated: true},
        {english: 'docs/b.md', chinese: `${ZH_DOCS}/b.md`, translated: true},
        {english: 'docs/c.md', chinese: `${ZH_DOCS}/c.md`, translated: false},
      ],
      changes,
      diff,
    );
    expect(pages.map((p) => p.state)).toEqual(['stale', 'current', 'missing']);
    expect(pages[0]?.diffUrl).toBe('diff:z1..e2:docs/a.md');
    expect(pages[1]?.diffUrl).toBeUndefined();
    expect(
      needsWork({historyComplete: true, pages, labels: []}).map(
        (p) => p.english,
      ),
    ).toEqual(['docs/c.md', 'docs/a.md']);
  });
});

describe('untranslatedLabels', () => {
  it('reports labels whose Chinese text is the English one, except kept names', () => {
    const english = {
      a: {message: 'Search'},
      b: {message: 'API'},
      c: {message: 'Next'},
    };
    const chinese = {
      a: {message: 'Search'},
      b: {message: 'API'},
      c: {message: '下一页'},
    };
    expect(
      untranslatedLabels(
        'code.json',
        english,
        chinese,
        new Set(['code.json#b']),
      ),
    ).toEqual([{file: 'code.json', id: 'a', message: 'Search'}]);
  });
});

describe('collectTranslationStatus on a repository', () => {
  let root = '';
  const git = (...args: string[]) =>
    execFileSync('git', args, {cwd: root, encoding: 'utf8'});
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  };
  const commit = (message: string, date: string) =>
    execFileSync('git', ['commit', '-qam', message], {
      cwd: root,
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_DATE: date,
      },
    });

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-status-'));
    git('init', '-q');
    git('config', 'user.email', 'test@example.org');
    git('config', 'user.name', 'Test');
    const checked = (date: string) =>
      `---\nchecked:\n  against: makepad 1.0.0\n  date: ${date}\n---\n`;
    write('docs/guide/a.md', `${checked('2026-11-27')}A`);
    write('docs/guide/b.md', `${checked('2026-11-27')}B`);
    write('docs/guide/c.md', 'C');
    // A page that exists in Chinese only, stored in docs/.
    write('docs/guide/quick-start/step.md', '步骤');
    write(`${ZH_DOCS}/guide/a.md`, `${checked('2026-10-01')}甲`);
    write(`${ZH_DOCS}/guide/b.md`, '乙');
    write('i18n/en/code.json', JSON.stringify({x: {message: 'Filter'}}));
    write('i18n/zh-Hans/code.json', JSON.stringify({x: {message: 'Filter'}}));
    git('add', '.');
    commit('both languages', '2025-01-01T00:00:00Z');
    write('docs/guide/a.md', `${checked('2026-11-27')}A, changed`);
    commit('English only', '2025-02-01T00:00:00Z');
  });

  afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

  it('reports the stale and the missing page, and the English label', () => {
    const status = collectTranslationStatus(root, {keptInEnglish: []});
    expect(status.historyComplete).toBe(true);
    const states = Object.fromEntries(
      status.pages.map((page) => [page.english, page.state]),
    );
    expect(states).toEqual({
      'docs/guide/a.md': 'stale',
      'docs/guide/b.md': 'current',
      'docs/guide/c.md': 'missing',
    });
    const stale = status.pages.find((page) => page.state === 'stale');
    expect(stale?.diffUrl).toMatch(
      /\/compare\/\w+\.\.\.\w+#diff-[0-9a-f]{64}$/,
    );
    expect(status.labels).toEqual([
      {file: 'code.json', id: 'x', message: 'Filter'},
    ]);
    const report = formatReport(status);
    expect(report).toContain('missing 1, stale 1');
    expect(report).toContain(`${ZH_DOCS}/guide/c.md`);
  });

  it('reports what the pages were checked against, and Chinese pages checked apart', () => {
    const status = collectTranslationStatus(root, {keptInEnglish: []});
    expect(checkCounts(status)).toEqual([
      {check: 'makepad 1.0.0, 2026-11-27', pages: 2},
      {check: 'not recorded', pages: 1},
    ]);
    // b's Chinese page has no record; a's was checked before the English one.
    expect(checkedApart(status).map((page) => page.chinese)).toEqual([
      `${ZH_DOCS}/guide/a.md`,
      `${ZH_DOCS}/guide/b.md`,
    ]);
    const report = formatReport(status);
    expect(report).toContain('makepad 1.0.0, 2026-11-27: 2 pages');
    expect(report).toContain(
      `${ZH_DOCS}/guide/a.md (makepad 1.0.0, 2026-10-01; English makepad 1.0.0, 2026-11-27)`,
    );
  });
});
