/**
 * The simulated courier's tracking of a parcel (docs/decisions/041-parcel-tracking.md):
 * what a carrier's tracking page shows, made from what the portal stores.
 * The pick-up to the service is tracked from the booking, its reservation
 * and the order's steps; a parcel to a customer (a repair sent back, a
 * spare-part order) from the moment it was handed over, on the courier's
 * usual schedule: sorted the same evening, out for delivery and delivered
 * the next working day. An event is shown once its time has come.
 */
import { z } from 'zod';
import { RESULT_OK } from './constants.ts';
import { addWorkdays, isoDateSchema, timeOfDaySchema } from './pickup-calendar.ts';
import { TIMESTAMP_PATTERN } from './wall-clock.ts';

export const PARCEL_EVENTS = [
  /** The sender registered the shipment (the booking made it). */
  'registered',
  /** A pick-up was booked for a date and window. */
  'pickupBooked',
  /** The courier has the parcel. */
  'collected',
  /** At the courier's sorting hub. */
  'atHub',
  'outForDelivery',
  'delivered',
] as const;
export type ParcelEvent = (typeof PARCEL_EVENTS)[number];

/** To the service (the repair's pick-up) or to a customer. */
export const PARCEL_DIRECTIONS = ['toService', 'toCustomer'] as const;
export type ParcelDirection = (typeof PARCEL_DIRECTIONS)[number];

/** The courier's schedule of a parcel to a customer, from the hand-over. */
export const DELIVERY_SCHEDULE = {
  /** Hours from the hand-over to the sorting hub. */
  hoursToHub: 3,
  /** Out for delivery the next working day at this time, delivered at the next. */
  outForDelivery: '08:00:00',
  delivered: '13:00:00',
} as const;

export const parcelEventSchema = z.lazy(() =>
  z.object({
    event: z.enum(PARCEL_EVENTS),
    /** A wall-clock time in Poland, `YYYY-MM-DD HH:mm:ss`, as every timestamp the API sends. */
    at: z.string().regex(TIMESTAMP_PATTERN),
    /** With `pickupBooked`: the date and window booked. */
    pickup: z
      .object({ date: isoDateSchema, from: timeOfDaySchema, to: timeOfDaySchema })
      .optional(),
  }),
);
export type ParcelEventEntry = z.infer<typeof parcelEventSchema>;

export const parcelTrackingSchema = z.lazy(() =>
  z.object({
    /** The return courier's name; null for the service's own pick-up courier. */
    courier: z.string().nullable(),
    trackingNo: z.string(),
    direction: z.enum(PARCEL_DIRECTIONS),
    /** The sender called the shipment off before the courier had it. */
    cancelled: z.boolean(),
    /** Oldest first. */
    events: z.array(parcelEventSchema),
  }),
);
export type ParcelTracking = z.infer<typeof parcelTrackingSchema>;

export const parcelTrackingResponseSchema = z.lazy(() =>
  z.object({ result: z.literal(RESULT_OK), data: parcelTrackingSchema }),
);

/**
 * The path parameter of the tracking call. Any text is taken: a number in no
 * courier's format answers the same error_code 404 as an unknown one.
 */
export const trackingNumberParamsSchema = z.lazy(() =>
  z.object({
    trackingNo: z.string().meta({
      description: "The parcel's tracking number; an unknown one answers error_code 404",
    }),
  }),
);

/** Tracking numbers are letters and digits: anything else is not looked up. */
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9]{8,30}$/;

/** A tracking number as the couriers write it, however it was typed: no spaces, capitals. */
export function normalTrackingNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** What the portal knows of a parcel, wall-clock times in Poland. */
export type ParcelFacts =
  | {
      direction: 'toService';
      registeredAt: string;
      pickup: { date: string; from: string; to: string; bookedAt: string } | null;
      collectedAt: string | null;
      deliveredAt: string | null;
    }
  | { direction: 'toCustomer'; handedOverAt: string };

/** `YYYY-MM-DD HH:mm:ss` plus whole hours, on the wall clock. */
function addHours(timestamp: string, hours: number): string {
  const at = new Date(`${timestamp.replace(' ', 'T')}Z`);
  return new Date(at.getTime() + hours * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The parcel's events up to `now` (a timestamp as above), oldest first. */
export function parcelEvents(facts: ParcelFacts, now: string): ParcelEventEntry[] {
  const events: ParcelEventEntry[] = [];
  const add = (event: ParcelEvent, at: string | null, extra: Partial<ParcelEventEntry> = {}) => {
    if (at !== null && at <= now) events.push({ event, at, ...extra });
  };
  if (facts.direction === 'toCustomer') {
    const { handedOverAt } = facts;
    const day = addWorkdays(handedOverAt.slice(0, 10), 1);
    add('collected', handedOverAt);
    add('atHub', addHours(handedOverAt, DELIVERY_SCHEDULE.hoursToHub));
    add('outForDelivery', `${day} ${DELIVERY_SCHEDULE.outForDelivery}`);
    add('delivered', `${day} ${DELIVERY_SCHEDULE.delivered}`);
    return events;
  }
  const { registeredAt, pickup, collectedAt, deliveredAt } = facts;
  add('registered', registeredAt);
  if (pickup) {
    const { date, from, to, bookedAt } = pickup;
    add('pickupBooked', bookedAt, { pickup: { date, from, to } });
  }
  add('collected', collectedAt);
  if (collectedAt) {
    const atHub = addHours(collectedAt, DELIVERY_SCHEDULE.hoursToHub);
    // Brought in sooner than the hub's usual time: the hub is not told.
    if (!deliveredAt || atHub < deliveredAt) add('atHub', atHub);
  }
  add('delivered', deliveredAt);
  return events.sort((a, b) => a.at.localeCompare(b.at));
}
