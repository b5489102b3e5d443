/**
 * jsdom has no `matchMedia`: a stand-in answering the site's width queries
 * (`(max-width: Npx)`, src/lib/readerLayout.ts) for a viewport `width` CSS
 * pixels wide. Other queries do not match; changes are never reported.
 */
export function stubViewportWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const maxWidth = /^\(max-width: (\d+)px\)$/.exec(query);
    return {
      matches: maxWidth !== null && width <= Number(maxWidth[1]),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}
