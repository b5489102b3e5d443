/**
 * The reader experience (CONTRIBUTING.md, Behaviour the site keeps) in Chromium, in both
 * languages: appearance toggle and its reveal, page changes (View Transition,
 * reload-content event, progress bar), code blocks (copy confirmation, wrap
 * toggle, highlighted languages, diagrams), tabs shared by group and
 * remembered, and the zoomed image's backdrop.
 */
import {test, expect, type Page} from '@playwright/test';
import {
  APPEARANCE_ANIMATION_MS,
  COPY_CONFIRMATION_MS,
  PROGRESS_DELAY_MS,
  RELOAD_CONTENT_EVENT,
  TAB_GROUPS,
  THEME_STORAGE_KEY,
} from '../../src/data/readerSettings';
import {
  animationsEnded,
  baseUrl,
  drawDiagrams,
  holdRequests,
  settle,
  url,
  hydrated,
} from './site';

/** The JavaScript chunks a page change loads (held to slow it down). */
const SCRIPT_CHUNKS = '**/assets/js/*.js';

/** What differs between the two languages. */
const LANGUAGES = [
  {
    lang: 'en',
    prefix: '',
    toggle: /^Switch between dark and light mode/,
    copy: 'Copy code to clipboard',
    copied: 'Copied',
    wrap: 'Toggle word wrap',
    zoomPage: '/examples/image_viewer_app',
    openDiagram: 'Open the diagram at full size',
  },
  {
    lang: 'zh',
    prefix: '/zh',
    toggle: /^切换浅色\/暗黑模式/,
    copy: '复制代码到剪贴板',
    copied: '复制成功',
    wrap: '切换自动换行',
    zoomPage: '/zh/guide/quick-start/image-viewer-app/introduction',
    openDiagram: '以原始大小查看图表',
  },
] as const;
type Language = (typeof LANGUAGES)[number];

const DEV_SETUP = '/contribute/dev-setup';
const PAGE_A = '/guide/start/introduction';
const PAGE_B = '/guide/start/makepad-framework';

/** What the page recorded (see `record`). */
type Recorded = {
  transitions: {kind: string; path: string}[];
  reloads: string[];
  reveals: {pseudoElement: string; duration: number; clipPath: string[]}[];
};

/**
 * Records, from the first script of every document on: each View
 * Transition started (its kind from the root attribute the site sets
 * before starting it), each reload-content event (the path it came with)
 * and each animation of a View Transition pseudo-element.
 */
async function record(page: Page): Promise<void> {
  await page.addInitScript((eventName: string) => {
    const log: Recorded = {transitions: [], reloads: [], reveals: []};
    (window as unknown as {__recorded: Recorded}).__recorded = log;
    const start = Document.prototype.startViewTransition;
    if (typeof start === 'function') {
      Document.prototype.startViewTransition = function (
        this: Document,
        ...args: Parameters<Document['startViewTransition']>
      ) {
        const root = this.documentElement;
        log.transitions.push({
          kind: root.hasAttribute('data-appearance-transition')
            ? 'appearance'
            : root.hasAttribute('data-page-transition')
              ? 'page'
              : 'other',
          path: location.pathname,
        });
        return start.apply(this, args);
      };
    }
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (
      this: Element,
      keyframes: Keyframe[] | PropertyIndexedKeyframes | null,
      options?: number | KeyframeAnimationOptions,
    ) {
      if (typeof options === 'object' && options.pseudoElement) {
        const frames = keyframes as {clipPath?: string[]} | null;
        log.reveals.push({
          pseudoElement: options.pseudoElement,
          duration: Number(options.duration),
          clipPath: frames?.clipPath ?? [],
        });
      }
      return animate.call(this, keyframes, options);
    };
    window.addEventListener(eventName, () => {
      log.reloads.push(location.pathname);
    });
  }, RELOAD_CONTENT_EVENT);
}

function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(
    () => (window as unknown as {__recorded: Recorded}).__recorded,
  );
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await hydrated(page);
  await settle(page);
}

