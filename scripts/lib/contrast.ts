/**
 * WCAG 2 colour contrast: relative luminance and contrast ratio of CSS
 * colours written as `#rgb`, `#rrggbb`, `rgb(r, g, b)` or
 * `rgba(r, g, b, a)`, and a translucent colour laid over an opaque one.
 */

export type Rgb = readonly [number, number, number];
export type Rgba = readonly [number, number, number, number];

/** Parses a CSS colour into red, green, blue (0–255) and alpha (0–1). */
export function parseColor(css: string): Rgba {
  const value = css.trim().toLowerCase();
  const hex = value.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/);
  if (hex?.[1]) {
    const digits =
      hex[1].length === 3
        ? [...hex[1]].map((digit) => digit + digit).join('')
        : hex[1];
    return [
      parseInt(digits.slice(0, 2), 16),
      parseInt(digits.slice(2, 4), 16),
      parseInt(digits.slice(4, 6), 16),
      1,
    ];
  }
  const fn = value.match(
    /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/,
  );
  if (fn?.[1] && fn[2] && fn[3]) {
    return [Number(fn[1]), Number(fn[2]), Number(fn[3]), Number(fn[4] ?? 1)];
  }
  throw new Error(`Not a colour this module reads: "${css}"`);
}

/** `over` (possibly translucent) laid over the opaque colour `under`. */
export function composite(over: string, under: string): Rgb {
  const [r, g, b, a] = parseColor(over);
  const [r0, g0, b0] = parseColor(under);
  return [r * a + r0 * (1 - a), g * a + g0 * (1 - a), b * a + b0 * (1 - a)];
}

/** WCAG relative luminance of an opaque colour. */
export function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function opaque(color: Rgb | string): Rgb {
  if (typeof color !== 'string') {
    return color;
  }
  const [r, g, b] = parseColor(color);
  return [r, g, b];
}

/** WCAG contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(a: Rgb | string, b: Rgb | string): number {
  const [la, lb] = [luminance(opaque(a)), luminance(opaque(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
