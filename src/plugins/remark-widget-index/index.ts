/**
 * Remark plugin for the widget reference's index page: replaces
 * `<WidgetIndex group="input" />` with a table of that group's widgets
 * (src/data/widgets.ts), each linked to its page and described by the
 * `description` of that page's front matter, in the index page's own
 * language (the pages beside it). The group lists and the one-line
 * summaries so live in one place each: the catalogue and the pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {WIDGET_GROUPS} from '../../data/widgets';
import {localeOfSourceFile} from '../../lib/sourceLocale';
import {
  indexRows,
  isWidgetIndexElement,
  widgetIndexTable,
  type MdastNode,
} from './table';

type VFileLike = {path?: string};

async function descriptionOf(file: string): Promise<string> {
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
    filePath: file,
    fileContent: fs.readFileSync(file, 'utf8'),
  });
  const {description} = frontMatter;
  if (typeof description !== 'string' || description.trim() === '') {
    throw new Error(`${file}: no description in the front matter`);
  }
  return description.trim();
}

export default function remarkWidgetIndex() {
  return async (tree: MdastNode, file: VFileLike): Promise<void> => {
    const folder = path.dirname(file.path ?? '.');
    const replace = async (node: MdastNode): Promise<void> => {
      const children = node.children ?? [];
      for (const [index, child] of children.entries()) {
        const group = isWidgetIndexElement(child);
        if (group === undefined) {
          await replace(child);
          continue;
        }
        const widgets = WIDGET_GROUPS.find((entry) => entry.id === group);
        if (!widgets) {
          throw new Error(
            `${file.path ?? '?'}: <WidgetIndex group="${group}" /> names no group of src/data/widgets.ts`,
          );
        }
        const rows = await Promise.all(
          widgets.widgets.map(async (widget) => ({
            widget,
            description: await descriptionOf(
              path.join(folder, `${widget.slug}.mdx`),
            ),
          })),
        );
        children[index] = widgetIndexTable(
          indexRows(rows),
          localeOfSourceFile(file.path ?? ''),
        );
      }
    };
    await replace(tree);
  };
}
