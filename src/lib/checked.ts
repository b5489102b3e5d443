/**
 * The `checked` front matter of a page: what its facts were last checked
 * against and when (issue 21). Every page carries it; a Chinese page
 * carries the same value as its English page, so a later English re-check
 * cannot leave the translation silently behind.
 *
 * ```yaml
 * checked:
 *   against: makepad 1.0.0
 *   date: 2026-11-27
 * ```
 */
export type Checked = {
  /** The source the facts were checked against, e.g. `makepad 1.0.0`. */
  readonly against: string;
  /** The day of the check, `YYYY-MM-DD`. */
  readonly date: string;
};

const CHECKED =
  /^checked:\n {2}against: (?<against>[^\n]+)\n {2}date: (?<date>\d{4}-\d{2}-\d{2})$/m;

/** The `checked` block of a page's front matter, or undefined. */
export function readChecked(markdown: string): Checked | undefined {
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(markdown)?.[1];
  const groups = frontMatter ? CHECKED.exec(frontMatter)?.groups : undefined;
  if (!groups?.against || !groups.date) {
    return undefined;
  }
  return {against: groups.against.trim(), date: groups.date};
}

/** `makepad 1.0.0, 2026-11-27`: a check as the translation status shows it. */
export function formatChecked(checked: Checked | undefined): string {
  return checked ? `${checked.against}, ${checked.date}` : 'not recorded';
}
