/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  fetchWebFonts,
  shouldFetchWebFonts,
  WEB_FONT_FACES,
  WEB_FONTS_ATTRIBUTE,
  WEB_FONTS_STORAGE_KEY,
  webFontsScript,
} from './webFonts';

const CUSTOM_CSS = fs.readFileSync(
  path.join(__dirname, '..', 'css', 'custom.css'),
  'utf8',
);

/** A FontFaceSet whose load() gives `faces` faces per call, or throws. */
function fakeFonts(result: 'loaded' | 'none' | 'error') {
  const asked: string[] = [];
  return {
    asked,
    fonts: {
      load: (face: string): Promise<FontFace[]> => {
        asked.push(face);
        if (result === 'error') {
          return Promise.reject(new Error('network'));
        }
        return Promise.resolve(
          result === 'loaded' ? [{} as FontFace] : ([] as FontFace[]),
        );
      },
    },
  };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    setItem: (key: string, value: string) => items.set(key, value),
  };
}

describe('fetchWebFonts', () => {
  it('loads every face, then stores the flag', async () => {
    const {asked, fonts} = fakeFonts('loaded');
    const storage = memoryStorage();
    await expect(fetchWebFonts(fonts, storage)).resolves.toBe(true);
    expect(asked).toEqual([...WEB_FONT_FACES]);
    expect(storage.items.get(WEB_FONTS_STORAGE_KEY)).toBe('1');
  });

  it('stores nothing when a face matched no file or a fetch failed', async () => {
    for (const result of ['none', 'error'] as const) {
      const storage = memoryStorage();
      await expect(
        fetchWebFonts(fakeFonts(result).fonts, storage),
      ).resolves.toBe(false);
      expect(storage.items.size).toBe(0);
    }
  });

  it('fetches nothing without storage, where no later load could use the fonts', async () => {
    const {asked, fonts} = fakeFonts('loaded');
    await expect(fetchWebFonts(fonts, null)).resolves.toBe(false);
    expect(asked).toEqual([]);
  });
});

describe('shouldFetchWebFonts', () => {
  it('fetches on a load without the fonts, unless the reader saves data', () => {
    const without = document.createElement('html');
    const withFonts = document.createElement('html');
    withFonts.setAttribute(WEB_FONTS_ATTRIBUTE, '');
    expect(shouldFetchWebFonts(without, false)).toBe(true);
    expect(shouldFetchWebFonts(without, true)).toBe(false);
    expect(shouldFetchWebFonts(withFonts, false)).toBe(false);
  });
});

describe('webFontsScript', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(WEB_FONTS_ATTRIBUTE);
  });

  it('turns the fonts on only once they were fetched', () => {
    new Function(webFontsScript())();
    expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(
      false,
    );
    localStorage.setItem(WEB_FONTS_STORAGE_KEY, '1');
    new Function(webFontsScript())();
    expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(
      true,
    );
  });
});

describe('the stylesheet', () => {
  it('puts the web faces first only under the attribute', () => {
    const on = CUSTOM_CSS.match(
      new RegExp(`:root\\[${WEB_FONTS_ATTRIBUTE}\\] \\{([^}]*)\\}`),
    );
    expect(on?.[1]).toMatch(/--mb-font-text-face: 'Geist Variable';/);
    expect(on?.[1]).toMatch(/--mb-font-code-face: 'Geist Mono';/);
    // Without it, no stack names a web face: the browser asks for none.
    const stacks = CUSTOM_CSS.match(/--mb-font-(sans|mono):[^;]*;/g) ?? [];
    expect(stacks).toHaveLength(2);
    for (const stack of stacks) {
      expect(stack).toMatch(/:\s*var\(--mb-font-(text|code)-face\),/);
      expect(stack).not.toMatch(/Geist Variable|Geist Mono/);
    }
  });

  it('tries the Chinese faces before the Latin system faces on Chinese pages only', () => {
    /** The two groups of system faces in the stack, in its order. */
    const groups = (stack: string | undefined) =>
      stack?.match(/--mb-font-(latin-system|chinese)\b/g)?.join(' ');
    const root = CUSTOM_CSS.match(/:root \{[^}]*?(--mb-font-system:[^;]*;)/);
    const chinese = CUSTOM_CSS.match(
      /html\[lang\^='zh'\] \{[^}]*?(--mb-font-system:[^;]*;)/,
    );
    // The text's one stack takes them through --mb-font-system.
    expect(CUSTOM_CSS).toMatch(/--mb-font-sans:[^;]*var\(--mb-font-system\),/);
    expect(groups(root?.[1])).toBe('--mb-font-latin-system --mb-font-chinese');
    expect(groups(chinese?.[1])).toBe(
      '--mb-font-chinese --mb-font-latin-system',
    );
  });

  it('names each face that fetchWebFonts loads', () => {
    for (const face of WEB_FONT_FACES) {
      const family = face.replace(/^1em /, '').replaceAll('"', "'");
      expect(CUSTOM_CSS).toContain(`font-family: ${family};`);
    }
  });
});
