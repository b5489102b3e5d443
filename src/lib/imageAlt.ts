/**
 * Docusaurus's image transform (mdx-loader's remark/transformImage) turns a
 * Markdown image with a local file into an `<img>` MDX element and passes
 * its `alt` and `title` through `escape-html` first. MDX writes an
 * attribute's string value into the page as it is, and React escapes it
 * again when it renders, so a reader's screen reader heard
 * `a note titled &quot;Packing list&quot;` (issue 28). The text of a
 * Markdown image is already plain (Markdown's own character references are
 * decoded when it is parsed), so `plainImageText` undoes that one escape on
 * the `img` elements the transform wrote.
 */

/** The parts of an mdast / MDX node this module reads and writes. */
export type MdxNode = {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: MdxNode[];
};

/** The five characters `escape-html` replaces, by their reference. */
const ESCAPED: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** Reverses `escape-html` (one pass, so `&amp;quot;` stays `&quot;`). */
export function unescapeHtml(text: string): string {
  return text.replace(
    /&(?:amp|quot|#39|lt|gt);/g,
    (reference) => ESCAPED[reference] ?? reference,
  );
}

const ESCAPED_ATTRIBUTES = new Set(['alt', 'title']);

/** Undoes the transform's escape of `alt` and `title` on every `img`. */
export function plainImageText(tree: MdxNode): void {
  if (
    (tree.type === 'mdxJsxTextElement' || tree.type === 'mdxJsxFlowElement') &&
    tree.name === 'img'
  ) {
    for (const attribute of tree.attributes ?? []) {
      if (
        attribute.type === 'mdxJsxAttribute' &&
        ESCAPED_ATTRIBUTES.has(attribute.name ?? '') &&
        typeof attribute.value === 'string'
      ) {
        attribute.value = unescapeHtml(attribute.value);
      }
    }
  }
  for (const child of tree.children ?? []) {
    plainImageText(child);
  }
}
