/**
 * The page layout of CONTRIBUTING.md, Layout in Chromium at the widths a reader
 * uses (700, 800, 1000, 1200 and 1400 px), in both languages: breakpoints
 * and heights, the hamburger's full-screen menu and the sidebar menu bar,
 * the navbar hiding while scrolling down, the local and desktop outlines,
 * the scroll-to-top button, collapsible sidebar groups (docs and weekly),
 * and the query parameters that hide parts of a page.
 */
import {test, expect, type Locator, type Page} from '@playwright/test';
import {
  NAVBAR_HEIGHT_PX,
  NAVBAR_HIDDEN_HEIGHT_PX,
  NAVBAR_MOBILE_HEIGHT_PX,
  SIDEBAR_MENU_BAR_HEIGHT_PX,
} from '../../src/data/breakpoints';
import {NAVBAR_SCROLL_THROTTLE_MS} from '../../src/data/readerSettings';
import {NAVBAR_SCROLLED_AWAY_ATTRIBUTE} from '../../src/lib/scroll';
import {
  animationsEnded,
  LOCALE_LABEL,
  openLanguageMenu,
  url,
  hydrated,
  settle,
} from './site';

/** What differs between the two languages. */
const LANGUAGES = [
  {
    lang: 'en',
    prefix: '',
    navItems: [
      'Guide',
      'API',
      'This week in Our Team',
      'Examples',
      'Contribute',
    ],
    hamburger: 'Toggle navigation bar',
    closeMenu: 'Close navigation bar',
    menu: 'Menu',
    onThisPage: 'On this page',
    outlineTitle: 'ON THIS PAGE',
    toTop: 'Scroll back to top',
    next: 'Next Page',
    nextPageTitle: 'The Makepad Framework',
    widget: 'Widget',
    widgetPage: 'Widget Core Concepts',
    makepadReports: 'Makepad reports',
    robrix: 'Robrix',
  },
  {
    lang: 'zh',
    prefix: '/zh',
    navItems: ['指南', 'API', '团队周报', '示例', '参与贡献'],
    hamburger: '切换导航栏',
    closeMenu: '关闭导航栏',
    menu: '菜单',
    onThisPage: '本页目录',
    outlineTitle: '本页目录',
    toTop: '回到顶部',
    next: '下一页',
    nextPageTitle: 'Makepad 框架',
    widget: '组件',
    widgetPage: '组件核心概念',
    makepadReports: 'Makepad 周报',
    robrix: 'Robrix',
  },
] as const;
type Language = (typeof LANGUAGES)[number];

/** A doc page with headings (an outline) and one without. */
const WITH_HEADINGS = '/guide/start/introduction';
const WITHOUT_HEADINGS = '/api/';
/** A weekly post with the weekly sidebar and headings. */
const WEEKLY_WITH_SIDEBAR = '/weekly/robrix/code-review-checklist';
const HEIGHT = 800;

async function open(
  page: Page,
  path: string,
  width: number,
  height = HEIGHT,
): Promise<void> {
  await page.setViewportSize({width, height});
  await page.goto(url(path));
  await hydrated(page);
}

/** Opens a page with `?<part>=0` once the part is hidden. */
async function openHiding(
  page: Page,
  path: string,
  part: 'navbar' | 'sidebar' | 'outline' | 'footer',
  width: number,
): Promise<void> {
  await open(page, `${path}?${part}=0`, width);
  await page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute),
    `data-hide-${part}`,
  );
}

/**
 * What lies right under the scroll-to-top button, sampled on a grid of
 * points of its box: a control (link, button, field) or text whose box
 * holds the point. Run in the page, on the button.
 */
