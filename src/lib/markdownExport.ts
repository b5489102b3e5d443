/**
 * Plain Markdown for AI readers (llms.txt, https://llmstxt.org): each page's
 * source turned into Markdown that needs no MDX runtime, and the llms.txt
 * index itself. The build plugin src/plugins/llms-txt applies it to the
 * loaded pages and writes the files.
 */
import {
  excerptTitle,
  extractListing,
  listingTitle,
  parseMeta,
  stripListingKeys,
} from './listings';
import {
  PACKAGE_MANAGERS,
  commandFor,
  taskFromProps,
  type PackageTaskProps,
} from './packageManagers';

/** What the conversion of one page needs from its surroundings. */
export type PageExportContext = {
  title: string;
  description?: string;
  /** Source of a file of listings/ (path relative to that folder). */
  readListing: (file: string) => string;
  /** Site URL of a relative Markdown link target, or undefined to keep it. */
  resolveLink: (href: string) => string | undefined;
  /** Markdown that stands for `<ApiOverview />` (the API page list). */
  apiOverview?: string;
  /**
   * Markdown of `<WidgetFacts of="…" part="…" />`: the table of that part
   * in the page's language (src/lib/widgetFacts.ts, factTableToMarkdown).
   */
  widgetFacts?: (of: string, part: string) => string;
  /**
   * Markdown of `<ApiFacts of="…" />`: that table of the App and events
   * reference in the page's language (src/lib/apiFacts.ts).
   */
  apiFacts?: (of: string) => string;
};

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;
const FENCE = /^(\s*)(`{3,}|~{3,})(\S*)\s*(.*)$/;
const IMPORT = /^import\s.+\sfrom\s+['"][^'"]+['"];?\s*$/;
const JSX_ATTR = /(\w+)(?:=(?:"([^"]*)"|\{([^}]*)\}))?/g;

/** `key="value"` and bare `key` attributes of a JSX tag's text. */
export function jsxAttributes(tag: string): Record<string, string | true> {
  const inner = tag.replace(/^<\/?\s*\w+/, '').replace(/\/?>\s*$/, '');
  const found: Record<string, string | true> = {};
  for (const [, key, quoted, braced] of inner.matchAll(JSX_ATTR)) {
    if (key !== undefined) {
      found[key] = quoted ?? braced ?? true;
    }
  }
  return found;
}

function installCommands(tag: string): string {
  const attrs = jsxAttributes(tag);
  const text = (key: string) =>
    typeof attrs[key] === 'string' ? attrs[key] : undefined;
  const props: PackageTaskProps = {
    packages: text('packages'),
    script: text('script'),
    args: text('args'),
    dev: attrs.dev !== undefined,
  };
  const task = taskFromProps(props);
  const lines = PACKAGE_MANAGERS.map(
    (manager) => `${commandFor(manager, task)}  # ${manager}`,
  );
  return ['```shell', ...lines, '```'].join('\n');
}

/** Rewrites relative `.md`/`.mdx` link targets to site URLs. */
function rewriteLinks(
  line: string,
  resolveLink: PageExportContext['resolveLink'],
): string {
  return line.replace(/\]\(([^)\s]+)\)/g, (whole, href: string) => {
    if (/^([a-z]+:|\/|#)/i.test(href)) {
      return whole;
    }
    const url = resolveLink(href);
    return url === undefined ? whole : `](${url})`;
  });
}

/**
 * A heading without its explicit id (`{#id}`, or in MDX its escaped form
 * and its comment form), which only the site reads.
 */
