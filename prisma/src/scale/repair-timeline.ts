/**
 * The life of a repair up to the seed's "today": booking, courier pick-up,
 * receipt, inspection, an optional wait for a quote or a part, repair and
 * return. The status is wherever "today" falls in it, and only the steps
 * already reached get a timestamp, as the seed's orders have them.
 */
import {
  PICKUP_TIME_WINDOWS,
  REPAIR_STATUS,
  addDaysToIsoDate,
  isPickupWorkday,
} from '@portal/contracts';
import type { PickupTimeWindow } from '@portal/contracts';
import type { Random } from './random';
import { DAY_MS, HOUR_MS, MINUTE_MS, dayStartMs, localDateOf } from './time';

const CANCELLED_SHARE = 0.06;
/** Recent bookings whose courier booking is still to be made. */
const UNBOOKED_SHARE = 0.25;
const UNBOOKED_MAX_AGE_MS = 3 * DAY_MS;
const QUOTE_SHARE_OUT_OF_WARRANTY = 0.7;
const WAITING_FOR_PART_SHARE = 0.15;

export interface Timeline {
  status: number;
  created: number;
  pickupDate: string;
  pickupWindow: PickupTimeWindow;
  received: number | null;
  checked: number | null;
  repaired: number | null;
  sent: number | null;
  shipment: 'created' | 'reserved' | 'cancelled';
  reservation: 'active' | 'cancelled' | null;
}

const workdays = new Map<string, boolean>();
function isWorkday(date: string): boolean {
  let known = workdays.get(date);
  if (known === undefined) {
    known = isPickupWorkday(date);
    workdays.set(date, known);
  }
  return known;
}

/** The first courier workday after `date`, plus `skip` more. */
function nextWorkday(date: string, skip: number): string {
  let day = date;
  for (let left = skip; ;) {
    day = addDaysToIsoDate(day, 1);
    if (!isWorkday(day)) continue;
    if (left === 0) return day;
    left -= 1;
  }
}

/** A time in working hours (8:00–17:00) `days` days after `date`. */
function workingTime(random: Random, date: string, days: number): number {
  return dayStartMs(date) + days * DAY_MS + 8 * HOUR_MS + random.int(0, 9 * 60) * MINUTE_MS;
}

export function repairTimeline(
  random: Random,
  created: number,
  now: number,
  { outOfWarranty, viaPartnerShop }: { outOfWarranty: boolean; viaPartnerShop: boolean },
): Timeline {
  const createdDate = localDateOf(created);
  const pickupDate = nextWorkday(
    createdDate,
    random.weighted([
      [0, 6],
      [1, 3],
      [2, 1],
    ]),
  );
  const pickupWindow = random.pick(PICKUP_TIME_WINDOWS);
  const base = {
    created,
    pickupDate,
    pickupWindow,
    received: null,
    checked: null,
    repaired: null,
    sent: null,
  };

  if (random.chance(CANCELLED_SHARE)) {
    // Most cancel after booking the courier; a few before.
    const booked = random.chance(0.7);
    return {
      ...base,
      status: REPAIR_STATUS.cancelled,
      shipment: 'cancelled',
      reservation: booked ? 'cancelled' : null,
    };
  }
  if (now - created < UNBOOKED_MAX_AGE_MS && random.chance(UNBOOKED_SHARE)) {
    return {
      ...base,
      status: REPAIR_STATUS.logisticsToBeBuilt,
      shipment: 'created',
      reservation: null,
    };
  }
  const booked = { ...base, shipment: 'reserved' as const, reservation: 'active' as const };
  const pickupEnds = dayStartMs(pickupDate) + Number(pickupWindow.to.slice(0, 2)) * HOUR_MS;
  if (now < pickupEnds) return { ...booked, status: REPAIR_STATUS.pendingPickup };

  const received = workingTime(random, pickupDate, random.int(1, 3));
  if (now < received) {
    const status = viaPartnerShop
      ? REPAIR_STATUS.toBeReceivedByChannel
      : REPAIR_STATUS.toBeReceivedByFactory;
    return { ...booked, status };
  }
  const checked = received + random.int(1, 26) * HOUR_MS;
  if (now < checked) return { ...booked, status: REPAIR_STATUS.checking, received };

  const inspected = { ...booked, received, checked };
  let ready = checked;
  if (outOfWarranty && random.chance(QUOTE_SHARE_OUT_OF_WARRANTY)) {
    ready += random.int(1, 6) * DAY_MS;
    if (now < ready) return { ...inspected, status: REPAIR_STATUS.quoteToBeConfirmed };
  }
  if (random.chance(WAITING_FOR_PART_SHARE)) {
    ready += random.int(2, 14) * DAY_MS;
    if (now < ready) return { ...inspected, status: REPAIR_STATUS.waitingForPart };
  }
  const repaired = ready + random.int(4, 72) * HOUR_MS;
  if (now < repaired) return { ...inspected, status: REPAIR_STATUS.processing };
  const sent = repaired + random.int(2, 30) * HOUR_MS;
  if (now < sent) return { ...inspected, status: REPAIR_STATUS.processing, repaired };
  return { ...inspected, status: REPAIR_STATUS.finished, repaired, sent };
}
