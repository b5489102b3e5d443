/**
 * The live Sdf2d previews in Chromium (WebGL2 through SwiftShader), in both
 * languages: the example is drawn, editing the shader redraws it, an error
 * shows the compiler's message and keeps the last picture, sliders and the
 * playground's clock change the picture, the picture Makepad drew stands
 * in without WebGL2 or JavaScript, and pages without a preview do not load
 * the preview's code. The editor is CodeMirror (src/components/ShaderEditor):
 * its text is the element with the textbox role, one child per line, and
 * the line numbers are CodeMirror's gutter (hidden from assistive
 * technology, so found by its class).
 */
import {test, expect, type Locator, type Page} from '@playwright/test';
import {PLAYGROUND_STACKED_MAX_WIDTH} from '../../src/data/breakpoints';
import {PREVIEW_SIZE, referencePath} from '../../src/data/sdfPreviews';
import {GPU_DRIVER_NOTE, recordScriptTexts, refuseContexts, url} from './site';

const LANGUAGES = [
  {
    lang: 'en',
    prefix: '',
    edit: 'Edit the shader',
    code: 'Draw shader (the body of draw_bg)',
    compiled: 'Compiled: the picture shows this code.',
    error: /^Line 2, column 56: expected `\)`, found `;`$/,
    pause: 'Pause',
    play: 'Play',
    startFrom: 'Start from',
    alt: 'The example as Makepad 1.0 draws it',
    sliders: /slider/i,
  },
  {
    lang: 'zh',
    prefix: '/zh',
    edit: '编辑着色器',
    code: '绘制着色器（draw_bg 的内容）',
    compiled: '编译成功：画面显示的就是这段代码。',
    error: /^第 2 行第 56 列：这里应为 `\)`，实际为 `;`$/,
    pause: '暂停',
    play: '播放',
    startFrom: '起始着色器',
    alt: 'Makepad 1.0 绘制出的示例',
    sliders: /滑块/,
  },
] as const;

const CIRCLE = '/api/Sdf2d/methods/draw/primitives/circle';
const MIX = '/api/Sdf2d/builtin/mix';
const PLAYGROUND = '/api/Sdf2d/playground';

type Rgb = [number, number, number];

/** A digest of the canvas's pixels, to tell pictures apart cheaply. */
async function digest(canvas: Locator): Promise<string> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const gl = element.getContext('webgl2');
    if (!gl) {
      throw new Error('no WebGL2 context on the canvas');
    }
    const raw = new Uint8Array(element.width * element.height * 4);
    gl.readPixels(
      0,
      0,
      element.width,
      element.height,
      gl.RGBA,
      gl.UNSIGNED_BYTE,
      raw,
    );
    // FNV-1a over every byte.
    let hash = 0x811c9dc5;
    for (const byte of raw) {
      hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
    }
    return `${element.width}x${element.height}:${hash.toString(16)}`;
  });
}

async function pixelAt(canvas: Locator, x: number, y: number): Promise<Rgb> {
  return canvas.evaluate(
    (element: HTMLCanvasElement, [px, py]: [number, number]) => {
      const gl = element.getContext('webgl2');
      if (!gl) {
        throw new Error('no WebGL2 context on the canvas');
      }
      const out = new Uint8Array(4);
      // readPixels counts rows from the bottom.
      gl.readPixels(
        px,
        element.height - 1 - py,
        1,
        1,
        gl.RGBA,
        gl.UNSIGNED_BYTE,
        out,
      );
      return [out[0]!, out[1]!, out[2]!] as Rgb;
    },
    [x, y] as [number, number],
  );
}

function near(actual: Rgb, expected: Rgb): boolean {
  return actual.every((c, i) => Math.abs(c - expected[i]!) <= 2);
}

/** Waits until `read` returns a value for which `done` holds, and returns it. */
async function until<T>(
  page: Page,
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) {
      return value;
    }
    await page.waitForTimeout(50);
  }
}

/**
 * Lets the test read a canvas's pixels between frames: the previews draw
 * without `preserveDrawingBuffer` (a reader never reads the picture back),
 * so after the browser shows a frame its buffer is empty to readPixels.
 * Only the tests that read pixels ask for it, before the page loads.
 */