function withoutHeadingId(line: string): string {
  return /^#{1,6}\s/.test(line)
    ? line.replace(/\s+(?:\\?\{#[\w-]+\}|\{\/\*\s*#[\w-]+\s*\*\/\})\s*$/, '')
    : line;
}

function fenceInfo(lang: string, title: string | undefined): string {
  return title === undefined ? lang : `${lang} title="${title}"`;
}

/**
 * The page as plain Markdown: a `# title` and the description, then the body
 * with listing blocks filled in, tabs flattened to labelled sections, the
 * site's MDX components rendered as Markdown, imports and MDX comments
 * dropped, and relative page links turned into site URLs.
 */
export function pageToMarkdown(
  source: string,
  context: PageExportContext,
): string {
  const body = source.replace(/\r\n/g, '\n').replace(FRONT_MATTER, '');
  const out: string[] = [];
  let fence: string | undefined;
  let skipBody = false;
  for (const line of body.split('\n')) {
    if (fence !== undefined) {
      if (line.trim() === fence) {
        out.push(line);
        fence = undefined;
        skipBody = false;
      } else if (!skipBody) {
        out.push(line);
      }
      continue;
    }
    const open = line.match(FENCE);
    if (open) {
      const [, indent = '', marks = '```', lang = '', rawMeta = ''] = open;
      fence = `${marks}`;
      const meta = parseMeta(rawMeta);
      const rest = stripListingKeys(rawMeta);
      const info = [lang, rest].filter(Boolean).join(' ');
      if (meta.file !== undefined) {
        out.push(`${indent}${marks}${fenceInfo(info, listingTitle(meta))}`);
        const code = extractListing(
          context.readListing(meta.file),
          meta.region,
        );
        out.push(...code.split('\n').map((codeLine) => indent + codeLine));
        skipBody = true;
      } else {
        const title = excerptTitle(meta) ?? meta.title;
        out.push(`${indent}${marks}${fenceInfo(info, title)}`);
      }
      continue;
    }
    const trimmed = line.trim();
    if (
      IMPORT.test(trimmed) ||
      // The Sdf2d playground is interactive only; its page's text says so.
      /^<SdfPlayground\b/.test(trimmed) ||
      /^<\/?Tabs\b/.test(trimmed) ||
      trimmed === '</TabItem>' ||
      /^\{\/\*.*\*\/\}$/.test(trimmed) ||
      /^<!--.*-->$/.test(trimmed)
    ) {
      continue;
    }
    if (/^<TabItem\b/.test(trimmed)) {
      const label = jsxAttributes(trimmed).label;
      out.push(`**${typeof label === 'string' ? label : ''}**`, '');
      continue;
    }
    if (/^<InstallTabs\b/.test(trimmed)) {
      out.push(installCommands(trimmed));
      continue;
    }
    if (/^<WidgetFacts\b/.test(trimmed)) {
      const attrs = jsxAttributes(trimmed);
      if (
        !context.widgetFacts ||
        typeof attrs.of !== 'string' ||
        typeof attrs.part !== 'string'
      ) {
        throw new Error(
          `${context.title}: <WidgetFacts> needs of="…" and part="…" and a table source`,
        );
      }
      out.push(context.widgetFacts(attrs.of, attrs.part));
      continue;
    }
    if (/^<ApiFacts\b/.test(trimmed)) {
      const attrs = jsxAttributes(trimmed);
      if (!context.apiFacts || typeof attrs.of !== 'string') {
        throw new Error(
          `${context.title}: <ApiFacts> needs of="…" and a table source`,
        );
      }
      out.push(context.apiFacts(attrs.of));
      continue;
    }
    if (/^<ApiOverview\b/.test(trimmed)) {
      out.push(context.apiOverview ?? '');
      continue;
    }
    out.push(rewriteLinks(withoutHeadingId(line), context.resolveLink));
  }
  const hasTitle = /^\s*# /.test(out.find((l) => l.trim() !== '') ?? '');
  const head = hasTitle
    ? []
    : [
        `# ${context.title}`,
        '',
        ...(context.description ? [`> ${context.description}`, ''] : []),
      ];
  return `${[...head, ...out]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/**
 * Where a page's Markdown copy is served: its URL plus `.md`, and
 * `index.html.md` for URLs that end in a slash (the llms.txt convention).
 */
export function markdownPath(permalink: string): string {
  return permalink.endsWith('/')
    ? `${permalink}index.html.md`
    : `${permalink}.md`;
}

export type LlmsLink = {title: string; url: string; description?: string};
export type LlmsSection = {name: string; links: LlmsLink[]};

/** The llms.txt file: title, summary, then one section of links each. */
export function llmsTxt(
  title: string,
  summary: string,
  sections: readonly LlmsSection[],
  details?: string,
): string {
  const parts = [`# ${title}`, `> ${summary}`];
  if (details) {
    parts.push(details);
  }
  for (const section of sections) {
    if (section.links.length === 0) {
      continue;
    }
    const links = section.links.map(
      (link) =>
        `- [${link.title}](${link.url})${
          link.description ? `: ${link.description}` : ''
        }`,
    );
    parts.push(`## ${section.name}\n\n${links.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}
