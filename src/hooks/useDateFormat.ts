import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {asLocale} from '../data/site';
import {formatUtcDate, type MonthStyle} from '../lib/dates';

/**
 * Writes a date of the page's language as the pages show it
 * (src/lib/dates.ts, without Intl), its month in `month` style.
 */
export function useDateFormat(
  month: MonthStyle,
): (date: Date | string | number) => string {
  const {i18n} = useDocusaurusContext();
  const locale = asLocale(i18n.currentLocale);
  return (date) => formatUtcDate(new Date(date), locale, month);
}
