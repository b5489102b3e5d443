import {cycleIndex} from './cyclic';

describe('cyclic highlight', () => {
  it('wraps down from the last to the first and up from the first to the last', () => {
    expect(cycleIndex(2, 1, 3)).toBe(0);
    expect(cycleIndex(0, -1, 3)).toBe(2);
    expect(cycleIndex(1, 1, 3)).toBe(2);
    expect(cycleIndex(1, -1, 3)).toBe(0);
  });

  it('starts at an end when nothing is highlighted, and is -1 without items', () => {
    expect(cycleIndex(-1, 1, 3)).toBe(0);
    expect(cycleIndex(-1, -1, 3)).toBe(2);
    expect(cycleIndex(0, 1, 0)).toBe(-1);
  });
});
