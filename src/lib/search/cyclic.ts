/**
 * The highlighted result moves cyclically (CONTRIBUTING.md, Search): down from the last goes
 * to the first, up from the first goes to the last. -1 means none.
 */
export function cycleIndex(
  current: number,
  step: 1 | -1,
  length: number,
): number {
  if (length <= 0) {
    return -1;
  }
  if (current < 0 || current >= length) {
    return step === 1 ? 0 : length - 1;
  }
  return (current + step + length) % length;
}