async function readablePictures(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    const patched = function (
      this: HTMLCanvasElement,
      type: string,
      options?: Record<string, unknown>,
    ) {
      return original.call(
        this,
        type,
        type === 'webgl2' ? {...options, preserveDrawingBuffer: true} : options,
      );
    };
    HTMLCanvasElement.prototype.getContext =
      patched as typeof HTMLCanvasElement.prototype.getContext;
  });
}

/** The first preview of a page, once it runs live, and its canvas. */
async function livePreview(
  page: Page,
  path: string,
): Promise<{figure: Locator; canvas: Locator}> {
  await readablePictures(page);
  await page.goto(url(path));
  const figure = page.locator('figure[data-sdf-preview]').first();
  await figure.locator('canvas').waitFor();
  expect(await figure.getAttribute('data-state')).toBe('live');
  return {figure, canvas: figure.locator('canvas')};
}

/** The editor's text: CodeMirror draws each line as a child of the textbox. */
async function codeOf(editor: Locator): Promise<string> {
  return editor.evaluate((element) =>
    [...element.children].map((line) => line.textContent ?? '').join('\n'),
  );
}

/** Replaces the editor's text as a reader would: select all, type. */
async function typeCode(
  page: Page,
  editor: Locator,
  code: string,
): Promise<void> {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

const RED: Rgb = [0xe6, 0x39, 0x46];
const GREEN: Rgb = [0x2a, 0x9d, 0x8f];
const BACKGROUND: Rgb = [0x2b, 0x2d, 0x42];

/** The circle page's live preview (under `prefix`), once it shows the red dot. */
async function redCircle(
  page: Page,
  prefix: string,
): Promise<{figure: Locator; canvas: Locator}> {
  const preview = await livePreview(page, `${prefix}${CIRCLE}`);
  await until(
    page,
    () => pixelAt(preview.canvas, 80, 80),
    (rgb) => near(rgb, RED),
  );
  return preview;
}

for (const language of LANGUAGES) {
  test.describe(`live previews (${language.lang})`, () => {
    test('draws the example: the red dot of the circle page on its dark ground', async ({
      page,
    }) => {
      const {canvas} = await livePreview(page, `${language.prefix}${CIRCLE}`);
      const centre = await until(
        page,
        () => pixelAt(canvas, 80, 80),
        (rgb) => near(rgb, RED),
      );
      expect(centre).toEqual(RED);
      expect(await pixelAt(canvas, 2, 2)).toEqual(BACKGROUND);
      expect(await digest(canvas)).toMatch(`${PREVIEW_SIZE}x${PREVIEW_SIZE}:`);
    });

    test('draws without console warnings (no picture kept for reading back)', async ({
      page,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (
          (message.type() === 'warning' || message.type() === 'error') &&
          !GPU_DRIVER_NOTE.test(message.text())
        ) {
          warnings.push(message.text());
        }
      });
      await page.goto(url(`${language.prefix}${MIX}`));
      const figure = page.locator('figure[data-sdf-preview]').first();
      await figure.locator('[data-ready="true"]').waitFor();
      // Moving a slider redraws the picture a few times.
      const slider = figure.getByRole('slider', {name: 'hover'});
      for (const value of ['0.6', '0.7', '0.8', '0.9', '1']) {
        await slider.fill(value);
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => done(null))),
        );
      }
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => done(null))),
      );
      expect(warnings).toEqual([]);
      // The picture is not kept for reading back: keeping it made Chromium
      // copy it on every frame (32 "GPU stall due to ReadPixels" notes).
      // Chromium's software compositor now notes a few such stalls for any
      // WebGL canvas, so the test reads the context's own attribute.
      expect(
        await figure
          .locator('canvas')
          .evaluate(
            (canvas: HTMLCanvasElement) =>
              canvas.getContext('webgl2')?.getContextAttributes()
                ?.preserveDrawingBuffer,
          ),
      ).toBe(false);
    });

    test('redraws while the reader edits the shader', async ({page}) => {
      const {figure, canvas} = await redCircle(page, language.prefix);
      await figure.getByRole('button', {name: language.edit}).click();
      const editor = figure.getByRole('textbox', {name: language.code});
      // The editor's chunk loads on the first click.
      await editor.waitFor();
      const code = await codeOf(editor);
      expect(code).toContain('sdf.fill(#xe63946);');
      await typeCode(page, editor, code.replace('#xe63946', '#x2a9d8f'));
      await until(
        page,
        () => codeOf(editor),
        (text) => text.includes('#x2a9d8f'),
      );
      await until(
        page,
        () => pixelAt(canvas, 80, 80),
        (rgb) => near(rgb, GREEN),
      );
      expect(await figure.getByRole('status').textContent()).toBe(
        language.compiled,
      );
    });

    test('shows the compiler message on an error and keeps the last picture', async ({
      page,
    }) => {
      const {figure, canvas} = await redCircle(page, language.prefix);
      const before = await digest(canvas);
      await figure.getByRole('button', {name: language.edit}).click();
      const editor = figure.getByRole('textbox', {name: language.code});
      await editor.waitFor();
      const code = await codeOf(editor);
      // Drop the `)` that closes the viewport call on line 2.
      await typeCode(
        page,
        editor,
        code.replace('self.rect_size);', 'self.rect_size;'),
      );
      const status = figure.getByRole('status');
      await until(
        page,
        () => status.textContent(),
        (text) => text !== language.compiled,
      );
      expect(await status.textContent()).toMatch(language.error);
      expect(await figure.getAttribute('data-state')).toBe('live');
      expect(await digest(canvas)).toBe(before);
      // The editor underlines the `;` the compiler found, on line 2, and
      // says the text is invalid.
      const secondLine = editor.locator(':scope > *').nth(1);
      const mark = secondLine.locator('mark');
      await mark.waitFor();
      expect(await mark.textContent()).toBe(';');
      expect(await editor.locator('mark').count()).toBe(1);
      expect(await editor.getAttribute('aria-invalid')).toBe('true');
      // Typing the fix brings the status back and removes the underline.
      await typeCode(page, editor, code);
      await until(
        page,
        () => status.textContent(),
        (text) => text === language.compiled,
      );
      await editor.locator('mark').waitFor({state: 'detached'});
      expect(await editor.getAttribute('aria-invalid')).toBeNull();
    });

    test('draws the editor button at the size of the page text, at least 14 px', async ({
      page,
    }) => {
      const {figure} = await livePreview(page, `${language.prefix}${CIRCLE}`);
      const button = figure.getByRole('button', {name: language.edit});
      const size = await button.evaluate((element) =>
        parseFloat(getComputedStyle(element).fontSize),
      );
      expect(size).toBeGreaterThanOrEqual(14);
    });

    test('numbers the lines, keeps long lines unwrapped and lets Tab leave the editor', async ({
      page,
    }) => {
      const {figure} = await livePreview(page, `${language.prefix}${CIRCLE}`);
      await figure.getByRole('button', {name: language.edit}).click();
      const editor = figure.getByRole('textbox', {name: language.code});
      await editor.waitFor();
      // Line 2's number stands at the height of line 2.
      const numbers = figure.locator('.cm-lineNumbers .cm-gutterElement', {
        hasText: /^2$/,
      });
      // (CodeMirror draws its gutter in the frame after the text.)
      await numbers.waitFor();
      const number = (await numbers.boundingBox())!;
      const line = (await editor.locator(':scope > *').nth(1).boundingBox())!;
      expect(Math.abs(number.y - line.y)).toBeLessThan(line.height / 2);
      // A long line stays one line: the text scrolls sideways instead.
      const lines = await editor.locator(':scope > *').count();
      await typeCode(
        page,
        editor,
        `${'// long line '.repeat(40)}\n${await codeOf(editor)}`,
      );
      await until(
        page,
        () => editor.locator(':scope > *').count(),
        (count) => count === lines + 1,
      );
      const first = (await editor.locator(':scope > *').first().boundingBox())!;
      expect(first.height).toBeLessThan(line.height * 1.5);
      // Tab moves on (CodeMirror leaves Tab to the browser).
      await editor.focus();
      await page.keyboard.press('Tab');
      expect(
        await editor.evaluate((element) =>
          element.contains(document.activeElement),
        ),
      ).toBe(false);
    });

    test('promises sliders in the caption only where the preview has them', async ({
      page,
    }) => {
      for (const [path, sliders] of [
        [CIRCLE, 0],
        [MIX, 1],
      ] as const) {
        const {figure} = await livePreview(page, `${language.prefix}${path}`);
        await figure.locator('[data-ready="true"]').waitFor();
        expect(await figure.getByRole('slider').count()).toBe(sliders);
        // The caption follows the controls once the shader is translated.
        const caption = figure.locator('figcaption');
        await expect
          .poll(async () =>
            language.sliders.test((await caption.textContent())!),
          )
          .toBe(sliders > 0);
        expect(await caption.textContent()).toContain(language.edit);
      }
    });

    test('redraws when a slider moves an instance', async ({page}) => {
      const {figure, canvas} = await livePreview(
        page,
        `${language.prefix}${MIX}`,
      );
      // hover = 0.5: the square is inset by 16 pixels, so (80, 12) is above it.
      const outside = await until(
        page,
        () => pixelAt(canvas, 80, 12),
        (rgb) => rgb.some((c) => c > 0),
      );
      const slider = figure.getByRole('slider', {name: 'hover'});
      expect(await slider.inputValue()).toBe('0.5');
      await slider.fill('1');
      // hover = 1: the square reaches to 8 pixels from the edge, in indigo.
      const inside = await until(
        page,
        () => pixelAt(canvas, 80, 12),
        (rgb) => !near(rgb, outside),
      );
      expect(near(inside, [0x3d, 0x5a, 0xfe])).toBe(true);
    });

    test('offers starting shaders in the playground, and its clock runs and pauses', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await readablePictures(page);
      await page.goto(url(`${language.prefix}${PLAYGROUND}`));
      const figure = page.locator('figure[data-sdf-playground]');
      const canvas = figure.locator('canvas');
      await canvas.waitFor();
      const editor = figure.getByRole('textbox', {name: language.code});
      await editor.waitFor();
      expect(await editor.isVisible()).toBe(true);
      expect(await codeOf(editor)).not.toContain('self.time');
      // The picker switches the code (a new editor for the new starter).
      await figure
        .getByRole('combobox', {name: language.startFrom})
        .selectOption({label: 'pulse'});
      await until(
        page,
        () => codeOf(editor),
        (code) => code.includes('self.time'),
      );
      // Drawn at twice the size.
      const first = await digest(canvas);
      expect(first.startsWith(`${2 * PREVIEW_SIZE}x${2 * PREVIEW_SIZE}:`)).toBe(
        true,
      );
      await until(
        page,
        () => digest(canvas),
        (now) => now !== first,
      );
      await figure.getByRole('button', {name: language.pause}).click();
      await figure.getByRole('button', {name: language.play}).waitFor();
      const paused = await digest(canvas);
      await page.waitForTimeout(300);
      expect(await digest(canvas)).toBe(paused);
    });
  });
}

