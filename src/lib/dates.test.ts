import {formatUtcDate, type MonthStyle} from './dates';
import {LOCALES, LOCALE_CONFIGS} from '../data/site';

describe('formatUtcDate', () => {
  const styles: MonthStyle[] = ['short', 'long'];

  it('writes every day of two years as Intl does, in each language and month style', () => {
    const start = Date.UTC(2025, 0, 1);
    for (const locale of LOCALES) {
      for (const month of styles) {
        const intl = new Intl.DateTimeFormat(LOCALE_CONFIGS[locale].htmlLang, {
          year: 'numeric',
          month,
          day: 'numeric',
          timeZone: 'UTC',
        });
        for (let day = 0; day < 731; day += 1) {
          const date = new Date(start + day * 86_400_000);
          expect(
            `${locale} ${month} ${formatUtcDate(date, locale, month)}`,
          ).toBe(`${locale} ${month} ${intl.format(date)}`);
        }
      }
    }
  });

  it('takes the day in UTC, not in the reader’s time zone', () => {
    // 23:30 UTC is already the next day east of Greenwich.
    const lateEvening = new Date(Date.UTC(2026, 10, 27, 23, 30));
    expect(formatUtcDate(lateEvening, 'en', 'short')).toBe('Nov 27, 2026');
    expect(formatUtcDate(lateEvening, 'zh', 'long')).toBe('2026年11月27日');
  });
});
