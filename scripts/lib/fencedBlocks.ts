/**
 * Finds the fenced code blocks of a Markdown page and tells how each Rust
 * block gets its code: from a listing file (`file=`), as a marked excerpt
 * (`excerpt="why"`), or pasted without either. The page check in
 * src/data/listingBlocks.test.ts uses it to keep every piece of Makepad code
 * on the site either compiled (listings/) or visibly marked.
 */
import {parseMeta} from '../../src/lib/listings';

export type FencedBlock = {
  /** 1-based line of the opening fence. */
  readonly line: number;
  /** The info string's first word (`rust`, `toml`, ...), or ''. */
  readonly lang: string;
  /** The rest of the info string. */
  readonly meta: string;
  readonly body: string;
};

const OPEN = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

/**
 * The fenced code blocks of a CommonMark page, in order. A block ends at a
 * fence of the same character at least as long as the opening one; an
 * unclosed block runs to the end of the page. Blocks nested in list items
 * (indented fences) count too.
 */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const blocks: FencedBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = lines[index]!.trimStart().match(OPEN);
    if (!open) {
      continue;
    }
    const fence = open[1]!;
    const close = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`);
    let end = index + 1;
    while (end < lines.length && !close.test(lines[end]!)) {
      end += 1;
    }
    blocks.push({
      line: index + 1,
      lang: open[2]!,
      meta: open[3]!.trim(),
      body: lines.slice(index + 1, end).join('\n'),
    });
    index = end;
  }
  return blocks;
}

export type RustBlockKind = 'file' | 'excerpt' | 'pasted';

/** How a Rust block gets its code. */
export function rustBlockKind(block: FencedBlock): RustBlockKind {
  const meta = parseMeta(block.meta);
  if (meta.file !== undefined) {
    return 'file';
  }
  if (meta.excerpt !== undefined && meta.excerpt.trim() !== '') {
    return 'excerpt';
  }
  return 'pasted';
}

/** Makepad code that hides under another language tag. */
export function looksLikeMakepadRust(body: string): boolean {
  return /\blive_design!\s*\{|\bapp_main!\s*\(|#\[derive\([^)]*\bLive\b/.test(
    body,
  );
}
