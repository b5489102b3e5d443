/**
 * The live examples (src/components/LiveExample): the widget pages' "Run
 * it" starts Makepad's widget gallery, compiled to WebAssembly
 * (scripts/build-live.mjs), in a frame of the picture's size.
 *
 * - Every widget example starts, in its page, and its first frame matches
 *   the picture Makepad drew natively under Xvfb (same size, LIVE_TOLERANCE),
 *   so the live widget and the picture cannot drift apart.
 * - A reader can use the widgets: a click, a drag, typing, a wheel, a
 *   choice change the widget (pixels) and the example's status line (the
 *   gallery logs each change of it: listings/widget-gallery/src/app.rs).
 * - Loading keeps the picture and shows progress; a failed load, no WebGL
 *   or no WebAssembly keep the picture with a message; the control is a
 *   button reached by Tab, the focus moves into the example when it starts
 *   and Escape gives it back; nothing loads before the reader asks; a
 *   running example is scaled again with its picture when the window
 *   narrows or widens.
 *
 * The pictures are shown at their own size at 960 px of viewport (above
 * their code, no sidebar), so the frame's pixels are the example's logical
 * pixels.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  test,
  expect,
  type ConsoleMessage,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  LIVE_APP_PICTURE_PREFIX,
  WIDGET_PICTURE_PREFIX,
} from '../../src/data/liveExamples';
import {
  comparePictures,
  cropPicture,
  matchTones,
  type Tolerance,
} from '../../scripts/lib/images/imageDiff';
import {decodePng, type RgbImage} from '../../scripts/lib/images/png';
import {holdRequests, hydrated, refuseContexts, url} from './site';

const ROOT = path.join(__dirname, '..', '..');
const PICTURES = path.join(ROOT, 'static', WIDGET_PICTURE_PREFIX);

/** Every widget example: the pictures' names are their pages' slugs. */
const EXAMPLES = fs
  .readdirSync(PICTURES)
  .filter((file) => file.endsWith('.png'))
  .map((file) => file.replace(/\.png$/, ''))
  .sort();

/** Pictures at their own size: no sidebar, the picture above its code. */
const VIEWPORT = {width: 960, height: 1000};

const LANGUAGES = [
  {
    lang: 'en',
    prefix: '',
    run: 'Run it',
    stop: 'Stop',
    loading: 'Starting Makepad…',
    failed: /could not be loaded/,
    noWebgl: /no WebGL/,
  },
  {
    lang: 'zh',
    prefix: '/zh',
    run: '运行示例',
    stop: '停止',
    loading: '正在启动 Makepad…',
    failed: /加载失败/,
    noWebgl: /不支持 WebGL/,
  },
] as const;
const [EN] = LANGUAGES;

/**
 * The frame's first picture against the native one: Makepad draws both,
 * but through different GL stacks (Mesa's llvmpipe under Xvfb natively,
 * SwiftShader's WebGL in Chromium). Their output curves differ (the
 * gallery's background, the theme's 0.3 grey, is 76 of 255 in Chromium and
 * 23 natively, except in the overlay examples' pictures, drawn without
 * llvmpipe's linear rasteriser: scripts/widget-pictures.mjs), so the frame
 * is first carried onto the picture's tone curve (matchTones: one rising
 * curve per channel for the whole picture, which cannot hide a widget that
 * moved or changed), and their edges of glyphs and curves round
 * differently. Then a pixel matches within 24 of 255 per channel, and 97 %
 * of them must.
 */
const LIVE_TOLERANCE: Tolerance = {channel: 24, share: 0.97};

/**
 * Examples whose first frame cannot match their picture, and why. Each
 * still starts and draws (the test checks that the frame is not blank).
 */
const NOT_COMPARED: Readonly<Record<string, string>> = {
  'loading-spinner': 'it moves on its own: no frame is the picture',
};

/**
 * Examples whose colours one curve per channel cannot carry (saturated
 * hues, gradients and photographs beside the greys), with the share of
 * matching pixels each reaches (2026-12-06: color-picker 0.855,
 * slides-view 0.807, expandable-panel 0.916, multi-image 0.965), less a
 * margin; the others must reach LIVE_TOLERANCE.share.
 */