/**
 * Opens a page with code blocks once the browser-only parts are in place:
 * code block buttons appear in the same render in which tabs mount again
 * after hydration (both wait for `useIsBrowser`).
 */
async function openWithCode(page: Page, path: string): Promise<void> {
  await open(page, path);
  await page.locator('article .theme-code-block button').first().waitFor();
}

/**
 * Counts the page's listeners for system colour-scheme changes, so a test
 * can change the emulated scheme once the site listens (Docusaurus
 * subscribes in an effect shortly after hydration).
 */
async function countSchemeListeners(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as {__schemeListeners: number};
    counter.__schemeListeners = 0;
    const native = window.matchMedia;
    window.matchMedia = function (query: string) {
      const list = native.call(window, query);
      if (query.includes('prefers-color-scheme')) {
        const add = list.addEventListener;
        list.addEventListener = function (
          this: MediaQueryList,
          ...args: Parameters<MediaQueryList['addEventListener']>
        ) {
          counter.__schemeListeners += 1;
          return add.apply(this, args);
        };
      }
      return list;
    };
  });
}

function theme(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-theme');
}

function waitForTheme(page: Page, mode: 'light' | 'dark'): Promise<unknown> {
  return page.waitForFunction(
    (expected) => document.documentElement.dataset.theme === expected,
    mode,
  );
}

function toggleButton(page: Page, t: Language) {
  return page.getByRole('button', {name: t.toggle}).first();
}

function storedTheme(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY);
}

/**
 * A link of the sidebar column. (Up to 1280 px the closed menu drawer holds
 * a second, hidden copy of the sidebar for the menu button.)
 */
function sidebarLink(page: Page, path: string) {
  return page
    .locator(
      `.theme-doc-sidebar-container .theme-doc-sidebar-menu a[href="${path}"]`,
    )
    .first();
}

for (const t of LANGUAGES) {
  test.describe(`appearance (${t.lang})`, () => {
    test('switches dark ↔ light on each click and keeps the choice after a reload', async ({
      page,
    }) => {
      await open(page, t.prefix + PAGE_A);
      expect(await theme(page)).toBe('light');
      expect(await storedTheme(page)).toBeNull();

      const toggle = toggleButton(page, t);
      for (const mode of ['dark', 'light', 'dark'] as const) {
        await toggle.click();
        await waitForTheme(page, mode);
        expect(await storedTheme(page)).toBe(mode);
        // Two states: never back to the system's choice.
        expect(
          await page.locator('html').getAttribute('data-theme-choice'),
        ).toBe(mode);
      }
      // One fixed key holds the choice.
      expect(
        await page.evaluate(() =>
          Object.keys(localStorage).filter((key) => /theme|color/i.test(key)),
        ),
      ).toEqual([THEME_STORAGE_KEY]);

      await page.reload();
      await hydrated(page);
      expect(await theme(page)).toBe('dark');
    });

    test('follows the system preference until the reader chooses', async ({
      page,
    }) => {
      await countSchemeListeners(page);
      await page.emulateMedia({colorScheme: 'dark'});
      await open(page, t.prefix + PAGE_A);
      await page.waitForFunction(
        () =>
          (window as unknown as {__schemeListeners: number}).__schemeListeners >
          0,
      );
      expect(await theme(page)).toBe('dark');
      expect(await page.locator('html').getAttribute('data-theme-choice')).toBe(
        'system',
      );

      await page.emulateMedia({colorScheme: 'light'});
      await waitForTheme(page, 'light');

      await toggleButton(page, t).click();
      await waitForTheme(page, 'dark');
      await page.emulateMedia({colorScheme: 'dark'});
      await page.emulateMedia({colorScheme: 'light'});
      await settle(page);
      expect(await theme(page)).toBe('dark');
      expect(await storedTheme(page)).toBe('dark');
    });

    test('reveals the new theme in a circle from the toggle, through a View Transition', async ({
      page,
    }) => {
      await record(page);
      await open(page, t.prefix + PAGE_A);
      const toggle = toggleButton(page, t);
      const box = await toggle.boundingBox();
      await toggle.click();
      await waitForTheme(page, 'dark');
      await page.waitForFunction(
        () =>
          (window as unknown as {__recorded: Recorded}).__recorded.reveals
            .length > 0,
      );
      const {transitions, reveals} = await recorded(page);
      expect(transitions).toEqual([
        {kind: 'appearance', path: t.prefix + PAGE_A},
      ]);
      const [reveal] = reveals;
      expect(reveals).toHaveLength(1);
      expect(box).not.toBeNull();
      if (!reveal || !box) {
        return;
      }
      expect(reveal.pseudoElement).toBe('::view-transition-new(root)');
      expect(reveal.duration).toBe(APPEARANCE_ANIMATION_MS);
      const x = Math.round((box.x + box.width / 2) * 100) / 100;
      const y = Math.round((box.y + box.height / 2) * 100) / 100;
      expect(reveal.clipPath[0]).toBe(`circle(0px at ${x}px ${y}px)`);
      expect(reveal.clipPath[1]).toMatch(
        new RegExp(`^circle\\(\\d+px at ${x}px ${y}px\\)$`),
      );
    });

    test('switches without a transition when the reader prefers reduced motion', async ({
      page,
    }) => {
      await record(page);
      await page.emulateMedia({reducedMotion: 'reduce'});
      await open(page, t.prefix + PAGE_A);
      await toggleButton(page, t).click();
      await waitForTheme(page, 'dark');
      await settle(page);
      const {transitions, reveals} = await recorded(page);
      expect(transitions).toEqual([]);
      expect(reveals).toEqual([]);
    });
  });
}

