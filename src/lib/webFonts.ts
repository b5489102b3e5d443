/**
 * Web fonts from the cache only (CONTRIBUTING.md, Look). A page draws in
 * Geist only when the browser already holds its files, so no first paint
 * waits for a font and no text reflows when one arrives:
 *
 * - A first visit asks for no font. It is drawn, from first paint to the
 *   end, in the metric-matched fallback faces of src/css/custom.css.
 * - Once it has loaded and the browser is idle, `fetchWebFonts` fetches the
 *   files (the host sends them with long caching) and stores a flag.
 * - Every later page load runs `webFontsScript` in `<head>` before its first
 *   paint (src/plugins/web-fonts): with the flag stored, it sets
 *   WEB_FONTS_ATTRIBUTE on `<html>`, which puts Geist first in the font
 *   stacks.
 */

/** Local-storage key: the font files were fetched on an earlier load. */
export const WEB_FONTS_STORAGE_KEY = 'makepad-book.web-fonts';

/** The attribute of `<html>` that turns the web fonts on (custom.css). */
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';

/** Each face, as `document.fonts.load` takes it (a CSS font shorthand). */
export const WEB_FONT_FACES = [
  '1em "Geist Variable"',
  '1em "Geist Mono"',
] as const;

/** The inline script of every page's `<head>`. */
export function webFontsScript(): string {
  return `try{if(localStorage.getItem(${JSON.stringify(WEB_FONTS_STORAGE_KEY)}))document.documentElement.setAttribute(${JSON.stringify(WEB_FONTS_ATTRIBUTE)},'')}catch(e){}`;
}

/**
 * Fetches every face and, when all have loaded, stores the flag. Resolves
 * to whether it did; a failed fetch stores nothing, and the next page load
 * tries again.
 */
export async function fetchWebFonts(
  fonts: Pick<FontFaceSet, 'load'>,
  storage: Pick<Storage, 'setItem'> | null,
): Promise<boolean> {
  if (storage === null) {
    return false; // nowhere to remember it: the fonts would never be used
  }
  try {
    const loaded = await Promise.all(
      WEB_FONT_FACES.map((face) => fonts.load(face)),
    );
    if (loaded.some((faces) => faces.length === 0)) {
      return false;
    }
    storage.setItem(WEB_FONTS_STORAGE_KEY, '1');
    return true;
  } catch {
    return false;
  }
}

/** Whether this page load should fetch the fonts for the next ones. */
export function shouldFetchWebFonts(
  root: Pick<Element, 'hasAttribute'>,
  saveData: boolean,
): boolean {
  return !saveData && !root.hasAttribute(WEB_FONTS_ATTRIBUTE);
}
