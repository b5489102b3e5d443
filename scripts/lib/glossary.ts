/**
 * The Chinese glossary (i18n/zh-Hans/GLOSSARY.md): reading its table and
 * finding rejected variants in Chinese prose, outside code.
 */

export type GlossaryEntry = {
  readonly term: string;
  readonly chosen: string;
  readonly rejected: readonly string[];
};

/** Entries of the glossary's Markdown table (header and rule skipped). */
export function parseGlossary(markdown: string): GlossaryEntry[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .filter(([term]) => term !== 'Term' && !/^-+$/.test(term ?? ''))
    .map(([term = '', chosen = '', rejected = '']) => ({
      term,
      chosen,
      rejected: rejected
        .split(',')
        .map((variant) => variant.trim())
        .filter(Boolean),
    }));
}

/**
 * The prose of a Markdown page: front matter, fenced code, inline code,
 * HTML/JSX tags, link targets and explicit heading ids (`## 发光 {#glow}`,
 * which must equal the English page's id) removed (each replaced by blank
 * space so line numbers stay right).
 */
export function proseOf(markdown: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return markdown
    .replace(/^---\n[\s\S]*?\n---\n/, blank)
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, blank)
    .replace(/`[^`\n]*`/g, blank)
    .replace(/<[^>\n]*>/g, blank)
    .replace(/\]\([^)\n]*\)/g, blank)
    .replace(
      /^(#{1,6} [^\n]*?)(\{#[\w-]+\})([ \t]*)$/gm,
      (_: string, heading: string, id: string, rest: string) =>
        `${heading}${blank(id)}${rest}`,
    );
}

/**
 * The English term itself, left untranslated in Chinese prose (`action` in
 * 这个 action 会…): a whole lowercase word, not part of an identifier, a
 * path or a compound such as `on-action`. Only for terms written in ASCII
 * letters whose chosen word is Chinese.
 */
function untranslatedTerm(entry: GlossaryEntry): RegExp | undefined {
  if (
    !/^[a-z][a-z ]*$/.test(entry.term) ||
    !/[\u3400-\u9fff]/.test(entry.chosen)
  ) {
    return undefined;
  }
  // Not a link named after an API (`[glow](…)`), not a Rust path
  // (`Sdf2d::glow`), not a glossary table's
  // term cell (`| widget |`), not inside a quoted English message.
  return new RegExp(
    `(?<![\\w./:\\[-]|\\| )${entry.term}(?![\\w\\]-]| \\|)`,
    'g',
  );
}

export type GlossaryHit = {
  readonly line: number;
  readonly found: string;
  readonly chosen: string;
};

const ASCII_QUOTED_CHINESE = /"[^"\n]*[\u3400-\u9fff][^"\n]*"/g;

/** Rejected variants (and ASCII-quoted Chinese) in `prose`, by line. */
export function glossaryHits(
  prose: string,
  entries: readonly GlossaryEntry[],
): GlossaryHit[] {
  const hits: GlossaryHit[] = [];
  prose.split('\n').forEach((text, index) => {
    for (const entry of entries) {
      const english = untranslatedTerm(entry);
      const unquoted = text.replace(/“[\x20-\x7e]*”/g, (quote) =>
        ' '.repeat(quote.length),
      );
      for (const match of english ? unquoted.matchAll(english) : []) {
        hits.push({line: index + 1, found: match[0], chosen: entry.chosen});
      }
      // A heading that is the English term alone, capitalised (`## Action`).
      const heading = /^#{1,6} +(.*?) *$/.exec(text)?.[1];
      if (
        english &&
        heading !== undefined &&
        heading !== entry.term &&
        heading.toLowerCase() === entry.term
      ) {
        hits.push({line: index + 1, found: heading, chosen: entry.chosen});
      }
      for (const variant of entry.rejected) {
        if (variant === '"…"') {
          for (const match of text.matchAll(ASCII_QUOTED_CHINESE)) {
            hits.push({line: index + 1, found: match[0], chosen: entry.chosen});
          }
        } else if (text.includes(variant)) {
          hits.push({line: index + 1, found: variant, chosen: entry.chosen});
        }
      }
    }
  });
  return hits;
}