for (const t of LANGUAGES) {
  test.describe(`page changes (${t.lang})`, () => {
    const a = t.prefix + PAGE_A;
    const b = t.prefix + PAGE_B;

    async function goAndComeBack(page: Page): Promise<Recorded> {
      await open(page, a);
      await sidebarLink(page, b).click();
      await page.waitForFunction(
        (path) =>
          (
            window as unknown as {__recorded: Recorded}
          ).__recorded.reloads.includes(path),
        b,
      );
      // Page A's code is loaded since the first visit: this change can animate.
      await sidebarLink(page, a).click();
      await page.waitForFunction(
        (path) =>
          (window as unknown as {__recorded: Recorded}).__recorded.reloads.at(
            -1,
          ) === path,
        a,
      );
      expect(new URL(page.url()).pathname).toBe(a);
      return recorded(page);
    }

    test('changes the content through a View Transition, then announces reload-content', async ({
      page,
    }) => {
      await record(page);
      const {transitions, reloads} = await goAndComeBack(page);
      expect(transitions).toContainEqual({kind: 'page', path: a});
      expect(transitions.every(({kind}) => kind === 'page')).toBe(true);
      expect(reloads).toEqual([b, a]);
      expect(
        await page.locator('html').getAttribute('data-page-transition'),
      ).toBeNull();
    });

    test('changes pages without a transition when the reader prefers reduced motion', async ({
      page,
    }) => {
      await record(page);
      await page.emulateMedia({reducedMotion: 'reduce'});
      const {transitions, reloads} = await goAndComeBack(page);
      expect(transitions).toEqual([]);
      expect(reloads).toEqual([b, a]);
    });

    test('shows the progress bar while a page still loads, then the page', async ({
      page,
    }) => {
      await record(page);
      await open(page, a);
      const {release} = await holdRequests(page, SCRIPT_CHUNKS);
      await sidebarLink(page, b).click();
      await page.locator('#nprogress').waitFor({state: 'attached'});
      await release();
      await page.waitForFunction(
        (path) =>
          (
            window as unknown as {__recorded: Recorded}
          ).__recorded.reloads.includes(path),
        b,
      );
      await page.locator('#nprogress').waitFor({state: 'detached'});
      expect(new URL(page.url()).pathname).toBe(b);
    });

    test('shows the progress bar only after PROGRESS_DELAY_MS', async ({
      page,
    }) => {
      // Without motion the navigation is Docusaurus's own, started at the
      // click, so the page's clock can be stopped and stepped from there.
      await page.emulateMedia({reducedMotion: 'reduce'});
      await page.clock.install();
      await open(page, a);
      await page.clock.pauseAt(Date.now() + 60_000);
      const {release} = await holdRequests(page, SCRIPT_CHUNKS);
      await sidebarLink(page, b).click();
      await page.waitForURL(url(b));

      await page.clock.runFor(PROGRESS_DELAY_MS - 1);
      await settle(page);
      expect(await page.locator('#nprogress').count()).toBe(0);
      await page.clock.runFor(1);
      expect(await page.locator('#nprogress').count()).toBe(1);

      await release();
      await page.clock.resume();
      await page
        .locator('article h1')
        .filter({hasNotText: ''})
        .first()
        .waitFor();
    });
  });
}