const SHARE_FLOORS: Readonly<Record<string, number>> = {
  'color-picker': 0.82,
  'slides-view': 0.78,
  'expandable-panel': 0.89,
  'multi-image': 0.94,
};

/** The example's figure on its page, loaded and hydrated. */
async function openExample(
  page: Page,
  example: string,
  prefix = '',
): Promise<Locator> {
  await page.setViewportSize(VIEWPORT);
  await page.goto(url(`${prefix}/api/widgets/${example}`));
  await hydrated(page);
  const figure = page.locator(`[data-live-example="${example}"]`);
  await expect(figure).toHaveCount(1);
  return figure;
}

/** Starts the example and waits for its first frame. */
async function run(figure: Locator, label: string = EN.run): Promise<Locator> {
  await figure.getByRole('button', {name: label}).click();
  await expect(figure).toHaveAttribute('data-live-state', 'running', {
    timeout: 45_000,
  });
  return figure.locator('iframe');
}

/** The lines the gallery logs on the console (its status lines among them). */
function galleryLog(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.text().includes('widget-gallery:')) {
      lines.push(message.text());
    }
  });
  return lines;
}

/** Waits until the gallery logs a status line of `example` matching `text`. */
async function statusLogged(
  lines: string[],
  example: string,
  text: RegExp,
): Promise<void> {
  await expect
    .poll(
      () =>
        lines.some((line) => {
          const match = /widget-gallery: (\w+) (?:status|summary): (.*)$/.exec(
            line,
          );
          return (
            match?.[1] === example.replaceAll('-', '_') && text.test(match[2]!)
          );
        }),
      {message: `status line of ${example} matching ${text}`},
    )
    .toBe(true);
}

/** The tag of the element a reader sees at the middle of `target`. */
async function topElementOver(target: Locator): Promise<string | undefined> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return document.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    )?.tagName;
  });
}

/** The frame's pixels, as a PNG. */
async function shot(frame: Locator): Promise<Buffer> {
  return frame.screenshot({animations: 'allow'});
}

/**
 * Checks the frame's first picture against the native one (LIVE_TOLERANCE,
 * SHARE_FLOORS, NOT_COMPARED): the frame has the picture's size and is
 * not blank, and its pixels match.
 */
async function firstFrameMatches(
  page: Page,
  figure: Locator,
  example: string,
): Promise<Locator> {
  const picture = figure.locator('img');
  const expected = decodePng(
    fs.readFileSync(path.join(PICTURES, `${example}.png`)),
  );
  const box = await picture.boundingBox();
  expect(box && Math.round(box.width)).toBe(expected.width);
  const frame = await run(figure);
  const frameBox = (await frame.boundingBox())!;
  expect([frameBox.width, frameBox.height]).toEqual([
    expected.width,
    expected.height,
  ]);
  // The column may put the frame at a fraction of a pixel: the
  // picture's own size, from the nearest whole pixel.
  const actual = decodePng(
    await page.screenshot({
      animations: 'allow',
      clip: {
        x: Math.round(frameBox.x),
        y: Math.round(frameBox.y),
        width: expected.width,
        height: expected.height,
      },
    }),
  );
  // Something was drawn: not one colour over the whole frame.
  const first = actual.data.subarray(0, 3).join();
  const colours = new Set<string>();
  for (let i = 0; i < actual.data.length && colours.size < 8; i += 3 * 97) {
    colours.add(actual.data.subarray(i, i + 3).join());
  }
  expect(colours.size, `frame of ${example} is blank (${first})`).toBe(8);
  if (!(example in NOT_COMPARED)) {
    const share = SHARE_FLOORS[example] ?? LIVE_TOLERANCE.share;
    const result = comparePictures(expected, matchTones(expected, actual), {
      ...LIVE_TOLERANCE,
      share,
    });
    test.info().annotations.push({
      type: 'share',
      description: `${example}: ${result.share.toFixed(4)}`,
    });
    expect(
      result.share,
      `${example}: ${result.mismatched} pixels differ (largest ${result.maxDifference})`,
    ).toBeGreaterThanOrEqual(share);
  }
  return frame;
}

