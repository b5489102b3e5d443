/**
 * Diagrams fit their column (CONTRIBUTING.md, Layout): Mermaid scales a
 * diagram down to the column's width, which on a phone leaves labels of
 * 5–6 px, so a diagram shown smaller than the width Mermaid laid it out
 * for (the `max-width` Mermaid puts on the SVG) opens on a tap at that
 * natural size, in the image zoom, as a picture of its SVG.
 */

/** The width in CSS pixels of a `max-width` such as `812.5px`, or undefined. */
export function naturalWidth(maxWidth: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)px\s*$/.exec(maxWidth);
  const width = match ? Number(match[1]) : NaN;
  return Number.isFinite(width) && width > 0 ? width : undefined;
}

/** Whether a box of `contentWidth` scrolls in a column of `columnWidth`. */
export function overflows(contentWidth: number, columnWidth: number): boolean {
  // Sub-pixel rounding of the two widths is not a scroll.
  return contentWidth - columnWidth > 1;
}

/** Whether a diagram of `natural` width is shown smaller in a column of `columnWidth`. */
export function shrinks(natural: number | undefined, columnWidth: number) {
  return natural !== undefined && overflows(natural, columnWidth);
}

/** A picture of an SVG's markup, for an `<img src>`. */
export function svgPicture(markup: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

/**
 * How far to scroll so the linked element (`#fragment`) stays where the
 * reader saw it after a diagram above it changed height: its move, when it
 * was in the viewport before (`before`, `after`: its top in the viewport);
 * 0 otherwise (the reader is elsewhere, or nothing moved).
 */
export function hashTargetShift(
  before: number | undefined,
  after: number | undefined,
  viewportHeight: number,
): number {
  if (before === undefined || after === undefined) {
    return 0;
  }
  if (before < 0 || before >= viewportHeight) {
    return 0;
  }
  return Math.abs(after - before) < 1 ? 0 : after - before;
}