for (const language of LANGUAGES) {
  test.describe(`the playground's layout (${language.lang})`, () => {
    /** The canvas and the editor of the playground at `width`, once live. */
    async function boxesAt(page: Page, width: number) {
      await page.setViewportSize({width, height: 900});
      await page.goto(url(`${language.prefix}${PLAYGROUND}`));
      const figure = page.locator('figure[data-sdf-playground]');
      const canvas = figure.locator('canvas');
      const editor = figure.getByRole('textbox', {name: language.code});
      await canvas.waitFor();
      await editor.waitFor();
      return {
        canvas: (await canvas.boundingBox())!,
        editor: (await editor.boundingBox())!,
      };
    }

    test('puts the picture left of the editor, in the same row, from 1000 px', async ({
      page,
    }) => {
      expect(PLAYGROUND_STACKED_MAX_WIDTH).toBeLessThan(1200);
      const {canvas, editor} = await boxesAt(page, 1200);
      expect(canvas.x + canvas.width).toBeLessThanOrEqual(editor.x);
      expect(editor.y).toBeLessThan(canvas.y + canvas.height);
      expect(canvas.y).toBeLessThan(editor.y + editor.height);
    });

    test('puts the picture above the editor below 1000 px', async ({page}) => {
      expect(PLAYGROUND_STACKED_MAX_WIDTH).toBeGreaterThanOrEqual(800);
      const {canvas, editor} = await boxesAt(page, 800);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(editor.y);
    });
  });
}