/** A point in the example, in its logical pixels (the frame's CSS pixels). */
type Point = [number, number];

/** What a reader does with one widget, and what the example then shows. */
type Interaction = {
  example: string;
  does: string;
  act: (frame: Locator, page: Page) => Promise<void>;
  /** The status line's new text, where the example has one. */
  status?: RegExp;
};

async function clickAt(frame: Locator, [x, y]: Point): Promise<void> {
  await frame.click({position: {x, y}});
}

async function drag(page: Page, frame: Locator, from: Point, to: Point) {
  const box = (await frame.boundingBox())!;
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  const steps = 8;
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(
      box.x + from[0] + ((to[0] - from[0]) * step) / steps,
      box.y + from[1] + ((to[1] - from[1]) * step) / steps,
    );
  }
  await page.mouse.up();
}

const INTERACTIONS: Interaction[] = [
  {
    example: 'button',
    does: 'clicks Save draft',
    act: (frame) => clickAt(frame, [429, 117]),
    status: /^Draft saved \(version 1\)\.$/,
  },
  {
    example: 'check-box',
    does: 'ticks the weekly summary',
    act: (frame) => clickAt(frame, [27, 163]),
    status: /^3 of 3 alerts on\.$/,
  },
  {
    example: 'radio-button',
    does: 'chooses JPEG',
    act: (frame) => clickAt(frame, [98, 75]),
    status: /^photo\.jpeg, balanced quality$/,
  },
  {
    example: 'slider',
    does: 'drags the master volume down',
    act: (frame, page) => drag(page, frame, [322, 86], [160, 86]),
    status: /^Volume \d+ %$/,
  },
  {
    example: 'text-input',
    does: 'types a password',
    act: async (frame, page) => {
      await clickAt(frame, [200, 238]);
      await page.keyboard.type('abc');
    },
    status: /^Password: \d+ characters$/,
  },
  {
    example: 'drop-down',
    does: 'opens the format list and chooses another format',
    act: async (frame, page) => {
      await clickAt(frame, [140, 68]);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    },
    status: /^photo\.(png|webp), 1280 px/,
  },
  {
    example: 'splitter',
    does: 'drags the bar to the right',
    act: (frame, page) => drag(page, frame, [182, 140], [320, 140]),
    status: /./,
  },
  {
    example: 'portal-list',
    does: 'clicks Call on a contact',
    act: (frame) => clickAt(frame, [392, 75]),
    status: /Ada Novak/,
  },
  {
    example: 'dock',
    does: 'opens a file from the Files panel',
    act: (frame) => clickAt(frame, [32, 84]),
    status: /^Opened app\.rs$/,
  },
  {
    example: 'tab-bar',
    does: 'selects the app.rs tab',
    act: (frame) => clickAt(frame, [138, 19]),
  },
  {
    example: 'fold-header',
    does: 'folds Hardware',
    act: (frame) => clickAt(frame, [16, 27]),
  },
  {
    example: 'stack-navigation',
    does: 'opens Account',
    act: (frame) => clickAt(frame, [100, 76]),
  },
  {
    example: 'modal',
    does: 'answers the dialog',
    act: (frame) => clickAt(frame, [334, 199]),
    status: /^Nothing was deleted\.$/,
  },
];

/** The running example a follow-up acts on, in its page. */
type Running = {
  page: Page;
  figure: Locator;
  frame: Locator;
  /** The gallery's log lines (galleryLog). */
  lines: string[];
};

/**
 * What a reader does next in a running example, after its first frame was
 * checked, in the same page (one start of the example instead of one per
 * test).
 */
type FollowUp = {
  does: string;
  check: (running: Running) => Promise<void>;
};

/** A reader's action, then the example's status line and a changed frame. */
function answers({example, does, act, status}: Interaction): FollowUp {
  return {
    does: `the reader ${does}, and the example answers`,
    check: async ({frame, page, lines}) => {
      const before = await shot(frame);
      await act(frame, page);
      if (status) {
        await statusLogged(lines, example, status);
      }
      await expect
        .poll(async () => (await shot(frame)).equals(before), {
          message: `${example} looks the same after the reader ${does}`,
        })
        .toBe(false);
    },
  };
}