for (const t of LANGUAGES) {
  test.describe(`code blocks (${t.lang})`, () => {
    test('shows the copied state for COPY_CONFIRMATION_MS and copies the code', async ({
      page,
    }) => {
      await page
        .context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: baseUrl(),
        });
      await page.clock.install();
      await openWithCode(page, t.prefix + DEV_SETUP);
      await page.clock.pauseAt(Date.now() + 60_000);
      const block = page.locator('article .theme-code-block').first();
      await block.hover();
      await block.getByRole('button', {name: t.copy, exact: true}).click();
      const copied = block.getByRole('button', {name: t.copied, exact: true});
      await copied.waitFor();

      await page.clock.runFor(COPY_CONFIRMATION_MS - 1);
      await settle(page);
      expect(await copied.count()).toBe(1);
      await page.clock.runFor(1);
      await copied.waitFor({state: 'detached'});
      expect(
        await block.getByRole('button', {name: t.copy, exact: true}).count(),
      ).toBe(1);

      const copiedText = await page.evaluate(() =>
        navigator.clipboard.readText(),
      );
      const lines = copiedText.split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^node --version +# /);
      expect(lines[1]).toBe('npm --version');
    });

    test('wraps long lines with the wrap toggle', async ({page}) => {
      await page.setViewportSize({width: 400, height: 800});
      await openWithCode(page, t.prefix + DEV_SETUP);
      const block = page
        .locator('article .theme-code-block')
        .filter({hasText: 'sh.rustup.rs'})
        .first();
      await block.hover();
      const overflows = () =>
        block
          .locator('pre')
          .evaluate((pre) => pre.scrollWidth > pre.clientWidth + 1);
      expect(await overflows()).toBe(true);
      await block.hover();
      await block.getByRole('button', {name: t.wrap, exact: true}).click();
      await page.waitForFunction(
        (el) => el?.style.whiteSpace === 'pre-wrap',
        await block.locator('code').elementHandle(),
      );
      expect(await overflows()).toBe(false);
    });

    test('highlights shell, TOML, Rust, TypeScript and CSS blocks token by token', async ({
      page,
    }) => {
      await openWithCode(page, t.prefix + DEV_SETUP);
      const tokens = (language: string, type: string) =>
        page
          .locator(`article pre.language-${language} .token.${type}`)
          .allTextContents();
      expect(await tokens('shell', 'function')).toEqual(
        expect.arrayContaining(['sudo', 'curl']),
      );
      // Tokens drawn in the text's colour in both themes (a TOML table's
      // name, a CSS colour) are text (CodeBlock/Line/Token), not elements.
      expect(await tokens('toml', 'key')).toEqual(
        expect.arrayContaining(['name', 'makepad-widgets']),
      );
      expect(await tokens('rust', 'keyword')).toEqual(
        expect.arrayContaining(['fn', 'return']),
      );
      expect(await tokens('ts', 'string')).toEqual(
        expect.arrayContaining(["'glsl'"]),
      );
      expect(await tokens('css', 'selector')).toEqual(
        expect.arrayContaining([':root']),
      );
      expect(await tokens('css', 'variable')).toEqual(
        expect.arrayContaining(['--ifm-color-primary']),
      );
      expect(await tokens('css', 'attr-value')).toEqual(
        expect.arrayContaining(["'dark'"]),
      );
    });

    test('highlights GLSL', async ({page}) => {
      await openWithCode(page, t.prefix + DEV_SETUP);
      const keywords = await page
        .locator('article pre.language-glsl .token.keyword')
        .allTextContents();
      expect(keywords).toEqual(expect.arrayContaining(['vec4']));
    });

    test('fits a wide diagram to a phone, and a tap opens it at its natural size, labels readable', async ({
      page,
    }) => {
      await page.setViewportSize({width: 390, height: 844});
      await open(page, t.prefix + '/guide/layout-system/turtle-draw-layout');
      expect(await drawDiagrams(page)).toBeGreaterThan(0);
      const diagram = page.locator('[data-diagram-shrunk]').first();
      await diagram.waitFor({state: 'attached'});
      await diagram.scrollIntoViewIfNeeded();
      const svg = diagram.locator('svg');
      // The drawing fits the column: nothing to scroll sideways.
      const fits = await diagram.evaluate((box) => ({
        scroll: box.scrollWidth - box.clientWidth,
        svg: box.querySelector('svg')!.getBoundingClientRect().width,
        column: box.clientWidth,
      }));
      expect(fits.scroll).toBeLessThanOrEqual(1);
      expect(fits.svg).toBeLessThanOrEqual(fits.column + 1);
      // Its labels at its natural size: their font size times the scale
      // of the drawing laid out at Mermaid's width (its max-width).
      const natural = await svg.evaluate((element) => {
        const box = (element as SVGSVGElement).viewBox.baseVal;
        const width = parseFloat((element as SVGSVGElement).style.maxWidth);
        return {
          width,
          labels: [...element.querySelectorAll('.nodeLabel, .edgeLabel, text')]
            .filter((label) => label.textContent?.trim())
            .map(
              (label) =>
                (parseFloat(getComputedStyle(label).fontSize) * width) /
                box.width,
            ),
        };
      });
      expect(natural.labels.length).toBeGreaterThan(0);
      expect(Math.min(...natural.labels)).toBeGreaterThanOrEqual(12);
      // The button under it, for the keyboard and screen readers: Enter
      // opens the zoom, which a phone pans, the picture at the diagram's
      // natural width.
      const button = page.locator('[data-diagram-open]').first();
      await expect(button).toHaveText(t.openDiagram);
      await button.focus();
      await page.keyboard.press('Enter');
      const zoom = page.locator('[data-zoom-state]');
      await expect(zoom).toHaveAttribute('data-zoom-state', 'opened');
      await expect(zoom).toHaveAttribute('data-zoom-layout', 'pan');
      const picture = zoom.locator('img');
      await expect(picture).toHaveJSProperty('complete', true);
      const shown = await picture.evaluate((image) => ({
        width: image.getBoundingClientRect().width,
        decoded: (image as HTMLImageElement).naturalWidth > 0,
      }));
      expect(shown.decoded).toBe(true);
      expect(Math.abs(shown.width - natural.width)).toBeLessThanOrEqual(1);
      await page.keyboard.press('Escape');
      await expect(zoom).toHaveCount(0);
      // A click on the diagram (what a tap on a phone sends) opens it too.
      await diagram.click();
      await expect(zoom).toHaveAttribute('data-zoom-state', 'opened');
    });

    for (const width of [1280]) {
      test(`keeps a linked heading in view when a diagram above it is drawn (${width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize({width, height: 800});
        await page.goto(
          url(
            `${t.prefix}/guide/layout-system/turtle-draw-layout#walk-and-layout`,
          ),
        );
        await hydrated(page);
        await page.locator('[data-diagram] svg').first().waitFor();
        // Mermaid lays the drawing out on the frames after it inserts it.
        await page.waitForFunction(
          () =>
            (document
              .querySelector('[data-diagram] svg')
              ?.getBoundingClientRect().height ?? 0) > 100,
        );
        await settle(page);
        const top = await page
          .locator('#walk-and-layout')
          .evaluate((heading) => heading.getBoundingClientRect().top);
        expect(top).toBeGreaterThanOrEqual(0);
        expect(top).toBeLessThan(200);
      });
    }

    test('draws mermaid blocks as diagrams', async ({page}) => {
      await open(
        page,
        t.prefix + '/guide/start/makepad-framework-architecture',
      );
      const diagram = page.locator('article .docusaurus-mermaid-container svg');
      const places = await drawDiagrams(page);
      expect(places).toBeGreaterThan(0);
      expect(await diagram.count()).toBe(places);
    });
  });
}

