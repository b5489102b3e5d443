/**
 * Every row of a widget's tables has a note in both languages
 * (src/data/widgets/notes/<en|zh>/<Name>.json), and no note names a row
 * that does not exist. Notes are plain sentences: inline code in
 * backticks, no links or other Markdown; the Chinese ones follow the
 * glossary.
 */
import fs from 'node:fs';
import path from 'node:path';
import {WIDGETS} from '../widgets';
import {LOCALES} from '../site';
import {
  WIDGET_FACT_PARTS,
  partKeys,
  type WidgetFacts,
  type WidgetNotes,
} from '../../lib/widgetFacts';
import {
  glossaryHits,
  parseGlossary,
  proseOf,
} from '../../../scripts/lib/glossary';

const FACTS = path.join(__dirname, 'facts');
const NOTES = path.join(__dirname, 'notes');
const GLOSSARY = parseGlossary(
  fs.readFileSync(
    path.join(__dirname, '..', '..', '..', 'i18n', 'zh-Hans', 'GLOSSARY.md'),
    'utf8',
  ),
);

function readFacts(name: string): WidgetFacts {
  return JSON.parse(
    fs.readFileSync(path.join(FACTS, `${name}.json`), 'utf8'),
  ) as WidgetFacts;
}

/** What is wrong with a notes file, one line per problem. */
export function notesProblems(
  facts: WidgetFacts,
  notes: unknown,
  locale: string,
): string[] {
  if (typeof notes !== 'object' || notes === null || Array.isArray(notes)) {
    return ['not a JSON object'];
  }
  const problems: string[] = [];
  for (const part of Object.keys(notes)) {
    if (!(WIDGET_FACT_PARTS as readonly string[]).includes(part)) {
      problems.push(`unknown part "${part}"`);
    }
  }
  const byPart = notes as WidgetNotes;
  for (const part of WIDGET_FACT_PARTS) {
    const expected = partKeys(facts, part);
    const written = byPart[part] ?? {};
    const keys = Object.keys(written);
    const missing = expected.filter((key) => !keys.includes(key));
    const stale = keys.filter((key) => !expected.includes(key));
    if (missing.length > 0) {
      problems.push(`${part}: missing ${missing.join(', ')}`);
    }
    if (stale.length > 0) {
      problems.push(`${part}: stale (no such row) ${stale.join(', ')}`);
    }
    if (expected.length === 0 && part in byPart) {
      problems.push(`${part}: the widget has none; leave the part out`);
    }
    for (const [key, note] of Object.entries(written)) {
      if (typeof note !== 'string' || note.trim() === '') {
        problems.push(`${part}.${key}: not a sentence`);
        continue;
      }
      // Inside `code` anything goes (`<View> {...}` is DSL, not HTML).
      const prose = note.replace(/`[^`]*`/g, '');
      if (/\]\(|https?:|\*\*|<\w|\n/.test(prose)) {
        problems.push(
          `${part}.${key}: links, HTML or Markdown other than \`code\``,
        );
      }
      if ((note.match(/`/g) ?? []).length % 2 !== 0) {
        problems.push(`${part}.${key}: unbalanced backticks`);
      }
      if (locale === 'zh') {
        for (const hit of glossaryHits(proseOf(note), GLOSSARY)) {
          problems.push(
            `${part}.${key}: "${hit.found}" (glossary: ${hit.chosen})`,
          );
        }
      }
    }
  }
  return problems;
}

describe('widget notes', () => {
  const cases = WIDGETS.flatMap((widget) =>
    LOCALES.map((locale) => [widget.name, locale] as const),
  );

  it.each(cases)(
    '%s (%s) has exactly the notes its tables need',
    (name, locale) => {
      const file = path.join(NOTES, locale, `${name}.json`);
      const relative = path.relative(process.cwd(), file);
      if (!fs.existsSync(file)) {
        throw new Error(`${relative} is missing`);
      }
      const problems = notesProblems(
        readFacts(name),
        JSON.parse(fs.readFileSync(file, 'utf8')),
        locale,
      );
      if (problems.length > 0) {
        throw new Error(`${relative}:\n  ${problems.join('\n  ')}`);
      }
    },
  );

  it('has no notes file for a widget outside the catalogue', () => {
    const names = new Set(WIDGETS.map((widget) => `${widget.name}.json`));
    const extra = LOCALES.flatMap((locale) =>
      fs.existsSync(path.join(NOTES, locale))
        ? fs
            .readdirSync(path.join(NOTES, locale))
            .filter((file) => !names.has(file))
            .map((file) => `${locale}/${file}`)
        : [],
    );
    expect(extra).toEqual([]);
  });
});

describe('notesProblems', () => {
  const facts = readFacts('Label');

  it('reports missing, stale and unknown keys, and Markdown in a note', () => {
    expect(
      notesProblems(
        facts,
        {
          properties: {text: 'The string.', colour: 'Stale.'},
          styling: {'draw_text.color': 'None exist.'},
          extra: {},
          actions: {HoverIn: 'See [here](x).', HoverOut: 'Odd `tick.'},
        },
        'en',
      ),
    ).toEqual([
      'unknown part "extra"',
      'properties: missing draw_text, walk, align, flow, padding, hover_actions_enabled',
      'properties: stale (no such row) colour',
      'styling: stale (no such row) draw_text.color',
      'styling: the widget has none; leave the part out',
      `variants: missing ${partKeys(facts, 'variants').join(', ')}`,
      'actions.HoverIn: links, HTML or Markdown other than `code`',
      'actions.HoverOut: unbalanced backticks',
      'methods: missing hover_in, hover_out, set_text_with',
    ]);
  });

  it('checks Chinese notes against the glossary, outside code', () => {
    const problems = notesProblems(
      facts,
      {actions: {HoverIn: '控件 `控件`', HoverOut: '指针离开。'}},
      'zh',
    );
    expect(problems).toContain('actions.HoverIn: "控件" (glossary: 组件)');
    expect(problems.filter((line) => line.includes('控件'))).toHaveLength(1);
  });
});