function whatTheButtonCovers(button: Element): string[] {
  const box = button.getBoundingClientRect();
  const found = new Set<string>();
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  for (let i = 0; i <= 4; i += 1) {
    for (let j = 0; j <= 4; j += 1) {
      const x = box.left + 2 + ((box.width - 4) * i) / 4;
      const y = box.top + 2 + ((box.height - 4) * j) / 4;
      const below = document
        .elementsFromPoint(x, y)
        .find((element) => element !== button && !button.contains(element));
      if (!below) {
        continue;
      }
      const control = below.closest(
        'a, button, input, textarea, select, summary, [role="button"], [tabindex]:not([tabindex="-1"])',
      );
      if (control) {
        found.add(`control ${describe(control)}`);
        continue;
      }
      for (const node of Array.from(below.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) {
          continue;
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        const holds = Array.from(range.getClientRects()).some(
          (rect) =>
            x >= rect.left &&
            x <= rect.right &&
            y >= rect.top &&
            y <= rect.bottom,
        );
        if (holds) {
          found.add(`text of ${describe(below)}`);
        }
      }
    }
  }
  return [...found];
}

const navbar = (page: Page) => page.locator('nav.navbar');
const navbarItem = (page: Page, label: string) =>
  page.locator('.navbar__inner').getByRole('link', {name: label, exact: true});
const hamburger = (page: Page, t: Language) =>
  page.getByRole('button', {name: t.hamburger, exact: true});
const drawer = (page: Page) => page.locator('.navbar-sidebar');
const menuBar = (page: Page) => page.locator('[data-sidebar-menu-bar]');
const menuButton = (page: Page, t: Language) =>
  menuBar(page).getByRole('button', {name: t.menu, exact: true});
const outlineToggle = (page: Page, t: Language) =>
  menuBar(page).getByRole('button', {name: t.onThisPage, exact: true});
const localOutline = (page: Page, t: Language) =>
  menuBar(page).getByRole('navigation', {name: t.onThisPage});
const outlineColumn = (page: Page) => page.locator('[data-outline="column"]');
const sidebarColumn = (page: Page) =>
  page.locator('.theme-doc-sidebar-container');

async function height(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return box?.height ?? 0;
}

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) {
    throw new Error('not rendered');
  }
  return box.y;
}

/** Whether the whole navbar is above the top of the viewport. */
function navbarScrolledAway(page: Page): Promise<boolean> {
  return navbar(page).evaluate(
    (nav) => nav.getBoundingClientRect().bottom <= 0,
  );
}

/**
 * CONTRIBUTING.md, Layout at each width: where the navigation items, the hamburger,
 * the menu button, the sidebar and the outline are, and the heights.
 */
const LAYOUTS = [
  {
    width: 700,
    navbarHeight: NAVBAR_MOBILE_HEIGHT_PX,
    navItemsInNavbar: false,
    sidebarColumn: false,
    menuButton: {withHeadings: true, withoutHeadings: true},
    outlineColumn: false,
  },
  {
    width: 800,
    navbarHeight: NAVBAR_HEIGHT_PX,
    navItemsInNavbar: true,
    sidebarColumn: false,
    menuButton: {withHeadings: true, withoutHeadings: true},
    outlineColumn: false,
  },
  {
    width: 1000,
    navbarHeight: NAVBAR_HEIGHT_PX,
    navItemsInNavbar: true,
    sidebarColumn: true,
    menuButton: {withHeadings: true, withoutHeadings: false},
    outlineColumn: false,
  },
  {
    width: 1200,
    navbarHeight: NAVBAR_HEIGHT_PX,
    navItemsInNavbar: true,
    sidebarColumn: true,
    menuButton: {withHeadings: true, withoutHeadings: false},
    outlineColumn: false,
  },
  {
    width: 1400,
    navbarHeight: NAVBAR_HEIGHT_PX,
    navItemsInNavbar: true,
    sidebarColumn: true,
    menuButton: {withHeadings: false, withoutHeadings: false},
    outlineColumn: true,
  },
] as const;