for (const t of LANGUAGES) {
  test.describe(`tabs (${t.lang})`, () => {
    /** Whether every tab of the page named `label` is the selected one. */
    function allSelected(page: Page, label: string): Promise<unknown> {
      return page.waitForFunction((name) => {
        const tabs = [...document.querySelectorAll('[role="tab"]')].filter(
          (tab) => tab.textContent === name,
        );
        return (
          tabs.length > 1 &&
          tabs.every((tab) => tab.getAttribute('aria-selected') === 'true')
        );
      }, label);
    }

    const stored = (page: Page, group: string) =>
      page.evaluate(
        (key) => localStorage.getItem(key),
        `docusaurus.tab.${group}`,
      );

    test('switches every install command to the chosen manager and remembers it', async ({
      page,
    }) => {
      await openWithCode(page, t.prefix + DEV_SETUP);
      const pnpm = page.getByRole('tab', {name: 'pnpm', exact: true});
      expect(await pnpm.count()).toBeGreaterThan(3);
      await pnpm.first().click();
      await allSelected(page, 'pnpm');
      expect(
        await page.getByText('pnpm run build', {exact: true}).isVisible(),
      ).toBe(true);
      expect(await stored(page, TAB_GROUPS.packageManager)).toBe('pnpm');

      await page.reload();
      await allSelected(page, 'pnpm');
      expect(
        await page.getByText('pnpm install', {exact: true}).isVisible(),
      ).toBe(true);
    });

    test('switches every platform tab together and remembers it', async ({
      page,
    }) => {
      await openWithCode(page, t.prefix + DEV_SETUP);
      const macos = page.getByRole('tab', {name: 'macOS', exact: true});
      expect(await macos.count()).toBe(2);
      await macos.first().click();
      await allSelected(page, 'macOS');
      expect(await stored(page, TAB_GROUPS.os)).toBe('macos');
      await page.reload();
      await allSelected(page, 'macOS');
      expect(
        await page
          .locator('article pre')
          .filter({hasText: 'xcode-select --install'})
          .isVisible(),
      ).toBe(true);
    });
  });
}

