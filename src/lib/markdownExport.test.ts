import {
  jsxAttributes,
  llmsTxt,
  markdownPath,
  pageToMarkdown,
  type PageExportContext,
} from './markdownExport';
import path from 'node:path';
import {
  factTableToMarkdown,
  factTableToMdast,
  type MdastInline,
} from './widgetFacts';
import {tableSource} from '../plugins/remark-widget-facts';

const ROOT = path.join(__dirname, '..', '..');

const LISTING = [
  'use makepad_widgets::*;',
  '// ANCHOR: live',
  '    live_design! {}',
  '// ANCHOR_END: live',
  'fn main() {}',
].join('\n');

function context(extra: Partial<PageExportContext> = {}): PageExportContext {
  return {
    title: 'Buttons',
    description: 'How buttons work.',
    readListing: (file) => {
      if (file !== 'demo/src/app.rs') {
        throw new Error(`unexpected listing ${file}`);
      }
      return LISTING;
    },
    resolveLink: (href) =>
      href.startsWith('../layout/index.md')
        ? `/guide/layout/${href.slice('../layout/index.md'.length)}`
        : undefined,
    ...extra,
  };
}

describe('pageToMarkdown', () => {
  it('starts with the title and description and drops the front matter', () => {
    const md = pageToMarkdown('---\ntitle: x\n---\n\nBody.\n', context());
    expect(md).toBe('# Buttons\n\n> How buttons work.\n\nBody.\n');
  });

  it('keeps a title the page already has', () => {
    const md = pageToMarkdown('# Own title\n\nText\n', context());
    expect(md.startsWith('# Own title')).toBe(true);
    expect(md).not.toContain('# Buttons');
  });

  it('fills listing blocks with the file or its region, titled by the file', () => {
    const md = pageToMarkdown(
      [
        '```rust file=demo/src/app.rs',
        '```',
        '',
        '```rust file=demo/src/app.rs region=live',
        '```',
      ].join('\n'),
      context(),
    );
    expect(md).toContain(
      '```rust title="src/app.rs"\nuse makepad_widgets::*;\n    live_design! {}\nfn main() {}\n```',
    );
    expect(md).toContain('```rust title="src/app.rs"\nlive_design! {}\n```');
    expect(md).not.toContain('ANCHOR');
  });

  it('keeps excerpt blocks with their reason as title', () => {
    const md = pageToMarkdown(
      '```rust excerpt="pseudo-code"\nfn x(a: float)\n```\n',
      context(),
    );
    expect(md).toContain('```rust title="pseudo-code"\nfn x(a: float)\n```');
  });

  it('leaves code that looks like MDX alone inside fences', () => {
    const md = pageToMarkdown(
      "```tsx\nimport Tabs from '@theme/Tabs';\n<Tabs>\n```\n",
      context(),
    );
    expect(md).toContain("import Tabs from '@theme/Tabs';\n<Tabs>");
  });

  it('flattens tabs into labelled sections and drops imports', () => {
    const md = pageToMarkdown(
      [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '',
        '<Tabs groupId="os">',
        '<TabItem value="linux" label="Linux">',
        '',
        'Install the packages.',
        '',
        '</TabItem>',
        '</Tabs>',
      ].join('\n'),
      context(),
    );
    expect(md).not.toMatch(/import|<\/?Tab/);
    expect(md).toContain('**Linux**\n\nInstall the packages.');
  });

  it('renders InstallTabs as one command per package manager', () => {
    const md = pageToMarkdown(
      '<InstallTabs script="build" args="--locale zh" />\n',
      context(),
    );
    expect(md).toContain('npm run build -- --locale zh  # npm');
    expect(md).toMatch(/yarn .*build --locale zh {2}# yarn/);
    expect(md).toContain('# pnpm');
    expect(md).toContain('# bun');
  });

  it('replaces the API overview component with the given list', () => {
    const md = pageToMarkdown(
      '<ApiOverview groups={overview} />\n',
      context({apiOverview: '- [circle](/api/circle)'}),
    );
    expect(md).toContain('- [circle](/api/circle)');
    expect(md).not.toContain('<ApiOverview');
  });

  it('replaces a widget facts tag with its table, outside code only', () => {
    const asked: string[] = [];
    const md = pageToMarkdown(
      [
        '## Actions {#actions}',
        '',
        '<WidgetFacts of="Label" part="actions" />',
        '',
        '```mdx',
        '<WidgetFacts of="Label" part="methods" />',
        '```',
      ].join('\n'),
      context({
        widgetFacts: (of, part) => {
          asked.push(`${of}.${part}`);
          return '| Action |\n| --- |\n| `HoverIn` |';
        },
      }),
    );
    expect(asked).toEqual(['Label.actions']);
    expect(md).toContain('## Actions\n\n| Action |\n| --- |\n| `HoverIn` |\n');
    expect(md).toContain(
      '```mdx\n<WidgetFacts of="Label" part="methods" />\n```',
    );
  });

  it('writes the same tables as the pages get, in the page language', () => {
    const table = tableSource({
      factsDir: path.join(ROOT, 'src', 'data', 'widgets', 'facts'),
      notesDir: path.join(ROOT, 'src', 'data', 'widgets', 'notes'),
    });
    const copy = (locale: 'en' | 'zh') =>
      pageToMarkdown(
        '<WidgetFacts of="Label" part="methods" />\n',
        context({
          widgetFacts: (of, part) =>
            factTableToMarkdown(table(of, part, locale)),
        }),
      );
    expect(copy('en')).toContain(
      '| Method | Description |\n| --- | --- |\n| `fn hover_in(&self, actions: &Actions) -> Option<Rect>` |',
    );
    expect(copy('zh')).toContain('| 方法 | 说明 |');
    expect(copy('zh')).toContain(
      '源码（Makepad 1.0.0）：[widgets/src/label.rs 第 277–305 行](https://github.com/makepad/makepad/blob/1.0.0/widgets/src/label.rs#L277-L305)',
    );
    // Each cell of the page's table says what the Markdown copy's says.
    const [mdast] = factTableToMdast(table('Label', 'methods', 'en'));
    // Code with break points is an explicit `<code>` holding text and `<wbr>`.
    const cellText = (cell: {children: MdastInline[]}): string =>
      cell.children
        .map((child) =>
          child.type === 'inlineCode'
            ? `\`${child.value}\``
            : child.type === 'mdxJsxTextElement' && child.name === 'code'
              ? `\`${cellText(child)}\``
              : 'value' in child
                ? child.value
                : 'children' in child
                  ? cellText(child)
                  : '',
        )
        .join('');
    for (const row of mdast.children.slice(1)) {
      expect(copy('en')).toContain(
        `| ${cellText(row.children[0]!)} | ${cellText(row.children[1]!)} |`,
      );
    }
  });

  it('drops the explicit ids of headings', () => {
    const md = pageToMarkdown(
      [
        '## Properties {#properties}',
        '## 属性 \\{#properties}',
        '### Rust API {/* #rust-api */}',
        'Text {#kept}',
      ].join('\n'),
      context(),
    );
    expect(md).toContain(
      '## Properties\n## 属性\n### Rust API\nText {#kept}\n',
    );
  });

  it('refuses a widget facts tag without a table source', () => {
    expect(() =>
      pageToMarkdown('<WidgetFacts of="Label" part="actions" />\n', context()),
    ).toThrow('<WidgetFacts> needs of="…" and part="…" and a table source');
  });

  it('turns relative page links into site URLs and keeps other links', () => {
    const md = pageToMarkdown(
      'See [layout](../layout/index.md#fill), [x](https://e.org/a.md), [top](#top) and [gone](./missing.md).\n',
      context(),
    );
    expect(md).toContain('[layout](/guide/layout/#fill)');
    expect(md).toContain('[x](https://e.org/a.md)');
    expect(md).toContain('[top](#top)');
    expect(md).toContain('[gone](./missing.md)');
  });
});

describe('jsxAttributes', () => {
  it('reads quoted, braced and bare attributes', () => {
    expect(
      jsxAttributes('<InstallTabs packages="a b" dev groupId={X.y} />'),
    ).toEqual({packages: 'a b', dev: true, groupId: 'X.y'});
  });
});

describe('markdownPath', () => {
  it('adds .md to a page URL and index.html.md to a folder URL', () => {
    expect(markdownPath('/guide/start/introduction')).toBe(
      '/guide/start/introduction.md',
    );
    expect(markdownPath('/zh/api/')).toBe('/zh/api/index.html.md');
  });
});

describe('llmsTxt', () => {
  it('writes the title, the summary and non-empty sections of links', () => {
    const text = llmsTxt('Book', 'A book.', [
      {
        name: 'Guide',
        links: [
          {title: 'Intro', url: 'https://b/intro.md', description: 'Start'},
          {title: 'Next', url: 'https://b/next.md'},
        ],
      },
      {name: 'Empty', links: []},
    ]);
    expect(text).toBe(
      '# Book\n\n> A book.\n\n## Guide\n\n- [Intro](https://b/intro.md): Start\n- [Next](https://b/next.md)\n',
    );
  });
});
