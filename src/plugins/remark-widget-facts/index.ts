/**
 * Remark plugin (docs, MDX pages): replaces each
 * `<WidgetFacts of="Slider" part="properties" />` by the table of that part
 * of the widget, built from its facts and the page language's notes
 * (src/lib/widgetFacts.ts; CONTRIBUTING.md, Widget reference), followed by
 * a line linking the Makepad source it comes from. A page under
 * i18n/<locale path>/ gets that locale's notes. The build fails, naming the
 * page and the reason, on an unknown widget, an unknown or empty part, a
 * missing note, or a tag written outside an MDX page. (The code of a
 * page's own tables gets the same break points as the generated ones from
 * src/plugins/remark-table-code.)
 */
import fs from 'node:fs';
import path from 'node:path';
import {WIDGETS} from '../../data/widgets';
import {
  DEFAULT_LOCALE,
  LOCALE_CONFIGS,
  LOCALES,
  type Locale,
} from '../../data/site';
import {
  WidgetFactsError,
  buildFactTable,
  factTableNodes,
  type FactTable,
  type WidgetFacts,
  type WidgetNotes,
} from '../../lib/widgetFacts';
import {foldSections} from '../../lib/sectionFold';

/** The tag pages write. */
export const TAG = 'WidgetFacts';

/** The parts of mdast and MDX nodes this plugin reads. */
type Attribute = {
  type: string;
  name?: string;
  value?: unknown;
};
export type Node = {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: Attribute[];
  children?: Node[];
  position?: {start: {line: number}};
};

type VFileLike = {path?: string};

export type Options = {
  /** Folder of the facts JSON files (src/data/widgets/facts). */
  factsDir: string;
  /** Folder of the notes, one subfolder per locale (src/data/widgets/notes). */
  notesDir: string;
};

/** The locale of a page: that of the i18n/<path>/ folder it is in. */
export function localeOfFile(file: string | undefined): Locale {
  const normalized = (file ?? '').replace(/\\/g, '/');
  return (
    LOCALES.find(
      (locale) =>
        locale !== DEFAULT_LOCALE &&
        normalized.includes(`/i18n/${LOCALE_CONFIGS[locale].path}/`),
    ) ?? DEFAULT_LOCALE
  );
}

function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T)
    : undefined;
}

/**
 * The tables of the data folders (read on each call, so a development
 * server sees edited notes when a page recompiles).
 */
export function tableSource(options: Options) {
  return (of: string, part: string, locale: Locale): FactTable => {
    if (!WIDGETS.some((widget) => widget.name === of)) {
      throw new WidgetFactsError(
        `unknown widget "${of}" (not in src/data/widgets.ts)`,
      );
    }
    const facts = readJson<WidgetFacts>(
      path.join(options.factsDir, `${of}.json`),
    );
    if (!facts) {
      throw new WidgetFactsError(
        `no facts for ${of}: run npm run widgets:facts`,
      );
    }
    const notesFile = path.join(options.notesDir, locale, `${of}.json`);
    const notes = readJson<WidgetNotes>(notesFile);
    if (!notes) {
      throw new WidgetFactsError(
        `no ${locale} notes for ${of}: write ${notesFile}`,
      );
    }
    return buildFactTable(facts, notes, part, locale);
  };
}

/** The string value of a literal attribute, or an error. */
function attribute(node: Node, tag: string, name: string): string {
  const found = node.attributes?.find(
    (attr) => attr.type === 'mdxJsxAttribute' && attr.name === name,
  );
  if (typeof found?.value !== 'string') {
    throw new WidgetFactsError(`<${tag}> needs ${name}="…" as a plain string`);
  }
  return found.value;
}

/**
 * Replaces every `<tag … />` of a tree in place by the table `build` gives
 * for its attributes (read with the function it gets) in the page's
 * language. Shared by this plugin and src/plugins/remark-api-facts.
 */
export function transformTags(
  tree: Node,
  filePath: string | undefined,
  tag: string,
  build: (attr: (name: string) => string, locale: Locale) => FactTable,
): void {
  const locale = localeOfFile(filePath);
  const visit = (node: Node) => {
    const children = node.children ?? [];
    for (let i = 0; i < children.length; i += 1) {
      const child = children[i];
      if (!child) continue;
      const where = `${filePath ?? '?'}:${child.position?.start.line ?? '?'}`;
      try {
        if (child.type === 'mdxJsxFlowElement' && child.name === tag) {
          const nodes = factTableNodes(
            build((name) => attribute(child, tag, name), locale),
          );
          children.splice(i, 1, ...nodes);
          i += nodes.length - 1;
          continue;
        }
        if (child.type === 'mdxJsxTextElement' && child.name === tag) {
          throw new WidgetFactsError(
            `<${tag}> must stand on its own line, between blank lines`,
          );
        }
        if (
          child.type === 'html' &&
          new RegExp(`^<${tag}\\b`).test(child.value ?? '')
        ) {
          throw new WidgetFactsError(`<${tag}> works in .mdx pages only`);
        }
      } catch (error) {
        if (error instanceof WidgetFactsError) {
          throw new Error(`${where}: ${error.message}`, {cause: error});
        }
        throw error;
      }
      visit(child);
    }
  };
  visit(tree);
}

/**
 * Replaces the tags of a tree in place. `table` gives the table of a widget's
 * part in a language (tableSource, or a stand-in in tests).
 */
export function transformTree(
  tree: Node,
  filePath: string | undefined,
  table: (of: string, part: string, locale: Locale) => FactTable,
): void {
  let tags = 0;
  transformTags(tree, filePath, TAG, (attr, locale) => {
    tags += 1;
    return table(attr('of'), attr('part'), locale);
  });
  // Only widget pages have the tag: their reference sections fold on a
  // phone (src/lib/sectionFold.ts).
  if (tags > 0) {
    foldSections(tree, localeOfFile(filePath));
  }
}

export default function remarkWidgetFacts(options: Options) {
  const table = tableSource(options);
  return (tree: Node, file: VFileLike): void => {
    transformTree(tree, file.path, table);
  };
}
