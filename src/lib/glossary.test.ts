import fs from 'node:fs';
import path from 'node:path';
import {glossaryHits, parseGlossary, proseOf} from './glossary';

const root = path.resolve(__dirname, '..', '..');
const glossary = parseGlossary(
  fs.readFileSync(path.join(root, 'i18n/zh-Hans/GLOSSARY.md'), 'utf8'),
);

describe('the glossary', () => {
  it('has the terms translators asked about', () => {
    const terms = glossary.map((entry) => entry.term);
    for (const term of ['widget', 'action', 'turtle layout', 'glow']) {
      expect(terms).toContain(term);
    }
    expect(glossary.find((e) => e.term === 'widget')?.rejected).toEqual([
      '控件',
      '部件',
    ]);
  });

  it('finds rejected variants in prose but not in code', () => {
    const page = [
      '---',
      'title: "一个控件"',
      '---',
      '这个控件很好。',
      '`控件` 与 “组件”，"组件" 不行。',
      '```rust',
      '// 控件',
      '```',
    ].join('\n');
    expect(
      glossaryHits(proseOf(page), glossary).map((h) => [h.line, h.found]),
    ).toEqual([
      [4, '控件'],
      [5, '"组件"'],
    ]);
  });
});
