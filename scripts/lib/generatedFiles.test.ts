import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {syncGeneratedFiles} from './generatedFiles';

describe('syncGeneratedFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-'));
    fs.writeFileSync(path.join(dir, 'same.json'), '1\n');
    fs.writeFileSync(path.join(dir, 'old.json'), '2\n');
    fs.writeFileSync(path.join(dir, 'gone.json'), '3\n');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'kept');
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  const wanted = new Map([
    ['same.json', '1\n'],
    ['old.json', '20\n'],
    ['new.json', '4\n'],
  ]);

  it('reports changed and stale files and touches nothing with check', () => {
    expect(syncGeneratedFiles(dir, wanted, true)).toEqual({
      changed: ['old.json', 'new.json'],
      stale: ['gone.json'],
    });
    expect(fs.readFileSync(path.join(dir, 'old.json'), 'utf8')).toBe('2\n');
    expect(fs.existsSync(path.join(dir, 'gone.json'))).toBe(true);
  });

  it('writes the changed files and removes the stale ones otherwise', () => {
    syncGeneratedFiles(dir, wanted, false);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'new.json',
      'notes.txt',
      'old.json',
      'same.json',
    ]);
    expect(fs.readFileSync(path.join(dir, 'old.json'), 'utf8')).toBe('20\n');
    expect(syncGeneratedFiles(dir, wanted, true)).toEqual({
      changed: [],
      stale: [],
    });
  });
});