/** What a reader does next in some examples, besides INTERACTIONS. */
const MORE_FOLLOW_UPS: Readonly<Record<string, readonly FollowUp[]>> = {
  'portal-list': [
    {
      does: 'the wheel scrolls the list',
      check: async ({frame, page}) => {
        const before = await shot(frame);
        const box = (await frame.boundingBox())!;
        await page.mouse.move(box.x + 200, box.y + 180);
        await page.mouse.wheel(0, 400);
        await expect
          .poll(async () => (await shot(frame)).equals(before))
          .toBe(false);
      },
    },
  ],
  button: [
    {
      does: 'the running example keeps covering its picture when the window narrows and widens again',
      check: async ({frame, page, figure}) => {
        const picture = figure.locator('img');
        const widths = async (): Promise<[number, number]> => {
          const [framed, shown] = await Promise.all([
            frame.boundingBox(),
            picture.boundingBox(),
          ]);
          return [
            Math.round(framed?.width ?? 0),
            Math.round(shown?.width ?? 0),
          ];
        };
        for (const width of [390, VIEWPORT.width]) {
          await page.setViewportSize({width, height: VIEWPORT.height});
          await expect
            .poll(
              async () => {
                const [framed, shown] = await widths();
                return Math.abs(framed - shown) <= 1 && shown > 0;
              },
              {message: `frame and picture as wide at ${width} px`},
            )
            .toBe(true);
        }
        // At 390 px the picture (560 px) is shown smaller, and so is the frame.
        await page.setViewportSize({width: 390, height: VIEWPORT.height});
        await expect.poll(async () => (await widths())[0]).toBeLessThan(400);
      },
    },
  ],
};

/** An example's follow-ups: its interactions, then the others. */
function followUpsOf(example: string): FollowUp[] {
  return [
    ...INTERACTIONS.filter(
      (interaction) => interaction.example === example,
    ).map(answers),
    ...(MORE_FOLLOW_UPS[example] ?? []),
  ];
}

// A follow-up of an example without a picture would never run.
for (const example of [
  ...INTERACTIONS.map((interaction) => interaction.example),
  ...Object.keys(MORE_FOLLOW_UPS),
]) {
  if (!EXAMPLES.includes(example)) {
    throw new Error(`live.test.ts: no example "${example}" (${PICTURES})`);
  }
}

test.describe('every live example: its first frame, then a reader uses it', () => {
  // A start, then up to three follow-ups: twice the budget of a test.
  test.describe.configure({timeout: 120_000});
  for (const example of EXAMPLES) {
    const followUps = followUpsOf(example);
    const title = [
      'Run it starts the widget, drawn as its picture',
      ...followUps.map(({does}) => does),
    ].join('; ');
    test(`${example}: ${title}`, async ({page}) => {
      const lines = galleryLog(page);
      const figure = await openExample(page, example);
      const frame = await test.step('first frame', () =>
        firstFrameMatches(page, figure, example));
      for (const {does, check} of followUps) {
        await test.step(does, () => check({page, figure, frame, lines}));
      }
    });
  }
});

