import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import {
  MIN_PICKUP_INTERVAL_MINUTES,
  PICKUP_DAY_COUNT,
  PICKUP_TIME_WINDOWS,
  addDaysToIsoDate,
  easterSunday,
  hasPickupWindowEnded,
  isIsoDate,
  isOfferedPickupWindow,
  isPickupDateOffered,
  isPickupWorkday,
  isPolishHoliday,
  isValidPickupInterval,
  isoDateSchema,
  isoDayOfWeek,
  openPickupWindows,
  pickupDates,
  polishHolidays,
  timeOfDaySchema,
  timeOfDayToMinutes,
  warsawMinutes,
  warsawToday,
} from './pickup-calendar.ts';
import { SPEC } from '../test/spec.ts';

describe('polishHolidays', () => {
  it('matches the 2021 list of the specification exactly', () => {
    expect(polishHolidays(2021)).toEqual(SPEC.holidays2021);
  });

  it.each(Array.from({ length: 12 }, (_, i) => 2024 + i))(
    'equals the public holidays of date-holidays in %i',
    (year) => {
      const reference = new Holidays('PL')
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10));
      expect(polishHolidays(year)).toEqual([...new Set(reference)].sort());
    },
  );

  it('adds 24 December from 2025 on only', () => {
    expect(polishHolidays(2024)).not.toContain('2024-12-24');
    expect(polishHolidays(2025)).toContain('2025-12-24');
    expect(polishHolidays(2030)).toContain('2030-12-24');
    expect(polishHolidays(2024)).toHaveLength(13);
    expect(polishHolidays(2025)).toHaveLength(14);
  });

  it('computes Easter for known years, including the earliest and latest possible dates', () => {
    expect(easterSunday(2021)).toBe('2021-04-04');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
    expect(easterSunday(2000)).toBe('2000-04-23');
  });

  it('puts Pentecost on a Sunday and Corpus Christi on a Thursday', () => {
    for (let year = 2000; year <= 2100; year += 1) {
      const easter = easterSunday(year);
      expect(isoDayOfWeek(easter)).toBe(0);
      expect(isoDayOfWeek(addDaysToIsoDate(easter, 49))).toBe(0);
      expect(isoDayOfWeek(addDaysToIsoDate(easter, 60))).toBe(4);
    }
  });

  it('rejects years it cannot compute', () => {
    expect(() => polishHolidays(2021.5)).toThrow(RangeError);
    expect(() => polishHolidays(1500)).toThrow(RangeError);
    expect(() => polishHolidays(10_000)).toThrow(RangeError);
    expect(() => polishHolidays(Number.NaN)).toThrow(RangeError);
  });
});

describe('isPolishHoliday', () => {
  it('recognises fixed and movable holidays', () => {
    expect(isPolishHoliday('2021-06-03')).toBe(true);
    expect(isPolishHoliday('2026-04-06')).toBe(true); // Easter Monday 2026
    expect(isPolishHoliday('2025-12-24')).toBe(true);
    expect(isPolishHoliday('2024-12-24')).toBe(false);
    expect(isPolishHoliday('2021-06-04')).toBe(false);
  });

  it('is false for anything that is not a calendar date', () => {
    expect(isPolishHoliday('')).toBe(false);
    expect(isPolishHoliday('2021-1-1')).toBe(false);
    expect(isPolishHoliday('2021-02-30')).toBe(false);
    expect(isPolishHoliday('2021-01-01T00:00:00Z')).toBe(false);
  });
});

describe('date helpers', () => {
  it('validates real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2021-02-30')).toBe(false);
    expect(isIsoDate('2021-04-31')).toBe(false);
    expect(isIsoDate('2021-13-01')).toBe(false);
    expect(isIsoDate('2021-00-10')).toBe(false);
    expect(isIsoDate('2021-01-00')).toBe(false);
    expect(isIsoDate(' 2021-01-01')).toBe(false);
    expect(isIsoDate('20210101')).toBe(false);
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDaysToIsoDate('2021-12-31', 1)).toBe('2022-01-01');
    expect(addDaysToIsoDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysToIsoDate('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDaysToIsoDate('2024-03-31', 1)).toBe('2024-04-01');
    expect(addDaysToIsoDate('2024-10-27', 1)).toBe('2024-10-28');
    expect(addDaysToIsoDate('2022-01-01', -1)).toBe('2021-12-31');
    expect(() => addDaysToIsoDate('2021-02-30', 1)).toThrow(RangeError);
  });

  it('knows the days of the week', () => {
    expect(isoDayOfWeek('2021-01-01')).toBe(5); // Friday
    expect(isoDayOfWeek('2024-03-09')).toBe(6); // Saturday
    expect(isoDayOfWeek('2024-03-10')).toBe(0); // Sunday
  });

  it('treats weekends, holidays and non-dates as non-workdays', () => {
    expect(isPickupWorkday('2024-03-08')).toBe(true);
    expect(isPickupWorkday('2024-03-09')).toBe(false);
    expect(isPickupWorkday('2024-04-01')).toBe(false); // Easter Monday
    expect(isPickupWorkday('nonsense')).toBe(false);
  });
});