for (const t of LANGUAGES) {
  test.describe(`layout (${t.lang})`, () => {
    for (const layout of LAYOUTS) {
      test.describe(`at ${layout.width} px`, () => {
        test('places the navigation, sidebar and outline by the breakpoints', async ({
          page,
        }) => {
          await open(page, t.prefix + WITH_HEADINGS, layout.width);

          expect(Math.round(await height(navbar(page)))).toBe(
            layout.navbarHeight,
          );
          for (const label of t.navItems) {
            expect(await navbarItem(page, label).isVisible()).toBe(
              layout.navItemsInNavbar,
            );
          }
          expect(await hamburger(page, t).isVisible()).toBe(
            !layout.navItemsInNavbar,
          );
          expect(await sidebarColumn(page).isVisible()).toBe(
            layout.sidebarColumn,
          );

          expect(await menuButton(page, t).isVisible()).toBe(
            layout.menuButton.withHeadings,
          );
          expect(await outlineColumn(page).isVisible()).toBe(
            layout.outlineColumn,
          );
          if (layout.outlineColumn) {
            // CONTRIBUTING.md, Layout: the outline is titled ON THIS PAGE.
            expect(
              await outlineColumn(page)
                .getByText(t.onThisPage, {exact: true})
                .innerText(),
            ).toBe(t.outlineTitle);
          }
          // The outline is behind the menu bar wherever it is not a column.
          expect(await outlineToggle(page, t).isVisible()).toBe(
            !layout.outlineColumn,
          );
          if (layout.menuButton.withHeadings) {
            const bar = menuBar(page);
            expect(Math.round(await height(bar))).toBe(
              SIDEBAR_MENU_BAR_HEIGHT_PX,
            );
            expect(Math.round(await top(bar))).toBe(layout.navbarHeight);
          }

          await open(page, t.prefix + WITHOUT_HEADINGS, layout.width);
          expect(await menuButton(page, t).isVisible()).toBe(
            layout.menuButton.withoutHeadings,
          );
          expect(await outlineToggle(page, t).count()).toBe(0);
          expect(await sidebarColumn(page).isVisible()).toBe(
            layout.sidebarColumn,
          );
        });
      });
    }

    for (const layout of LAYOUTS) {
      test.describe(`weekly report at ${layout.width} px`, () => {
        test('places the sidebar and outline by the same breakpoints', async ({
          page,
        }) => {
          await open(page, t.prefix + WEEKLY_WITH_SIDEBAR, layout.width);
          const sidebar = page
            .locator('aside')
            .getByRole('group', {name: t.makepadReports});
          expect(await sidebar.isVisible()).toBe(layout.sidebarColumn);
          expect(await outlineColumn(page).isVisible()).toBe(
            layout.outlineColumn,
          );
          expect(await outlineToggle(page, t).isVisible()).toBe(
            !layout.outlineColumn,
          );
          expect(await menuButton(page, t).isVisible()).toBe(
            layout.menuButton.withHeadings,
          );
        });
      });
    }

    test.describe('mobile menu', () => {
      test('opens a full-screen menu of the navigation items and closes on its toggle', async ({
        page,
      }) => {
        await open(page, t.prefix + WITH_HEADINGS, 700);
        await hamburger(page, t).click();
        await drawer(page).waitFor({state: 'visible'});
        // It slides in from the left, then fills the screen.
        await page.waitForFunction(
          () =>
            document.querySelector('.navbar-sidebar')!.getBoundingClientRect()
              .x === 0,
        );
        const box = await drawer(page).boundingBox();
        expect(box).toMatchObject({x: 0, y: 0, width: 700, height: HEIGHT});
        for (const label of t.navItems) {
          expect(
            await drawer(page)
              .getByRole('link', {name: label, exact: true})
              .isVisible(),
          ).toBe(true);
        }
        expect(await hamburger(page, t).getAttribute('aria-expanded')).toBe(
          'true',
        );
        await drawer(page)
          .getByRole('button', {name: t.closeMenu, exact: true})
          .click();
        await drawer(page).waitFor({state: 'hidden'});
        expect(await hamburger(page, t).getAttribute('aria-expanded')).toBe(
          'false',
        );
      });

      test('closes on Escape and gives the focus back to the button that opened it', async ({
        page,
      }) => {
        await open(page, t.prefix + WITH_HEADINGS, 700);
        await hamburger(page, t).click();
        await drawer(page).waitFor({state: 'visible'});
        await page.keyboard.press('Escape');
        await drawer(page).waitFor({state: 'hidden'});
        expect(await hamburger(page, t).getAttribute('aria-expanded')).toBe(
          'false',
        );
        expect(
          await hamburger(page, t).evaluate(
            (button) => document.activeElement === button,
          ),
        ).toBe(true);
        // The sidebar's drawer, opened from the menu bar, too.
        await page.setViewportSize({width: 800, height: HEIGHT});
        await menuButton(page, t).click();
        await drawer(page).waitFor({state: 'visible'});
        await page.keyboard.press('Escape');
        await drawer(page).waitFor({state: 'hidden'});
        expect(await menuButton(page, t).getAttribute('aria-expanded')).toBe(
          'false',
        );
      });

      for (const width of [1000, 1280]) {
        test(`opens the sidebar drawer at the current page's link (${width} px)`, async ({
          page,
        }) => {
          // Far down the API sidebar's 160 links.
          await open(page, `${t.prefix}/api/widgets/web-view`, width);
          await menuButton(page, t).click();
          const link = drawer(page).locator(
            `a.menu__link[aria-current="page"][href="${t.prefix}/api/widgets/web-view"]`,
          );
          await link.waitFor({state: 'visible'});
          await expect
            .poll(() =>
              link.evaluate((element) => {
                const box = element.getBoundingClientRect();
                const list = element.closest('.navbar-sidebar__item')!;
                const view = list.getBoundingClientRect();
                return (
                  box.top >= view.top &&
                  box.bottom <= Math.min(view.bottom, window.innerHeight)
                );
              }),
            )
            .toBe(true);
        });
      }

      test('builds its menus when the reader first opens it, not with the page', async ({
        page,
      }) => {
        await open(page, `${t.prefix}/api/widgets/web-view`, 1280);
        // The closed drawer is there for the opening to slide in, empty.
        await expect(drawer(page)).toHaveCount(1);
        await expect(drawer(page).locator('.menu__link')).toHaveCount(0);
        await menuButton(page, t).click();
        await expect(
          drawer(page).locator(
            `a.menu__link[aria-current="page"][href="${t.prefix}/api/widgets/web-view"]`,
          ),
        ).toBeVisible();
      });

      test('closes when the reader goes to another page', async ({page}) => {
        await open(page, t.prefix + WITH_HEADINGS, 700);
        await hamburger(page, t).click();
        await drawer(page)
          .getByRole('link', {name: t.navItems[3], exact: true})
          .click();
        await page.waitForURL(url(`${t.prefix}/examples/introduction`));
        await drawer(page).waitFor({state: 'hidden'});
        expect(await hamburger(page, t).getAttribute('aria-expanded')).toBe(
          'false',
        );
      });

      test('closes when the window widens past the mobile width', async ({
        page,
      }) => {
        await open(page, t.prefix + WITH_HEADINGS, 700);
        await hamburger(page, t).click();
        await drawer(page).waitFor({state: 'visible'});
        await page.setViewportSize({width: 800, height: HEIGHT});
        await drawer(page).waitFor({state: 'hidden'});
        expect(await navbarItem(page, t.navItems[0]).isVisible()).toBe(true);
        expect(await hamburger(page, t).isVisible()).toBe(false);
      });

      test('opens the sidebar from the menu button, and closes it on navigation', async ({
        page,
      }) => {
        await open(page, t.prefix + WITH_HEADINGS, 800);
        await menuButton(page, t).click();
        const link = drawer(page).getByRole('link', {
          name: t.nextPageTitle,
          exact: true,
        });
        await link.waitFor({state: 'visible'});
        await link.click();
        await page.waitForURL(url(`${t.prefix}/guide/start/makepad-framework`));
        await drawer(page).waitFor({state: 'hidden'});
        expect(await menuButton(page, t).getAttribute('aria-expanded')).toBe(
          'false',
        );
      });
    });

    test.describe('navbar on scroll', () => {
      for (const width of [1400, 1000]) {
        test(`hides while scrolling down and comes back on the way up (${width} px)`, async ({
          page,
        }) => {
          await open(page, t.prefix + WITH_HEADINGS, width);
          expect(await navbarScrolledAway(page)).toBe(false);
          await page.mouse.move(width / 2, HEIGHT / 2);
          // Wheel scrolling is animated: wait for each scroll to end.
          const scrolledTo = (y: number) =>
            page.waitForFunction((target) => window.scrollY === target, y);
          for (let i = 0; i < 5; i += 1) {
            await page.mouse.wheel(0, 400);
          }
          await scrolledTo(2000);
          await page.waitForFunction(
            () =>
              document.querySelector('nav.navbar')!.getBoundingClientRect()
                .bottom <= 0,
          );
          if (width <= 1280) {
            // The menu bar takes the navbar's place at the top.
            await page.waitForFunction(
              () =>
                document
                  .querySelector('[data-sidebar-menu-bar]')!
                  .getBoundingClientRect().top === 0,
            );
          }
          await page.mouse.wheel(0, -300);
          await scrolledTo(1700);
          await page.waitForFunction(
            () =>
              document.querySelector('nav.navbar')!.getBoundingClientRect()
                .top === 0,
          );
          expect(await navbarScrolledAway(page)).toBe(false);
        });
      }

      test('stays while its language menu is open, and the menu keeps working', async ({
        page,
      }) => {
        // The page's clock is paused, so the throttled update after the
        // scroll runs exactly when the test steps the clock.
        await page.clock.install();
        await open(page, t.prefix + WITH_HEADINGS, 1400);
        await page.clock.pauseAt(Date.now() + 60_000);
        const menu = await openLanguageMenu(page);

        await page.mouse.move(700, HEIGHT / 2);
        for (let i = 0; i < 5; i += 1) {
          await page.mouse.wheel(0, 400);
        }
        await page.waitForFunction(() => window.scrollY === 2000);
        await page.clock.runFor(NAVBAR_SCROLL_THROTTLE_MS);
        await settle(page);
        const scrolledAway = await page.evaluate(
          (name) => document.documentElement.hasAttribute(name),
          NAVBAR_SCROLLED_AWAY_ATTRIBUTE,
        );
        expect(scrolledAway).toBe(false);
        await expect(menu).toHaveClass(/\bdropdown--show\b/);

        await page.clock.resume();
        const other = LANGUAGES.find((language) => language !== t)!;
        await menu.getByRole('link', {name: LOCALE_LABEL[other.lang]}).click();
        await page.waitForURL(url(other.prefix + WITH_HEADINGS));
      });
    });

    test.describe('outline', () => {
      test('opens the local outline, and closes it on the toggle and on a click outside', async ({
        page,
      }) => {
        await open(page, t.prefix + WITH_HEADINGS, 1000);
        const toggle = outlineToggle(page, t);
        const panel = localOutline(page, t);
        expect(await panel.isVisible()).toBe(false);

        await toggle.click();
        await panel.waitFor({state: 'visible'});
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        const text = (texts: string[]) =>
          texts.map((value) => value.replace(/\u200b/g, '').trim());
        const headings = text(
          await page.locator('article h2.anchor').allTextContents(),
        );
        const links = text(await panel.getByRole('link').allTextContents());
        expect(links).toEqual(expect.arrayContaining(headings));
        expect(headings.length).toBeGreaterThan(2);

        await toggle.click();
        await panel.waitFor({state: 'hidden'});

        await toggle.click();
        await panel.waitFor({state: 'visible'});
        // A click on the page beside the outline panel.
        await page.locator('article h1').click({position: {x: 5, y: 5}});
        await panel.waitFor({state: 'hidden'});
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');

        await toggle.click();
        await panel.getByRole('link').nth(1).click();
        await panel.waitFor({state: 'hidden'});
        expect(new URL(page.url()).hash).not.toBe('');
      });

      test('marks the heading being read in the desktop outline as the reader scrolls', async ({
        page,
      }) => {
        await open(page, t.prefix + WITH_HEADINGS, 1400);
        const ids = await page
          .locator('article h2.anchor')
          .evaluateAll((headings) => headings.map((h) => h.id));
        expect(ids.length).toBeGreaterThan(2);
        const active = outlineColumn(page).locator(
          'a[aria-current="location"]',
        );
        for (const id of [ids[2]!, ids[0]!, ids.at(-1)!]) {
          await page.evaluate((headingId) => {
            const heading = document.getElementById(headingId)!;
            window.scrollTo(0, heading.offsetTop - 120);
          }, id);
          await page.waitForFunction(
            (headingId) =>
              document
                .querySelector(
                  '[data-outline="column"] a[aria-current="location"]',
                )
                ?.getAttribute('href') === `#${headingId}`,
            id,
          );
          expect(await active.count()).toBe(1);
        }
      });
    });

    test.describe('scroll-to-top button', () => {
      /** Pages with a long text, a live preview (its Reset button), a weekly post. */
      const COVER_PAGES = [
        WITH_HEADINGS,
        '/api/Sdf2d/methods/draw/primitives/circle',
        WEEKLY_WITH_SIDEBAR,
      ];
      for (const width of [390, 700, 1100, 1400]) {
        test(`never covers text or a control, from the first scroll to the footer (${width} px)`, async ({
          page,
        }) => {
          const covered: string[] = [];
          for (const path of COVER_PAGES) {
            await open(page, t.prefix + path, width);
            const height = await page.evaluate(
              () => document.documentElement.scrollHeight - window.innerHeight,
            );
            expect(height).toBeGreaterThan(1000);
            for (const share of [0.3, 0.6, 1]) {
              await page.evaluate(
                (y) => window.scrollTo({top: y, behavior: 'instant'}),
                Math.round(height * share),
              );
              const button = page.getByRole('button', {
                name: t.toTop,
                exact: true,
              });
              await button.waitFor({state: 'visible'});
              await animationsEnded(page);
              const under = await button.evaluate(whatTheButtonCovers);
              covered.push(
                ...under.map((what) => `${path} at ${share}: ${what}`),
              );
            }
          }
          expect(covered).toEqual([]);
        });
      }

      for (const width of [1400, 700]) {
        test(`appears once the reader has scrolled and brings them back up (${width} px)`, async ({
          page,
        }) => {
          await open(page, t.prefix + WITH_HEADINGS, width);
          const button = page.getByRole('button', {name: t.toTop, exact: true});
          expect(await button.isVisible()).toBe(false);
          await page.evaluate(() => window.scrollTo(0, 1500));
          await button.waitFor({state: 'visible'});
          await button.click();
          await page.waitForFunction(() => window.scrollY === 0);
          await button.waitFor({state: 'hidden'});
        });
      }
    });

    test.describe('sidebar groups', () => {
      test('collapse and expand, and the group of the current page opens', async ({
        page,
      }) => {
        await open(page, t.prefix + '/guide/start/tutorial-ui-zoo', 1400);
        const sidebar = sidebarColumn(page);
        const group = sidebar.getByRole('button', {
          name: t.widget,
          exact: true,
        });
        const widgetPage = sidebar.getByRole('link', {
          name: t.widgetPage,
          exact: true,
        });
        expect(await group.getAttribute('aria-expanded')).toBe('true');
        expect(await widgetPage.isVisible()).toBe(true);
        await group.click();
        await widgetPage.waitFor({state: 'hidden'});
        expect(await group.getAttribute('aria-expanded')).toBe('false');

        // The next page is the first of the Widget group.
        await page
          .locator('.pagination-nav')
          .getByRole('link', {name: new RegExp(`^${t.next}`)})
          .click();
        await page.waitForURL(url(`${t.prefix}/guide/widget/`));
        await widgetPage.waitFor({state: 'visible'});
        expect(await group.getAttribute('aria-expanded')).toBe('true');

        await group.click();
        await widgetPage.waitFor({state: 'hidden'});
        await group.click();
        await widgetPage.waitFor({state: 'visible'});
      });

      test('collapse and expand in the weekly sidebar, with the current project open', async ({
        page,
      }) => {
        await open(page, t.prefix + WEEKLY_WITH_SIDEBAR, 1400);
        const sidebar = page.locator('aside').filter({visible: true});
        const makepad = sidebar.getByRole('group', {name: t.makepadReports});
        const robrix = sidebar.getByRole('group', {name: t.robrix});
        const makepadToggle = makepad.getByRole('button', {
          name: t.makepadReports,
        });
        const makepadLink = makepad.getByRole('link').first();
        expect(await makepadLink.isVisible()).toBe(true);
        expect(await makepadToggle.getAttribute('aria-expanded')).toBe('true');
        expect(await robrix.getByRole('link').first().isVisible()).toBe(true);
        expect(
          await robrix.getByRole('button').getAttribute('aria-expanded'),
        ).toBe('true');

        await makepadToggle.click();
        await makepadLink.waitFor({state: 'hidden'});
        expect(await makepadToggle.getAttribute('aria-expanded')).toBe('false');
        await makepadToggle.click();
        await makepadLink.waitFor({state: 'visible'});
        expect(await makepadToggle.getAttribute('aria-expanded')).toBe('true');
      });
    });

    test.describe('query parameters', () => {
      test('?outline=0 hides the whole outline, its title and the local outline', async ({
        page,
      }) => {
        await openHiding(page, t.prefix + WITH_HEADINGS, 'outline', 1400);
        expect(await outlineColumn(page).count()).toBe(1);
        expect(await outlineColumn(page).isVisible()).toBe(false);
        expect(
          await page
            .getByText(t.onThisPage, {exact: true})
            .filter({visible: true})
            .count(),
        ).toBe(0);

        // After each resize, wait for the layout of that width (the sidebar
        // column at 1000 px, the menu button at 800 px) before looking for
        // the outline toggle.
        await page.setViewportSize({width: 1000, height: HEIGHT});
        await sidebarColumn(page).waitFor({state: 'visible'});
        expect(await outlineToggle(page, t).isVisible()).toBe(false);
        await page.setViewportSize({width: 800, height: HEIGHT});
        await menuButton(page, t).waitFor({state: 'visible'});
        expect(await menuButton(page, t).isVisible()).toBe(true);
        expect(await outlineToggle(page, t).isVisible()).toBe(false);
      });

      test('?footer=0 hides the previous/next footer of a doc page', async ({
        page,
      }) => {
        const pager = (page: Page) => page.locator('.pagination-nav');
        const lastUpdated = (page: Page) => page.locator('.theme-last-updated');
        await open(page, t.prefix + WITH_HEADINGS, 1400);
        expect(
          await pager(page)
            .getByRole('link', {name: new RegExp(`^${t.next}`)})
            .isVisible(),
        ).toBe(true);
        expect(await lastUpdated(page).isVisible()).toBe(true);

        await openHiding(page, t.prefix + WITH_HEADINGS, 'footer', 1400);
        expect(await pager(page).count()).toBe(1);
        expect(await pager(page).isVisible()).toBe(false);
        expect(await lastUpdated(page).count()).toBe(1);
        expect(await lastUpdated(page).isVisible()).toBe(false);
      });

      test('?navbar=0 hides the navbar (height 0) and the menu bar takes its place', async ({
        page,
      }) => {
        await openHiding(page, t.prefix + WITH_HEADINGS, 'navbar', 1000);
        expect(Math.round(await height(navbar(page)))).toBe(
          NAVBAR_HIDDEN_HEIGHT_PX,
        );
        expect(await navbarItem(page, t.navItems[0]).isVisible()).toBe(false);
        // The menu bar's `top` moves with a short transition: let it end.
        await animationsEnded(menuBar(page));
        expect(Math.round(await top(menuBar(page)))).toBe(0);
        // The menu button still opens the sidebar.
        await menuButton(page, t).click();
        await drawer(page)
          .getByRole('link', {name: t.nextPageTitle, exact: true})
          .waitFor({state: 'visible'});
      });

      test('?sidebar=0 hides the sidebar and its menu button', async ({
        page,
      }) => {
        await openHiding(page, t.prefix + WITH_HEADINGS, 'sidebar', 1400);
        expect(await sidebarColumn(page).isVisible()).toBe(false);
        await page.setViewportSize({width: 800, height: HEIGHT});
        await outlineToggle(page, t).waitFor({state: 'visible'});
        expect(await outlineToggle(page, t).isVisible()).toBe(true);
        expect(await menuButton(page, t).isVisible()).toBe(false);
      });
    });
  });
}
