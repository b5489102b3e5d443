/**
 * The query parameters `navbar`, `sidebar`, `outline` and `footer`
 * set to `0` hide the matching part of the page (for embedding a page or
 * taking a clean screenshot).
 */
export const HIDEABLE_PARTS = [
  'navbar',
  'sidebar',
  'outline',
  'footer',
] as const;
export type HideablePart = (typeof HIDEABLE_PARTS)[number];

/** The parts that `search` (a location's query string) asks to hide. */
export function hiddenParts(search: string): HideablePart[] {
  const params = new URLSearchParams(search);
  return HIDEABLE_PARTS.filter((part) => params.get(part) === '0');
}

/** Attribute set on `<html>` for each hidden part, read by custom.css. */
export function hiddenPartAttribute(part: HideablePart): string {
  return `data-hide-${part}`;
}
