import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatMoment, formatWallClock } from './dates';
import { formatCents, formatEuro } from './money';

describe('dates, times and euro amounts for the language', () => {
  it.each([
    ['en-US', 'Jun 3, 2025', 'Tuesday, June 3, 2025', 'December 31, 2030'],
    ['pl-PL', '3 cze 2025', 'wtorek, 3 czerwca 2025', '31 grudnia 2030'],
    ['zh-CN', '2025年6月3日', '2025年6月3日星期二', '2030年12月31日'],
  ])('%s: calendar dates keep their day', (language, medium, full, long) => {
    expect(formatCalendarDate('2025-06-03', language)).toBe(medium);
    // A timestamp's date part is its calendar date, whatever the time.
    expect(formatCalendarDate('2025-06-03 23:59:00', language)).toBe(medium);
    expect(formatCalendarDate('2025-06-03', language, 'full')).toBe(full);
    expect(formatCalendarDate('2030-12-31', language, 'long')).toBe(long);
  });

  it.each([
    ['en-US', 'May 27, 2025, 2:10 PM'],
    ['pl-PL', '27 maj 2025, 14:10'],
    ['zh-CN', '2025年5月27日 14:10'],
  ])('%s: wall-clock times are shown as the API wrote them', (language, expected) => {
    expect(formatWallClock('2025-05-27 14:10:33', language)).toBe(expected);
    expect(formatWallClock('2025-05-27T14:10', language)).toBe(expected);
  });

  it('returns text that is not a date as it came', () => {
    expect(formatCalendarDate('unknown', 'pl-PL')).toBe('unknown');
    expect(formatWallClock('2025-05-27', 'pl-PL')).toBe('2025-05-27');
  });

  it('shows a moment of this browser in the language', () => {
    expect(formatMoment(new Date(2025, 4, 27, 14, 10), 'zh-CN')).toBe('2025年5月27日 14:10');
    expect(formatMoment(new Date(2025, 4, 27, 14, 10), 'pl-PL', 'long')).toBe('27 maja 2025 14:10');
  });

  it.each([
    ['en-US', '€1,234.50', '€0.10'],
    ['pl-PL', '1234,50 €', '0,10 €'],
    ['zh-CN', '€1,234.50', '€0.10'],
  ])('%s: euro amounts with 2 decimals', (language, large, small) => {
    expect(formatEuro(1234.5, language).replace(/\s/g, ' ')).toBe(large);
    expect(formatCents(10, language).replace(/\s/g, ' ')).toBe(small);
  });
});