for (const language of LANGUAGES) {
  test.describe(`without WebGL2 or JavaScript (${language.lang})`, () => {
    /** The first preview of `target` shows Makepad's picture, in `state`. */
    async function expectReference(target: Page, state: string): Promise<void> {
      const figure = target.locator('figure[data-sdf-preview]').first();
      const picture = figure.getByRole('img', {name: language.alt});
      await picture.waitFor();
      expect(await figure.getAttribute('data-state')).toBe(state);
      expect(await figure.locator('canvas').count()).toBe(0);
      // Static files are copied into each locale's build.
      expect(await picture.getAttribute('src')).toBe(
        `${language.prefix}${referencePath('sdf2d-gallery', 'circle')}`,
      );
      const loaded = await picture.evaluate(
        (img: HTMLImageElement) => img.complete && img.naturalWidth,
      );
      expect(loaded).toBe(PREVIEW_SIZE);
    }

    test('shows the picture Makepad drew when the browser refuses WebGL2', async ({
      page,
    }) => {
      await refuseContexts(page, /^webgl2$/);
      await page.goto(url(`${language.prefix}${CIRCLE}`));
      // The live chunk tries, gets no context and gives way to the picture.
      await page.locator('figure[data-state="unavailable"]').waitFor();
      await expectReference(page, 'unavailable');
    });

    test('shows the picture Makepad drew with JavaScript off', async ({
      browser,
    }) => {
      const context = await browser.newContext({javaScriptEnabled: false});
      const noScript = await context.newPage();
      try {
        await noScript.goto(url(`${language.prefix}${CIRCLE}`));
        await expectReference(noScript, 'static');
      } finally {
        await context.close();
      }
    });
  });
}

