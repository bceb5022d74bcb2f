import {
  addDaysToIsoDate,
  isoDayOfWeek,
  isPickupWorkday,
  isPolishHoliday,
  isWeekend,
  pickupDates,
  warsawToday,
} from '@portal/contracts';
import { callLabel, send } from '../calls';
import { backendNow } from '../clock';
import { fieldRefusal } from '../expect';
import type { Check } from '../suite';
import { booked, bookedRequest, group } from './booking';
import { offeredPickup } from './fixtures';

/** The first date from `date`, stepping `by` days, that `holds`. */
function seek(date: string, by: 1 | -1, holds: (date: string) => boolean): string {
  let day = addDaysToIsoDate(date, by);
  while (!holds(day)) day = addDaysToIsoDate(day, by);
  return day;
}

interface RefusedDate {
  what: string;
  spec: string;
  date(now: Date): string;
}

/**
 * Dates SPEC §9's calendar never offers, each for one reason, counted from
 * the backend's clock: a backend that skips one rule books it.
 */
const REFUSED_DATES: RefusedDate[] = [
  {
    what: 'a past workday',
    spec: 'SPEC §9: the next 4 weekdays starting today',
    date: (now) => seek(warsawToday(now), -1, isPickupWorkday),
  },
  {
    what: 'a Saturday',
    spec: 'SPEC §9: pick-up dates exclude weekends',
    date: (now) => seek(warsawToday(now), 1, (day) => isoDayOfWeek(day) === 6),
  },
  {
    what: 'a public holiday on a weekday',
    spec: 'SPEC §9: pick-up dates exclude listed holidays',
    date: (now) => seek(warsawToday(now), 1, (day) => isPolishHoliday(day) && !isWeekend(day)),
  },
  {
    what: 'the workday after the four offered',
    spec: 'SPEC §9: the next 4 weekdays starting today',
    date: (now) => seek(pickupDates(now).at(-1) ?? warsawToday(now), 1, isPickupWorkday),
  },
];

const createRefusals: Check[] = REFUSED_DATES.map((refused) => ({
  name: `repair booking: create refuses ${refused.what} (422 naming pickupDate)`,
  group,
  spec: refused.spec,
  async run(probe, context) {
    const request = bookedRequest(probe, context);
    request.pickupDate = refused.date(await backendNow(context));
    const answer = await send(context, 'repairOrderAdd', request);
    fieldRefusal(probe, callLabel('repairOrderAdd'), answer, ['pickupDate'], request.pickupDate);
  },
}));

interface RefusedPickup {
  what: string;
  spec: string;
  fields: string[];
  /** The reservation's date and window, from an offered one. */
  pickup(now: Date): { pickupDate: string; pickupTimeFrom: string; pickupTimeTo: string };
}

const offered = (now: Date) => {
  const { date, window } = offeredPickup(now);
  return { pickupDate: date, pickupTimeFrom: window.from, pickupTimeTo: window.to };
};

const REFUSED_PICKUPS: RefusedPickup[] = [
  ...REFUSED_DATES.map((refused) => ({
    what: refused.what,
    spec: refused.spec,
    fields: ['pickupDate'],
    pickup: (now: Date) => ({ ...offered(now), pickupDate: refused.date(now) }),
  })),
  {
    what: 'a window that ends before it starts (13:00–10:00)',
    spec: 'SPEC §5: appointment end must be after start',
    fields: ['pickupTimeTo', 'pickupTimeFrom'],
    pickup: (now) => ({ ...offered(now), pickupTimeFrom: '13:00', pickupTimeTo: '10:00' }),
  },
  {
    what: 'a window of one hour (10:00–11:00)',
    spec: 'SPEC §5: the interval more than 2 hours',
    fields: ['pickupTimeTo', 'pickupTimeFrom'],
    pickup: (now) => ({ ...offered(now), pickupTimeFrom: '10:00', pickupTimeTo: '11:00' }),
  },
];

const reserveRefusals: Check[] = REFUSED_PICKUPS.map((refused) => ({
  name: `repair booking: reserve refuses ${refused.what} (422 naming the field)`,
  group,
  spec: refused.spec,
  async run(probe, context) {
    const { shipmentId, orderId } = booked(probe, context);
    const pickup = refused.pickup(await backendNow(context));
    const answer = await send(context, 'reservePickup', { shipmentId, orderId, ...pickup });
    const value = refused.fields.includes('pickupDate') ? pickup.pickupDate : undefined;
    fieldRefusal(probe, callLabel('reservePickup'), answer, refused.fields, value);
  },
}));

export { createRefusals, reserveRefusals };
