/**
 * The stylesheet a page needs before its first paint (CONTRIBUTING.md,
 * Speed): the site's one stylesheet less every rule that cannot match the
 * page as it is served. Pages of one frame (the Docusaurus plugin that
 * rendered them: docs, blog, pages, search) share one such stylesheet,
 * made from what all of them hold; the whole stylesheet follows without
 * holding the first paint, for what appears after it (menus, overlays,
 * what a script draws).
 *
 * A rule is kept unless one of its selectors' required parts is missing
 * from every page of the frame. Only what the served HTML states for sure
 * is required: the classes, ids and element names of the selector outside
 * pseudo-classes (`:not(.a)`, `:is(…)`, `:has(…)` require nothing), never
 * attributes (scripts set `data-theme` and others before the first paint).
 * Keeping too much costs bytes; dropping a rule the page needs would draw
 * it wrongly, so every doubt keeps the rule.
 */
import postcss, {type AtRule, type Root, type Rule} from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** What one selector of a rule needs in the page to match anything. */
export type SelectorNeeds = {
  readonly classes: readonly string[];
  readonly ids: readonly string[];
  readonly tags: readonly string[];
};

/** The classes, ids and element names a page's HTML holds. */
export type Inventory = {
  readonly classes: Set<string>;
  readonly ids: Set<string>;
  readonly tags: Set<string>;
};

export function emptyInventory(): Inventory {
  return {classes: new Set(), ids: new Set(), tags: new Set()};
}

/** Whether `node` sits inside a pseudo-class or pseudo-element's argument. */
function insidePseudo(node: selectorParser.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'pseudo') {
      return true;
    }
  }
  return false;
}

/**
 * What each selector of a selector list needs: one entry per selector; the
 * rule can match when any of them is met. An escaped name (`.\!a`) is not
 * compared with the HTML and so required of nothing.
 */
export function selectorNeeds(selectorList: string): SelectorNeeds[] {
  const needs: SelectorNeeds[] = [];
  selectorParser((selectors) => {
    selectors.each((selector) => {
      const classes: string[] = [];
      const ids: string[] = [];
      const tags: string[] = [];
      selector.walk((node) => {
        if (insidePseudo(node) || String(node).includes('\\')) {
          return;
        }
        if (node.type === 'class') {
          classes.push(node.value);
        } else if (node.type === 'id') {
          ids.push(node.value);
        } else if (node.type === 'tag' && !node.namespace) {
          tags.push(node.value.toLowerCase());
        }
      });
      needs.push({classes, ids, tags});
    });
  }).processSync(selectorList);
  return needs;
}

/** Whether a selector's needs are all in the inventory. */
export function canMatch(needs: SelectorNeeds, inventory: Inventory): boolean {
  return (
    needs.classes.every((name) => inventory.classes.has(name)) &&
    needs.ids.every((id) => inventory.ids.has(id)) &&
    needs.tags.every((tag) => inventory.tags.has(tag))
  );
}

/** A start tag: `<p>`, `<a href="/">`, `<hr/>` (React escapes `>` in values). */
const TAG = /<([a-zA-Z][a-zA-Z0-9-]*)([\s/][^>]*)?>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/;
const ID_ATTRIBUTE = /\sid="([^"]*)"/;

/** Adds what a page's HTML holds to `inventory` (the frame's, in place). */
export function takeInventory(html: string, inventory: Inventory): void {
  for (const [, name, attributes = ''] of html.matchAll(TAG)) {
    inventory.tags.add(name!.toLowerCase());
    const classes = CLASS_ATTRIBUTE.exec(attributes)?.[1];
    for (const name of classes?.split(/\s+/) ?? []) {
      if (name) {
        inventory.classes.add(decodeEntities(name));
      }
    }
    const id = ID_ATTRIBUTE.exec(attributes)?.[1];
    if (id) {
      inventory.ids.add(decodeEntities(id));
    }
  }
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|#39|lt|gt);/g, (_, entity: string) =>
    entity === 'amp'
      ? '&'
      : entity === 'quot'
        ? '"'
        : entity === '#39'
          ? "'"
          : entity === 'lt'
            ? '<'
            : '>',
  );
}

/** Whether a rule is a step of `@keyframes` (kept with its at-rule). */
function isKeyframe(rule: Rule): boolean {
  const parent = rule.parent;
  return (
    parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)
  );
}

/**
 * The stylesheets cut from `css`: given the inventory of some pages, `css`
 * without the rules none of whose selectors can match them, and without
 * the at-rules left empty. `css` and its selectors are parsed once, for
 * every inventory it is cut for.
 */
export function criticalCssOf(css: string): (inventory: Inventory) => string {
  const root: Root = postcss.parse(css);
  /** Each rule's needs, in the order walkRules meets the rules. */
  const ruleNeeds: SelectorNeeds[][] = [];
  root.walkRules((rule) => {
    if (!isKeyframe(rule)) {
      ruleNeeds.push(selectorNeeds(rule.selector));
    }
  });
  return (inventory) => {
    const cut = root.clone();
    let index = 0;
    cut.walkRules((rule) => {
      if (isKeyframe(rule)) {
        return;
      }
      const needs = ruleNeeds[index++]!;
      if (!needs.some((selector) => canMatch(selector, inventory))) {
        rule.remove();
      }
    });
    // Inner at-rules first (walk order is outer first): an @media left
    // empty by an emptied @supports inside it goes too.
    const atRules: AtRule[] = [];
    cut.walkAtRules((atRule) => {
      atRules.push(atRule);
    });
    for (const atRule of atRules.reverse()) {
      if (atRule.nodes !== undefined && atRule.nodes.length === 0) {
        atRule.remove();
      }
    }
    return cut.toString();
  };
}

/**
 * The frame of a page: the Docusaurus plugin that rendered it, from the
 * class it puts on `<html>` (`plugin-docs`, `plugin-blog`, `plugin-pages`,
 * …), as a name for a file (`docs`, `blog`, …); `page` when there is none.
 */
export function frameOf(html: string): string {
  const classes = /<html[^>]*\sclass="([^"]*)"/.exec(html)?.[1] ?? '';
  const plugin = classes
    .split(/\s+/)
    .find(
      (name) => name.startsWith('plugin-') && !name.startsWith('plugin-id-'),
    );
  if (plugin === undefined) {
    return 'page';
  }
  return (
    plugin
      .slice('plugin-'.length)
      .replace(/[^a-zA-Z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'page'
  );
}

/** The one stylesheet link Docusaurus writes in a page's `<head>`. */
export const STYLESHEET_LINK =
  /<link rel="stylesheet" href="([^"]*\/assets\/css\/styles\.[0-9a-f]+\.css)"\s*\/?>/;

/**
 * The links that replace the page's stylesheet link: the frame's
 * stylesheet, which holds the first paint; the whole one, fetched at once
 * but applied only when it has loaded (a stylesheet for print does not
 * hold the paint; its load switches it to every medium); and, for readers
 * without JavaScript, the whole one as before.
 */
export function stylesheetLinks(
  criticalHref: string,
  fullHref: string,
): string {
  return (
    `<link rel="stylesheet" href="${criticalHref}">` +
    `<link rel="stylesheet" href="${fullHref}" media="print" onload="this.media='all'">` +
    `<noscript><link rel="stylesheet" href="${fullHref}"></noscript>`
  );
}
