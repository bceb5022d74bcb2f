import { z } from 'zod';

/**
 * Courier pick-up calendar shared by the web wizard (which only offers valid
 * choices) and the API (which re-checks every rule).
 *
 * Dates are plain calendar dates as `YYYY-MM-DD` strings. All arithmetic on
 * them goes through UTC so the result never depends on the time zone of the
 * machine; "today" is always taken in Europe/Warsaw.
 */

export const PICKUP_DAY_COUNT = 4;
export const MIN_PICKUP_INTERVAL_MINUTES = 120;
export const PICKUP_TIME_WINDOWS = [
  { from: '10:00', to: '13:00' },
  { from: '13:00', to: '15:00' },
] as const;
export type PickupTimeWindow = (typeof PICKUP_TIME_WINDOWS)[number];

export const PICKUP_TIME_ZONE = 'Europe/Warsaw';

/** Years for which holidays are computed: four-digit ISO years in the Gregorian calendar. */
export const MIN_CALENDAR_YEAR = 1583;
export const MAX_CALENDAR_YEAR = 9999;

/** 24 December became a statutory day off by the amendment in force from 2025. */
const CHRISTMAS_EVE_FIRST_YEAR = 2025;

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MS_PER_DAY = 86_400_000;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function formatIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** True for a real calendar date written as `YYYY-MM-DD` (rejects e.g. 2021-02-30). */
export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

function requireIsoDate(value: string): { year: number; month: number; day: number } {
  const parsed = parseIsoDate(value);
  if (!parsed) throw new RangeError(`Not a calendar date in YYYY-MM-DD form: ${value}`);
  return parsed;
}

// Date.UTC maps years 0–99 onto 1900–1999, so build the instant with setUTCFullYear.
function utcMidnight(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function fromUtcDate(date: Date): string {
  return formatIsoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The calendar date `days` days after (or before, if negative) `isoDate`. */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  const { year, month, day } = requireIsoDate(isoDate);
  const shifted = new Date(utcMidnight(year, month, day).getTime() + days * MS_PER_DAY);
  return fromUtcDate(shifted);
}

/** Day of the week of a calendar date: 0 = Sunday … 6 = Saturday (as Date#getUTCDay). */
export function isoDayOfWeek(isoDate: string): number {
  const { year, month, day } = requireIsoDate(isoDate);
  return utcMidnight(year, month, day).getUTCDay();
}

export function isWeekend(isoDate: string): boolean {
  const dayOfWeek = isoDayOfWeek(isoDate);
  return dayOfWeek === 0 || dayOfWeek === 6;
}

/** Easter Sunday by the anonymous Gregorian (Meeus/Jones/Butcher) algorithm. */
export function easterSunday(year: number): string {
  requireCalendarYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return formatIsoDate(year, month, day);
}

function requireCalendarYear(year: number): void {
  if (!Number.isInteger(year) || year < MIN_CALENDAR_YEAR || year > MAX_CALENDAR_YEAR) {
    throw new RangeError(
      `Year must be an integer from ${MIN_CALENDAR_YEAR} to ${MAX_CALENDAR_YEAR}: ${year}`,
    );
  }
}

/**
 * Polish statutory days free from work in `year`, sorted, as `YYYY-MM-DD`.
 *
 * Follows the current act; the only change over time that is modelled is
 * 24 December from 2025, because pick-up dates are never in the past.
 */
export function polishHolidays(year: number): string[] {
  requireCalendarYear(year);
  const easter = easterSunday(year);
  const fixed = (month: number, day: number): string => formatIsoDate(year, month, day);
  const holidays = [
    fixed(1, 1), // New Year's Day
    fixed(1, 6), // Epiphany
    easter,
    addDaysToIsoDate(easter, 1), // Easter Monday
    fixed(5, 1), // Labour Day
    fixed(5, 3), // Constitution Day
    addDaysToIsoDate(easter, 49), // Pentecost
    addDaysToIsoDate(easter, 60), // Corpus Christi
    fixed(8, 15), // Assumption
    fixed(11, 1), // All Saints' Day
    fixed(11, 11), // Independence Day
    ...(year >= CHRISTMAS_EVE_FIRST_YEAR ? [fixed(12, 24)] : []),
    fixed(12, 25),
    fixed(12, 26),
  ];
  // ISO strings of one year sort chronologically as text.
  return holidays.sort();
}

/** Each year's holidays, for the dozen dates a request checks; a few years are kept. */
const holidaysOfYear = new Map<number, ReadonlySet<string>>();

/** True when `isoDate` is a Polish statutory holiday; false for anything that is not a date. */
export function isPolishHoliday(isoDate: string): boolean {
  const parsed = parseIsoDate(isoDate);
  if (!parsed) return false;
  let holidays = holidaysOfYear.get(parsed.year);
  if (!holidays) {
    if (holidaysOfYear.size >= 8) holidaysOfYear.clear();
    holidays = new Set(polishHolidays(parsed.year));
    holidaysOfYear.set(parsed.year, holidays);
  }
  return holidays.has(isoDate);
}

/** A day on which the courier collects: Monday to Friday and not a Polish holiday. */
export function isPickupWorkday(isoDate: string): boolean {
  return isIsoDate(isoDate) && !isWeekend(isoDate) && !isPolishHoliday(isoDate);
}

/** The `count`-th working day (Monday to Friday, not a Polish holiday) after `isoDate`. */
export function addWorkdays(isoDate: string, count: number): string {
  let day = isoDate;
  for (let left = count; left > 0;) {
    day = addDaysToIsoDate(day, 1);
    if (isPickupWorkday(day)) left -= 1;
  }
  return day;
}

let warsawClockFormat: Intl.DateTimeFormat | undefined;
/** The last instant's Warsaw clock, by its minute: a request asks for it a dozen times. */
let lastClock: { minute: number; clock: { date: string; minutes: number } } | undefined;

/** The calendar date and the minutes since midnight in Europe/Warsaw at the instant `now`. */
function warsawClock(now: Date): { date: string; minutes: number } {
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid Date');
  // Warsaw is a whole number of minutes off UTC, so one UTC minute is one minute of its clock.
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastClock?.minute === minute) return lastClock.clock;
  warsawClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PICKUP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  // formatToParts rather than format(): the order of the parts depends on the locale.
  const parts = warsawClockFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  const clock = {
    date: formatIsoDate(part('year'), part('month'), part('day')),
    minutes: part('hour') * 60 + part('minute'),
  };
  lastClock = { minute, clock };
  return clock;
}

