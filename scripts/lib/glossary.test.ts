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

  it('finds an English term left in a heading, capitalised', () => {
    const page = [
      '## Action {#actions}',
      '### Shader',
      '`Action` 与 [Action](./x.md)',
      '## Widget 与 WidgetNode trait',
    ].join('\n');
    expect(
      glossaryHits(proseOf(page), glossary).map((h) => [h.line, h.found]),
    ).toEqual([
      [1, 'Action'],
      [2, 'Shader'],
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

/** Every file a Chinese reader sees: pages, weekly reports and labels. */
function chineseFiles(): string[] {
  const walk = (dir: string, pattern: RegExp) =>
    fs
      .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
      .map((file) => path.join(dir, file))
      .filter((file) => pattern.test(file));
  return [
    ...walk('i18n/zh-Hans/docusaurus-plugin-content-docs/current', /\.mdx?$/),
    ...walk('i18n/zh-Hans/docusaurus-plugin-content-blog', /\.mdx?$/),
    // Pages that exist in Chinese only live in docs/.
    ...walk('docs/guide/quick-start', /\.mdx?$/),
    ...walk('i18n/zh-Hans', /\.json$/),
  ];
}

const CHINESE_DOCS = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/';

/**
 * The title of a Chinese page's English twin when it is a bare identifier:
 * the API the page documents (`glow`), which both languages title alike.
 */
function apiTitle(file: string): string | undefined {
  if (!file.startsWith(CHINESE_DOCS)) {
    return undefined;
  }
  const twin = path.join(root, 'docs', file.slice(CHINESE_DOCS.length));
  if (!fs.existsSync(twin)) {
    return undefined;
  }
  const title = /^title: (.+)$/m.exec(fs.readFileSync(twin, 'utf8'))?.[1];
  return title && /^[a-z_][a-z0-9_]*$/.test(title) ? title : undefined;
}

/** Reader-visible text of a file: prose of a page, messages of labels. */
function visibleText(file: string): string {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  if (file.endsWith('.json')) {
    const labels = JSON.parse(text) as Record<string, {message: string}>;
    return Object.values(labels)
      .map((label) => label.message)
      .join('\n');
  }
  const frontMatter = text.match(/^---\n([\s\S]*?)\n---\n/)?.[1] ?? '';
  const apiName = apiTitle(file);
  const shown = frontMatter
    .split('\n')
    .filter((line) => /^(title|sidebar_label|description):/.test(line))
    .filter(
      (line) =>
        !apiName ||
        !/^(title|sidebar_label):/.test(line) ||
        line.replace(/^\w+:\s*/, '') !== apiName,
    )
    .map((line) => line.replace(/^\w+:\s*/, '').replace(/^"|"$/g, ''));
  return `${proseOf(text)}\n${shown.join('\n')}`;
}

describe('English terms in Chinese prose', () => {
  it('are found as whole words, not in links named after an API or in quoted messages', () => {
    const page = [
      '组件发出一个 action。',
      '见 [glow](../glow.md)、Sdf2d::glow 与 `glow`。',
      '日志写着“action failed”，on_action 与 action-bar 不算。',
      '| widget | 组件 |',
      '先用 glow 再用 shader。',
    ].join('\n');
    expect(
      glossaryHits(proseOf(page), glossary).map((h) => [h.line, h.found]),
    ).toEqual([
      [1, 'action'],
      [5, 'glow'],
      [5, 'shader'],
    ]);
  });
});

describe('Explicit heading ids', () => {
  it('are not prose: a Chinese heading keeps the English id', () => {
    const page = ['## 发光 {#glow}', '## glow 效果 {#glow-effect}'].join('\n');
    expect(
      glossaryHits(proseOf(page), glossary).map((h) => [h.line, h.found]),
    ).toEqual([[2, 'glow']]);
  });
});

describe('Chinese pages and labels', () => {
  const files = chineseFiles();

  it('are found', () => {
    expect(files.length).toBeGreaterThan(150);
  });

  it('use the chosen terms outside code', () => {
    const hits = files.flatMap((file) =>
      glossaryHits(visibleText(file), glossary).map(
        (hit) => `${file}:${hit.line}: ${hit.found} → ${hit.chosen}`,
      ),
    );
    expect(hits).toEqual([]);
  });
});