test.describe('starting, stopping and failing', () => {
  for (const {lang, prefix, run: runLabel, stop, loading} of LANGUAGES) {
    test(`${lang}: the picture stays with a progress message until the first frame, Stop brings it back`, async ({
      page,
    }) => {
      const figure = await openExample(page, 'button', prefix);
      const held = await holdRequests(page, '**/live/*/*.wasm');
      await figure.getByRole('button', {name: runLabel}).click();
      await held.requested;
      await expect(figure).toHaveAttribute('data-live-state', 'loading');
      await expect(figure.getByRole('status')).toHaveText(loading);
      await expect(figure.locator('img')).toBeVisible();
      await held.release();
      await expect(figure).toHaveAttribute('data-live-state', 'running', {
        timeout: 45_000,
      });
      await expect(figure.locator('iframe')).toBeVisible();
      expect(await topElementOver(figure.locator('img'))).toBe('IFRAME');
      await figure.getByRole('button', {name: stop}).click();
      await expect(figure).toHaveAttribute('data-live-state', 'idle');
      await expect(figure.locator('iframe')).toHaveCount(0);
      await expect(figure.locator('img')).toBeVisible();
    });
  }

  test('nothing of the live example loads before the reader asks', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/live/')) {
        requested.push(request.url());
      }
    });
    const figure = await openExample(page, 'slider');
    await page.mouse.wheel(0, 600);
    await expect(figure.getByRole('button', {name: EN.run})).toBeVisible();
    expect(requested).toEqual([]);
  });

  for (const {lang, prefix, run: runLabel, failed} of LANGUAGES) {
    test(`${lang}: a failed load keeps the picture and says so; the page goes on working`, async ({
      page,
    }) => {
      const figure = await openExample(page, 'check-box', prefix);
      await page.route('**/live/*/*.wasm', (route) => route.abort());
      await figure.getByRole('button', {name: runLabel}).click();
      await expect(figure).toHaveAttribute('data-live-state', 'failed', {
        timeout: 45_000,
      });
      await expect(figure.getByRole('alert')).toHaveText(failed);
      await expect(figure.locator('img')).toBeVisible();
      // The rest of the page still works: the picture zooms.
      await figure.locator('img').click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }

  for (const {lang, prefix, run: runLabel, noWebgl} of LANGUAGES) {
    test(`${lang}: without WebGL the picture stays with a plain message`, async ({
      page,
    }) => {
      // Every frame of the page finds no WebGL.
      await refuseContexts(page, /webgl/);
      const figure = await openExample(page, 'slider', prefix);
      await figure.getByRole('button', {name: runLabel}).click();
      await expect(figure).toHaveAttribute('data-live-state', 'failed', {
        timeout: 45_000,
      });
      await expect(figure.getByRole('alert')).toHaveText(noWebgl);
      await expect(figure.locator('img')).toBeVisible();
    });
  }

  test('keyboard: Tab reaches Run it, the focus goes into the example, Escape brings it back', async ({
    page,
  }) => {
    const figure = await openExample(page, 'text-input');
    const control = figure.getByRole('button', {name: EN.run});
    // Tab from the picture (a zoomable image, the element before it).
    await figure.locator('img').focus();
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(figure).toHaveAttribute('data-live-state', 'running', {
      timeout: 45_000,
    });
    const frame = figure.locator('iframe');
    await expect(frame).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(figure.getByRole('button', {name: EN.stop})).toBeFocused();
  });

  test('the running example keeps the picture’s alt text for screen readers and names its frame', async ({
    page,
  }) => {
    const figure = await openExample(page, 'dock', '/zh');
    const alt = await figure.locator('img').getAttribute('alt');
    expect(alt).toBeTruthy();
    await run(figure, '运行示例');
    await expect(figure.locator('iframe')).toHaveAttribute(
      'title',
      '在线示例：dock',
    );
    await expect(figure.locator('img')).toHaveAttribute('alt', alt!);
  });
});

/**
 * The Chinese image viewer tutorial's app (LIVE_APPS), live on its last
 * steps' pages: step 19's code, the last that a browser can run. Its
 * picture was drawn by the live build itself (scripts/live-pictures.mjs),
 * in this Chromium, so the frame must match it closely; that also proves
 * the package carries a real Chinese font (the kit's is a placeholder
 * without Chinese glyphs, which would leave the menu's labels blank).
 */
const TUTORIAL_APP = 'image-viewer-step-19';
const TUTORIAL_PAGES = [
  '/zh/guide/quick-start/image-viewer-app/click-to-slideshow',
  '/zh/guide/quick-start/image-viewer-app/loading-images',
];
const TUTORIAL_PICTURE = decodePng(
  fs.readFileSync(
    path.join(ROOT, 'static', LIVE_APP_PICTURE_PREFIX, `${TUTORIAL_APP}.png`),
  ),
);
const SAME_BROWSER: Tolerance = {channel: 8, share: 0.99};