/** Today's calendar date in Europe/Warsaw at the instant `now`, as `YYYY-MM-DD`. */
export function warsawToday(now: Date = new Date()): string {
  return warsawClock(now).date;
}

/** Minutes since midnight in Europe/Warsaw at the instant `now`. */
export function warsawMinutes(now: Date = new Date()): number {
  return warsawClock(now).minutes;
}

/**
 * True once the window ending at `to` is over on `isoDate`, in Warsaw time.
 * A window can be booked until it ends, so the one under way is still open.
 */
export function hasPickupWindowEnded(isoDate: string, to: string, now: Date = new Date()): boolean {
  const { date, minutes } = warsawClock(now);
  if (isoDate !== date) return isoDate < date;
  // An unreadable end counts as ended: nothing is offered that the courier might refuse.
  return minutes >= (timeOfDayToMinutes(to) ?? 0);
}

/** The windows of PICKUP_TIME_WINDOWS that can still be booked on `isoDate`. */
export function openPickupWindows(isoDate: string, now: Date = new Date()): PickupTimeWindow[] {
  return PICKUP_TIME_WINDOWS.filter((window) => !hasPickupWindowEnded(isoDate, window.to, now));
}

/**
 * The next `count` pick-up workdays, starting with today in Warsaw if it is
 * one and one of its windows is still open.
 */
export function pickupDates(now: Date = new Date(), count: number = PICKUP_DAY_COUNT): string[] {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`count must be a non-negative integer: ${count}`);
  }
  const dates: string[] = [];
  const today = warsawToday(now);
  let date = openPickupWindows(today, now).length > 0 ? today : addDaysToIsoDate(today, 1);
  while (dates.length < count) {
    if (isPickupWorkday(date)) dates.push(date);
    date = addDaysToIsoDate(date, 1);
  }
  return dates;
}

/** True when `isoDate` is one of the pick-up dates offered at the instant `now`. */
export function isPickupDateOffered(isoDate: string, now: Date = new Date()): boolean {
  return pickupDates(now).includes(isoDate);
}

/** Minutes since midnight of an `HH:MM` time, or null if it is not one. */
export function timeOfDayToMinutes(value: string): number | null {
  const match = TIME_OF_DAY_PATTERN.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * An appointment interval ends after it starts and lasts at least
 * MIN_PICKUP_INTERVAL_MINUTES; "at least" so that the 13:00–15:00 window is valid.
 */
export function isValidPickupInterval(from: string, to: string): boolean {
  const start = timeOfDayToMinutes(from);
  const end = timeOfDayToMinutes(to);
  if (start === null || end === null) return false;
  return end > start && end - start >= MIN_PICKUP_INTERVAL_MINUTES;
}

/** True when from/to is exactly one of PICKUP_TIME_WINDOWS. */
export function isOfferedPickupWindow(from: string, to: string): boolean {
  return PICKUP_TIME_WINDOWS.some((window) => window.from === from && window.to === to);
}

/** Messages are validation keys (see validation.ts). */
export const isoDateSchema = z.lazy(() =>
  z
    .string({ error: 'validation.required' })
    .refine(isIsoDate, { message: 'validation.invalidDate' }),
);

export const timeOfDaySchema = z.lazy(() =>
  z
    .string({ error: 'validation.required' })
    .regex(TIME_OF_DAY_PATTERN, { message: 'validation.invalidPickupWindow' }),
);