for (const t of LANGUAGES) {
  test.describe(`image zoom (${t.lang})`, () => {
    for (const mode of ['light', 'dark'] as const) {
      test(`puts the zoomed image over the ${mode} theme background`, async ({
        page,
      }) => {
        await page.addInitScript(
          ({key, value}) => localStorage.setItem(key, value),
          {key: THEME_STORAGE_KEY, value: mode},
        );
        await open(page, t.zoomPage);
        expect(await theme(page)).toBe(mode);
        const image = page.locator('article img').first();
        await image.scrollIntoViewIfNeeded();
        await image.click();
        const dialog = page.locator(
          '[role="dialog"][data-zoom-state="opened"]',
        );
        await dialog.waitFor();
        await animationsEnded(dialog);
        const backdrop = await dialog.evaluate(
          (el) => getComputedStyle(el).backgroundColor,
        );
        // The page background: Infima's colour in the dark theme; in the light
        // theme Infima's variable is transparent and the page shows white.
        const expected =
          mode === 'dark'
            ? await page.evaluate(
                () =>
                  getComputedStyle(document.documentElement).backgroundColor,
              )
            : 'rgb(255, 255, 255)';
        expect(expected).not.toBe('rgba(0, 0, 0, 0)');
        expect(backdrop).toBe(expected);
      });
    }
  });
}