/**
 * The frame's pixels at the picture's size, from the nearest whole pixel
 * (the column may put the frame at a fraction of one).
 */
async function pictureShot(page: Page, frame: Locator): Promise<Buffer> {
  // In the middle of the window, clear of the sticky navigation bar.
  await frame.evaluate((element) => element.scrollIntoView({block: 'center'}));
  const box = (await frame.boundingBox())!;
  return page.screenshot({
    animations: 'allow',
    clip: {
      x: Math.round(box.x),
      y: Math.round(box.y),
      width: TUTORIAL_PICTURE.width,
      height: TUTORIAL_PICTURE.height,
    },
  });
}

/** The frame's pixels once two captures in a row agree. */
async function settled(page: Page, frame: Locator): Promise<RgbImage> {
  let previous = await pictureShot(page, frame);
  await expect
    .poll(
      async () => {
        const next = await pictureShot(page, frame);
        const same = next.equals(previous);
        previous = next;
        return same;
      },
      {message: 'the app keeps changing', intervals: [500]},
    )
    .toBe(true);
  return decodePng(previous);
}

/**
 * The app's menu bar: its labels are Chinese (图片网格, 幻灯片, 搜索), so
 * without a Chinese font this part differs from the picture.
 */
const MENU_BAR = {x: 0, y: 0, width: 800, height: 44};

/** How much of the frame (or of `box` in it) looks as the committed picture. */
async function shareLikePicture(
  page: Page,
  frame: Locator,
  box?: typeof MENU_BAR,
): Promise<number> {
  const actual = await settled(page, frame);
  return box
    ? comparePictures(
        cropPicture(TUTORIAL_PICTURE, box),
        cropPicture(actual, box),
        SAME_BROWSER,
      ).share
    : comparePictures(TUTORIAL_PICTURE, actual, SAME_BROWSER).share;
}

async function openTutorialApp(page: Page, route: string): Promise<Locator> {
  await page.setViewportSize(VIEWPORT);
  await page.goto(url(route));
  await hydrated(page);
  const figure = page.locator(`[data-live-example="${TUTORIAL_APP}"]`);
  await expect(figure).toHaveCount(1);
  const box = await figure.locator('img').boundingBox();
  expect(box && Math.round(box.width)).toBe(TUTORIAL_PICTURE.width);
  return figure;
}

test.describe('the image viewer tutorial’s app, live', () => {
  for (const route of TUTORIAL_PAGES) {
    test(`${route}: 运行示例 starts the app, drawn as its picture, Chinese labels included`, async ({
      page,
    }) => {
      const figure = await openTutorialApp(page, route);
      // Started at once: the picture, below the fold, may not be loaded.
      const frame = await run(figure, '运行示例');
      const box = (await frame.boundingBox())!;
      expect([box.width, box.height]).toEqual([
        TUTORIAL_PICTURE.width,
        TUTORIAL_PICTURE.height,
      ]);
      expect(await shareLikePicture(page, frame)).toBeGreaterThanOrEqual(
        SAME_BROWSER.share,
      );
      expect(
        await shareLikePicture(page, frame, MENU_BAR),
      ).toBeGreaterThanOrEqual(SAME_BROWSER.share);
    });
  }

  test('the reader opens a picture in the slideshow, pages on with the arrow key and goes back to the grid', async ({
    page,
  }) => {
    const figure = await openTutorialApp(page, TUTORIAL_PAGES[1]!);
    const frame = await run(figure, '运行示例');
    await settled(page, frame);
    // The first cell of the second row: the slideshow replaces the grid.
    await clickAt(frame, [107, 318]);
    await expect.poll(() => shareLikePicture(page, frame)).toBeLessThan(0.6);
    const slideshow = await shot(frame);
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(async () => (await shot(frame)).equals(slideshow))
      .toBe(false);
    // 图片网格, the menu's first button.
    await clickAt(frame, [44, 21]);
    await expect
      .poll(() => shareLikePicture(page, frame))
      .toBeGreaterThanOrEqual(SAME_BROWSER.share);
  });
});