describe('warsawToday', () => {
  it('takes the date in Warsaw, not in UTC', () => {
    // Winter time, UTC+1.
    expect(warsawToday(new Date('2024-03-08T22:59:59Z'))).toBe('2024-03-08');
    expect(warsawToday(new Date('2024-03-08T23:00:00Z'))).toBe('2024-03-09');
    // Summer time, UTC+2.
    expect(warsawToday(new Date('2024-07-01T21:59:59Z'))).toBe('2024-07-01');
    expect(warsawToday(new Date('2024-07-01T22:00:00Z'))).toBe('2024-07-02');
  });

  it('follows the switches to and from summer time', () => {
    // Clocks go forward on 31 March 2024: midnight after it is 22:00 UTC.
    expect(warsawToday(new Date('2024-03-30T22:59:59Z'))).toBe('2024-03-30');
    expect(warsawToday(new Date('2024-03-30T23:00:00Z'))).toBe('2024-03-31');
    expect(warsawToday(new Date('2024-03-31T21:59:59Z'))).toBe('2024-03-31');
    expect(warsawToday(new Date('2024-03-31T22:00:00Z'))).toBe('2024-04-01');
    // Clocks go back on 27 October 2024: midnight before it is 22:00 UTC, after it 23:00 UTC.
    expect(warsawToday(new Date('2024-10-26T21:59:59Z'))).toBe('2024-10-26');
    expect(warsawToday(new Date('2024-10-26T22:00:00Z'))).toBe('2024-10-27');
    expect(warsawToday(new Date('2024-10-27T22:59:59Z'))).toBe('2024-10-27');
    expect(warsawToday(new Date('2024-10-27T23:00:00Z'))).toBe('2024-10-28');
  });

  it('rejects an invalid Date', () => {
    expect(() => warsawToday(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('pickupDates', () => {
  const at = (instant: string): Date => new Date(instant);

  it('offers four dates by default', () => {
    expect(PICKUP_DAY_COUNT).toBe(4);
    expect(pickupDates(at('2024-03-04T09:00:00Z'))).toEqual([
      '2024-03-04',
      '2024-03-05',
      '2024-03-06',
      '2024-03-07',
    ]);
  });

  it('starts today and skips the weekend', () => {
    // Thursday 7 March 2024.
    expect(pickupDates(at('2024-03-07T10:00:00Z'))).toEqual([
      '2024-03-07',
      '2024-03-08',
      '2024-03-11',
      '2024-03-12',
    ]);
  });

  it('starts on Monday when asked on a weekend', () => {
    expect(pickupDates(at('2024-03-09T12:00:00Z'))).toEqual([
      '2024-03-11',
      '2024-03-12',
      '2024-03-13',
      '2024-03-14',
    ]);
    expect(pickupDates(at('2024-03-10T12:00:00Z'))[0]).toBe('2024-03-11');
  });

  it('treats a Friday-evening UTC instant that is already Saturday in Warsaw as Saturday', () => {
    const fridayUtcSaturdayWarsaw = at('2024-03-08T23:30:00Z');
    expect(fridayUtcSaturdayWarsaw.getUTCDay()).toBe(5);
    expect(pickupDates(fridayUtcSaturdayWarsaw)).toEqual([
      '2024-03-11',
      '2024-03-12',
      '2024-03-13',
      '2024-03-14',
    ]);
    // Late on Friday in Warsaw its windows are over, so Monday comes first as well.
    expect(pickupDates(at('2024-03-08T22:59:00Z'))[0]).toBe('2024-03-11');
  });

  it('skips Christmas Eve from 2025, Christmas and the weekend after it', () => {
    // Monday 22 December 2025.
    expect(pickupDates(at('2025-12-22T08:00:00Z'))).toEqual([
      '2025-12-22',
      '2025-12-23',
      '2025-12-29',
      '2025-12-30',
    ]);
    // In 2024 Christmas Eve was still a working day.
    expect(pickupDates(at('2024-12-23T08:00:00Z'))).toEqual([
      '2024-12-23',
      '2024-12-24',
      '2024-12-27',
      '2024-12-30',
    ]);
  });

  it('skips New Year and Epiphany across the change of year', () => {
    expect(pickupDates(at('2025-12-30T08:00:00Z'))).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-02',
      '2026-01-05',
    ]);
    // Tuesday 6 January 2026 is skipped too.
    expect(pickupDates(at('2026-01-02T08:00:00Z'))).toEqual([
      '2026-01-02',
      '2026-01-05',
      '2026-01-07',
      '2026-01-08',
    ]);
  });

  it('skips Easter Monday and Corpus Christi', () => {
    // Thursday 1 April 2021; Easter Monday is 5 April.
    expect(pickupDates(at('2021-04-01T08:00:00Z'))).toEqual([
      '2021-04-01',
      '2021-04-02',
      '2021-04-06',
      '2021-04-07',
    ]);
    // Wednesday 2 June 2021; Corpus Christi is Thursday 3 June.
    expect(pickupDates(at('2021-06-02T08:00:00Z'))).toEqual([
      '2021-06-02',
      '2021-06-04',
      '2021-06-07',
      '2021-06-08',
    ]);
  });

  it('handles the spring DST change, which in 2024 fell on Easter Sunday', () => {
    // 00:30 on Sunday 31 March in Warsaw (still UTC+1); Monday 1 April is Easter Monday.
    expect(pickupDates(at('2024-03-30T23:30:00Z'))).toEqual([
      '2024-04-02',
      '2024-04-03',
      '2024-04-04',
      '2024-04-05',
    ]);
    // 00:30 on Tuesday 2 April (now UTC+2) but still 1 April in UTC.
    expect(pickupDates(at('2024-04-01T22:30:00Z'))[0]).toBe('2024-04-02');
  });

  it('handles the autumn DST change', () => {
    // 23:30 on Sunday 27 October 2024 in Warsaw (UTC+1 again).
    expect(pickupDates(at('2024-10-27T22:30:00Z'))).toEqual([
      '2024-10-28',
      '2024-10-29',
      '2024-10-30',
      '2024-10-31',
    ]);
    // 00:30 on Monday 28 October in Warsaw.
    expect(pickupDates(at('2024-10-27T23:30:00Z'))).toEqual([
      '2024-10-28',
      '2024-10-29',
      '2024-10-30',
      '2024-10-31',
    ]);
    // All Saints' Day, Friday 1 November 2024, is skipped.
    expect(pickupDates(at('2024-10-30T08:00:00Z'))).toEqual([
      '2024-10-30',
      '2024-10-31',
      '2024-11-04',
      '2024-11-05',
    ]);
  });

  it('does not depend on the time zone of the machine', () => {
    const originalTz = process.env.TZ;
    const instant = at('2024-03-08T23:30:00Z');
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Tokyo']) {
        process.env.TZ = tz;
        expect(warsawToday(instant)).toBe('2024-03-09');
        expect(pickupDates(instant)[0]).toBe('2024-03-11');
        expect(addDaysToIsoDate('2024-03-30', 1)).toBe('2024-03-31');
        expect(addDaysToIsoDate('2024-10-26', 2)).toBe('2024-10-28');
      }
    } finally {
      if (originalTz === undefined) delete process.env.TZ;
      else process.env.TZ = originalTz;
    }
  });

  it('accepts another count and rejects a bad one', () => {
    expect(pickupDates(at('2024-03-04T09:00:00Z'), 0)).toEqual([]);
    expect(pickupDates(at('2024-03-04T09:00:00Z'), 6)).toEqual([
      '2024-03-04',
      '2024-03-05',
      '2024-03-06',
      '2024-03-07',
      '2024-03-08',
      '2024-03-11',
    ]);
    expect(() => pickupDates(at('2024-03-04T09:00:00Z'), -1)).toThrow(RangeError);
    expect(() => pickupDates(at('2024-03-04T09:00:00Z'), 1.5)).toThrow(RangeError);
  });
});

describe('warsawMinutes', () => {
  it('reads the clock in Warsaw, across the switches to and from summer time', () => {
    expect(warsawMinutes(new Date('2024-03-08T12:30:00Z'))).toBe(13 * 60 + 30); // UTC+1
    expect(warsawMinutes(new Date('2024-07-01T12:30:00Z'))).toBe(14 * 60 + 30); // UTC+2
    // 31 March 2024: 02:00 becomes 03:00 at 01:00 UTC.
    expect(warsawMinutes(new Date('2024-03-31T00:59:00Z'))).toBe(1 * 60 + 59);
    expect(warsawMinutes(new Date('2024-03-31T01:00:00Z'))).toBe(3 * 60);
    // 27 October 2024: 03:00 becomes 02:00 again at 01:00 UTC.
    expect(warsawMinutes(new Date('2024-10-27T00:30:00Z'))).toBe(2 * 60 + 30);
    expect(warsawMinutes(new Date('2024-10-27T01:30:00Z'))).toBe(2 * 60 + 30);
    expect(warsawMinutes(new Date('2024-10-27T23:00:00Z'))).toBe(0);
  });
  it('reads the clock of each minute afresh, and the same within one minute', () => {
    // One instant after another, as requests ask: within a minute, across midnight and back.
    expect(warsawMinutes(new Date('2024-03-31T00:59:00Z'))).toBe(1 * 60 + 59);
    expect(warsawMinutes(new Date('2024-03-31T00:59:59.999Z'))).toBe(1 * 60 + 59);
    expect(warsawMinutes(new Date('2024-03-31T01:00:00Z'))).toBe(3 * 60);
    expect(warsawToday(new Date('2024-11-30T22:59:59Z'))).toBe('2024-11-30');
    expect(warsawToday(new Date('2024-11-30T23:00:00Z'))).toBe('2024-12-01');
    expect(warsawToday(new Date('2024-11-30T22:59:00Z'))).toBe('2024-11-30');
  });
});

describe("today's pick-up windows", () => {
  const at = (instant: string): Date => new Date(instant);
  const windows = (isoDate: string, now: Date) =>
    openPickupWindows(isoDate, now).map((window) => `${window.from}-${window.to}`);

  it('keeps a window open until it ends, in Warsaw time', () => {
    // Friday 8 March 2024, UTC+1.
    expect(windows('2024-03-08', at('2024-03-08T11:59:00Z'))).toEqual([
      '10:00-13:00',
      '13:00-15:00',
    ]);
    expect(windows('2024-03-08', at('2024-03-08T12:00:00Z'))).toEqual(['13:00-15:00']);
    expect(windows('2024-03-08', at('2024-03-08T13:59:00Z'))).toEqual(['13:00-15:00']);
    expect(windows('2024-03-08', at('2024-03-08T14:00:00Z'))).toEqual([]);
    expect(hasPickupWindowEnded('2024-03-08', '13:00', at('2024-03-08T11:59:59Z'))).toBe(false);
    expect(hasPickupWindowEnded('2024-03-08', '13:00', at('2024-03-08T12:00:00Z'))).toBe(true);
  });

  it('uses summer time after the switch', () => {
    // Tuesday 2 April 2024, UTC+2: 13:00 UTC is already 15:00 in Warsaw.
    expect(windows('2024-04-02', at('2024-04-02T12:59:00Z'))).toEqual(['13:00-15:00']);
    expect(windows('2024-04-02', at('2024-04-02T13:00:00Z'))).toEqual([]);
  });

  it('keeps every window of a later date and none of an earlier one', () => {
    const now = at('2024-03-08T16:00:00Z');
    expect(windows('2024-03-11', now)).toHaveLength(PICKUP_TIME_WINDOWS.length);
    expect(windows('2024-03-07', now)).toEqual([]);
  });

  it('drops today from the dates once its last window has ended, still offering four', () => {
    expect(pickupDates(at('2024-03-07T13:59:00Z'))[0]).toBe('2024-03-07');
    expect(pickupDates(at('2024-03-07T14:00:00Z'))).toEqual([
      '2024-03-08',
      '2024-03-11',
      '2024-03-12',
      '2024-03-13',
    ]);
    // On a Friday afternoon the next offered date is Monday.
    expect(pickupDates(at('2024-03-08T15:30:00Z'))[0]).toBe('2024-03-11');
    expect(isPickupDateOffered('2024-03-07', at('2024-03-07T14:00:00Z'))).toBe(false);
  });
});

describe('isPickupDateOffered', () => {
  const now = new Date('2024-03-08T09:00:00Z'); // Friday

  it('accepts exactly the offered dates', () => {
    for (const date of pickupDates(now)) expect(isPickupDateOffered(date, now)).toBe(true);
  });

  it('refuses past, weekend, holiday, too-late and malformed dates', () => {
    expect(isPickupDateOffered('2024-03-07', now)).toBe(false); // yesterday
    expect(isPickupDateOffered('2024-03-09', now)).toBe(false); // Saturday
    expect(isPickupDateOffered('2024-03-14', now)).toBe(false); // fifth workday
    expect(isPickupDateOffered('2024-12-25', now)).toBe(false);
    expect(isPickupDateOffered('2024-3-8', now)).toBe(false);
    expect(isPickupDateOffered('', now)).toBe(false);
  });
});

describe('pick-up time windows and intervals', () => {
  it('has the two windows of the specification', () => {
    expect(PICKUP_TIME_WINDOWS).toEqual(SPEC.pickupTimeWindows);
    expect(MIN_PICKUP_INTERVAL_MINUTES).toBe(SPEC.minPickupIntervalMinutes);
  });

  it('every offered window is a valid interval', () => {
    for (const window of PICKUP_TIME_WINDOWS) {
      expect(isValidPickupInterval(window.from, window.to)).toBe(true);
      expect(isOfferedPickupWindow(window.from, window.to)).toBe(true);
    }
  });

  it('requires at least two hours', () => {
    expect(isValidPickupInterval('10:00', '11:59')).toBe(false); // 119 minutes
    expect(isValidPickupInterval('10:00', '12:00')).toBe(true); // 120 minutes
    expect(isValidPickupInterval('10:00', '12:01')).toBe(true); // 121 minutes
    expect(isValidPickupInterval('13:00', '15:00')).toBe(true);
    expect(isValidPickupInterval('22:00', '23:59')).toBe(false);
    expect(isValidPickupInterval('00:00', '23:59')).toBe(true);
  });

  it('requires the end after the start', () => {
    expect(isValidPickupInterval('15:00', '13:00')).toBe(false);
    expect(isValidPickupInterval('13:00', '13:00')).toBe(false);
    expect(isValidPickupInterval('23:00', '01:00')).toBe(false);
  });

  it('rejects malformed times', () => {
    expect(isValidPickupInterval('9:00', '13:00')).toBe(false);
    expect(isValidPickupInterval('10:00', '24:00')).toBe(false);
    expect(isValidPickupInterval('10:00', '13:60')).toBe(false);
    expect(isValidPickupInterval('10:00', '13:00:00')).toBe(false);
    expect(isValidPickupInterval('', '')).toBe(false);
  });

  it('offers only the listed windows', () => {
    expect(isOfferedPickupWindow('10:00', '12:00')).toBe(false);
    expect(isOfferedPickupWindow('10:00', '15:00')).toBe(false);
    expect(isOfferedPickupWindow('13:00', '10:00')).toBe(false);
    expect(isOfferedPickupWindow('10:00 ', '13:00')).toBe(false);
  });

  it('converts times to minutes', () => {
    expect(timeOfDayToMinutes('00:00')).toBe(0);
    expect(timeOfDayToMinutes('13:05')).toBe(785);
    expect(timeOfDayToMinutes('23:59')).toBe(1439);
    expect(timeOfDayToMinutes('24:00')).toBeNull();
    expect(timeOfDayToMinutes('1:00')).toBeNull();
  });
});

describe('schemas', () => {
  it('isoDateSchema accepts only real calendar dates', () => {
    expect(isoDateSchema.parse('2021-06-03')).toBe('2021-06-03');
    expect(isoDateSchema.safeParse('2024-02-29').success).toBe(true);
    for (const bad of ['2021-02-30', '2023-02-29', '2021-13-01', '2021-6-3', '03.06.2021', '']) {
      expect(isoDateSchema.safeParse(bad).success).toBe(false);
    }
    expect(isoDateSchema.safeParse(20210603).success).toBe(false);
    expect(isoDateSchema.safeParse(null).success).toBe(false);
  });

  it('timeOfDaySchema accepts HH:MM only', () => {
    expect(timeOfDaySchema.parse('10:00')).toBe('10:00');
    expect(timeOfDaySchema.safeParse('00:00').success).toBe(true);
    expect(timeOfDaySchema.safeParse('23:59').success).toBe(true);
    for (const bad of ['24:00', '9:00', '10:60', '10:00:00', '10.00', 'ab:cd', '']) {
      expect(timeOfDaySchema.safeParse(bad).success).toBe(false);
    }
    expect(timeOfDaySchema.safeParse(1000).success).toBe(false);
  });
});
