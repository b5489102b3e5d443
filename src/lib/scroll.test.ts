import {
  activeHeadingIndex,
  navbarVisibleAfterScroll,
  showsScrollToTop,
  watchNavbarScroll,
} from './scroll';

describe('navbarVisibleAfterScroll', () => {
  const base = {
    setting: 'auto',
    previousY: 500,
    y: 800,
    navbarHeight: 72,
    menuOpen: false,
    visible: true,
  } as const;

  it('hides the navbar while scrolling down with the auto setting', () => {
    expect(navbarVisibleAfterScroll(base)).toBe(false);
  });

  it('shows it again when scrolling up', () => {
    expect(
      navbarVisibleAfterScroll({
        ...base,
        previousY: 800,
        y: 700,
        visible: false,
      }),
    ).toBe(true);
  });

  it('keeps its state when the position does not change', () => {
    expect(
      navbarVisibleAfterScroll({...base, previousY: 800, visible: false}),
    ).toBe(false);
  });

  it('always shows it within its own height of the top', () => {
    expect(navbarVisibleAfterScroll({...base, previousY: 0, y: 72})).toBe(true);
  });

  it('never hides it with the never setting or while a menu is open', () => {
    expect(navbarVisibleAfterScroll({...base, setting: 'never'})).toBe(true);
    expect(navbarVisibleAfterScroll({...base, menuOpen: true})).toBe(true);
  });
});

describe('watchNavbarScroll', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  function watch() {
    const decisions: boolean[] = [];
    const watcher = watchNavbarScroll({
      setting: 'auto',
      waitMs: 200,
      initialY: 0,
      navbarHeight: () => 72,
      menuOpen: () => false,
      onChange: (visible) => decisions.push(visible),
    });
    /** Scroll events at the given times (ms from now) and positions. */
    const scroll = (events: [number, number][]) => {
      let now = 0;
      for (const [at, y] of events) {
        jest.advanceTimersByTime(at - now);
        now = at;
        watcher.onScroll(y);
      }
      jest.advanceTimersByTime(1000);
    };
    return {decisions, scroll, watcher};
  }

  it('decides at most once per 200 ms, on the latest position', () => {
    const {decisions, scroll} = watch();
    scroll([
      [0, 100],
      [50, 200],
      [100, 300],
      [150, 400],
    ]);
    expect(decisions).toEqual([false, false]);
  });

  it('sees a short scroll back up between two updates', () => {
    // Down to 2000 px, then back up to 1700 px before the next update: the
    // last update sampled 1600 px, yet the latest movement is upwards.
    const {decisions, scroll} = watch();
    scroll([
      [0, 400],
      [274, 800],
      [436, 1200],
      [470, 1600],
      [506, 2000],
      [620, 1700],
    ]);
    expect(decisions.at(-1)).toBe(true);
  });

  it('starts visible again after a reset', () => {
    const {decisions, scroll, watcher} = watch();
    scroll([[0, 400]]);
    watcher.reset();
    scroll([[0, 400]]);
    expect(decisions).toEqual([false, true]);
  });
});

describe('showsScrollToTop', () => {
  it('appears once the reader has scrolled past the threshold', () => {
    expect(showsScrollToTop(0, 200)).toBe(false);
    expect(showsScrollToTop(200, 200)).toBe(false);
    expect(showsScrollToTop(201, 200)).toBe(true);
  });
});

describe('activeHeadingIndex', () => {
  const offset = 72;
  const height = 800;

  it('is -1 above the first heading', () => {
    expect(activeHeadingIndex([600, 1400], offset, height)).toBe(-1);
  });

  it('picks the first heading below the navbar in the upper half', () => {
    expect(activeHeadingIndex([-300, 100, 900], offset, height)).toBe(1);
  });

  it('picks the heading before when the next one is in the lower half', () => {
    expect(activeHeadingIndex([-300, 600, 900], offset, height)).toBe(0);
  });

  it('picks the last heading once every heading has scrolled past', () => {
    expect(activeHeadingIndex([-900, -300], offset, height)).toBe(1);
  });

  it('has nothing to pick without headings', () => {
    expect(activeHeadingIndex([], offset, height)).toBe(-1);
  });
});