test.describe('loading', () => {
  test('pages without a preview load none of its code', async ({page}) => {
    const received = recordScriptTexts(page);
    await page.goto(url('/guide/start/introduction'));
    await page.waitForLoadState('networkidle');
    const scripts = (await received()).map((script) => script.text);
    expect(scripts.length).toBeGreaterThan(0);
    // (The labels' translations are in the main bundle with all others.)
    // CodeMirror's gutter class stands for the editor's code.
    for (const marker of [
      'Sdf2d_viewport',
      'data-sdf-preview',
      'cm-gutterElement',
    ]) {
      expect(scripts.filter((text) => text.includes(marker))).toEqual([]);
    }
  });

  test('an Sdf2d page loads the translator only in the live chunk', async ({
    page,
  }) => {
    const received = recordScriptTexts(page);
    await livePreview(page, CIRCLE);
    await page.waitForLoadState('networkidle');
    const withTranslator = (await received()).filter((script) =>
      script.text.includes('Sdf2d_viewport'),
    );
    expect(withTranslator).toHaveLength(1);
  });
});

test.describe('loading the editor', () => {
  test('a preview page fetches CodeMirror only when the reader opens the editor', async ({
    page,
  }) => {
    const received = recordScriptTexts(page);
    const editorScripts = async () =>
      (await received()).filter((script) =>
        script.text.includes('cm-gutterElement'),
      );
    const {figure} = await livePreview(page, CIRCLE);
    await page.waitForLoadState('networkidle');
    expect(await editorScripts()).toEqual([]);
    await figure.getByRole('button', {name: LANGUAGES[0].edit}).click();
    await figure.getByRole('textbox', {name: LANGUAGES[0].code}).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await editorScripts()).toHaveLength(1);
  });
});

test.describe('a browser without the WebGL2 API', () => {
  test('shows the picture and never loads the live chunk', async ({page}) => {
    await page.addInitScript(() => {
      delete (window as {WebGL2RenderingContext?: unknown})
        .WebGL2RenderingContext;
    });
    const received = recordScriptTexts(page);
    await page.goto(url(CIRCLE));
    const figure = page.locator('figure[data-state="unsupported"]');
    await figure.waitFor();
    await figure.getByRole('img').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await figure.locator('canvas').count()).toBe(0);
    const translator = (await received()).filter((script) =>
      script.text.includes('Sdf2d_viewport'),
    );
    expect(translator).toEqual([]);
  });
});
