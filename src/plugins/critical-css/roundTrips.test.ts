import {
  FIRST_ROUND_TRIP_BODY_BYTES as FIRST,
  paintsSoonerInlined,
  roundTrips,
  roundTripsToPaint,
} from './roundTrips';

describe('roundTrips', () => {
  it('takes one round trip up to the first window', () => {
    expect(roundTrips(0)).toBe(1);
    expect(roundTrips(FIRST)).toBe(1);
  });

  it('doubles the window on each round trip after it', () => {
    expect(roundTrips(FIRST + 1)).toBe(2);
    expect(roundTrips(3 * FIRST)).toBe(2);
    expect(roundTrips(3 * FIRST + 1)).toBe(3);
    expect(roundTrips(7 * FIRST)).toBe(3);
    expect(roundTrips(7 * FIRST + 1)).toBe(4);
  });
});

describe('roundTripsToPaint', () => {
  it('adds one for a linked stylesheet', () => {
    expect(roundTripsToPaint(10_000, true)).toBe(2);
    expect(roundTripsToPaint(10_000, false)).toBe(1);
  });
});

describe('paintsSoonerInlined', () => {
  const css = 13_900; // the docs frame's stylesheet, gzip

  it('keeps the link on a page whose HTML fits the first round trip', () => {
    // Two round trips either way; the linked file is cached.
    expect(paintsSoonerInlined(12_000, 12_000 + css)).toBe(false);
  });

  it('inlines on a page whose HTML takes a second round trip anyway', () => {
    // A widget page: 17.4 KB, then its stylesheet (3 round trips), or
    // 31 KB at once (2).
    expect(paintsSoonerInlined(17_400, 17_400 + css)).toBe(true);
  });

  it('keeps the link where the stylesheet would need a round trip of its own', () => {
    // 40 KB of HTML takes 2 round trips; with the rules, 3: no sooner.
    expect(paintsSoonerInlined(40_000, 40_000 + css)).toBe(false);
  });
});
