/**
 * Dates as the pages show them, written without `Intl`. The first
 * `Intl.DateTimeFormat` a page creates loads the browser's ICU date data:
 * 33–79 ms of a phone's main thread (Chromium, 4× CPU slowdown), in the
 * middle of hydration, on every doc page (its last-updated date) and weekly
 * page. The site has two languages; each writes a day of the Gregorian
 * calendar in one fixed pattern, the one `Intl` gives for the options
 * below (dates.test.ts compares them, day by day).
 */
import type {Locale} from '../data/site';

/** How the month is written: `Nov` or `November` in English. */
export type MonthStyle = 'short' | 'long';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * `date`'s day in UTC, as `new Intl.DateTimeFormat(locale, {year:
 * 'numeric', month, day: 'numeric', timeZone: 'UTC'})` formats it:
 * `Nov 27, 2026` or `November 27, 2026` in English, `2026年11月27日` in
 * Chinese (both month styles).
 */
export function formatUtcDate(
  date: Date,
  locale: Locale,
  month: MonthStyle,
): string {
  const year = date.getUTCFullYear();
  const monthIndex = date.getUTCMonth();
  const day = date.getUTCDate();
  if (locale === 'zh') {
    return `${year}年${monthIndex + 1}月${day}日`;
  }
  const name = MONTHS[monthIndex] ?? '';
  return `${month === 'short' ? name.slice(0, 3) : name} ${day}, ${year}`;
}
