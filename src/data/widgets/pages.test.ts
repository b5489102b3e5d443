/**
 * Every widget of the catalogue has a page in both languages, and each page
 * asks only for its own widget's tables that have rows, each once, the same
 * ones in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {WIDGETS} from '../widgets';
import {
  nonEmptyParts,
  widgetFactsTags,
  type WidgetFacts,
} from '../../lib/widgetFacts';
import {WIDGET_PAGE_DIRS} from '../../../scripts/lib/widgetPageDirs';

const ROOT = path.join(__dirname, '..', '..', '..');
const PAGES = WIDGET_PAGE_DIRS;

/** What is wrong with the tags of a widget's page. */
export function tagProblems(facts: WidgetFacts, source: string): string[] {
  const allowed = nonEmptyParts(facts);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const tag of widgetFactsTags(source)) {
    if (tag.of !== facts.name) {
      problems.push(
        `line ${tag.line}: of="${tag.of ?? ''}" (the page is about ${facts.name})`,
      );
    }
    if (tag.part === undefined || !(allowed as string[]).includes(tag.part)) {
      problems.push(
        `line ${tag.line}: part="${tag.part ?? ''}" (${facts.name} has ${allowed.join(', ') || 'no tables'})`,
      );
    } else if (seen.has(tag.part)) {
      problems.push(`line ${tag.line}: part="${tag.part}" twice`);
    }
    seen.add(tag.part ?? '');
  }
  return problems;
}

function readFacts(name: string): WidgetFacts {
  return JSON.parse(
    fs.readFileSync(path.join(__dirname, 'facts', `${name}.json`), 'utf8'),
  ) as WidgetFacts;
}

describe('widget pages', () => {
  it.each(WIDGETS.map((widget) => [widget.name, widget.slug] as const))(
    '%s has pages in both languages that use its non-empty tables',
    (name, slug) => {
      const facts = readFacts(name);
      const problems: string[] = [];
      const parts: Record<string, string[]> = {};
      for (const [locale, dir] of Object.entries(PAGES)) {
        const file = path.join(dir, `${slug}.mdx`);
        const relative = path.relative(ROOT, file);
        if (!fs.existsSync(file)) {
          problems.push(`${relative} is missing`);
          continue;
        }
        const source = fs.readFileSync(file, 'utf8');
        problems.push(
          ...tagProblems(facts, source).map(
            (problem) => `${relative}: ${problem}`,
          ),
        );
        parts[locale] = widgetFactsTags(source).map((tag) => tag.part ?? '');
      }
      if (parts.en && parts.zh && parts.en.join() !== parts.zh.join()) {
        problems.push(
          `the pages show different tables: en ${parts.en.join(', ')}; zh ${parts.zh.join(', ')}`,
        );
      }
      if (problems.length > 0) {
        throw new Error(problems.join('\n'));
      }
    },
  );
});

describe('tagProblems', () => {
  const facts = readFacts('Label');

  it('accepts the parts that have rows, outside code blocks', () => {
    expect(
      tagProblems(
        facts,
        [
          '<WidgetFacts of="Label" part="properties" />',
          '```mdx',
          '<WidgetFacts of="Label" part="styling" />',
          '```',
          '<WidgetFacts of="Label" part="methods" />',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('reports an empty part, another widget, a repeated part', () => {
    expect(
      tagProblems(
        facts,
        [
          '<WidgetFacts of="Label" part="styling" />',
          '<WidgetFacts of="Button" part="actions" />',
          '<WidgetFacts of="Label" part="actions" />',
        ].join('\n'),
      ),
    ).toEqual([
      'line 1: part="styling" (Label has properties, variants, actions, methods)',
      'line 2: of="Button" (the page is about Label)',
      'line 3: part="actions" twice',
    ]);
  });
});
