import { randomInt } from 'node:crypto';

/**
 * Couriers the service ships parcels with, tracking numbers in their
 * formats (InPost parcels carry 24 digits, DPD Polska waybills 13 digits and
 * a U, as on the demo orders) and the page where each follows a parcel.
 */
export const COURIERS = [
  {
    name: 'InPost',
    pattern: /^6205\d{20}$/,
    number: () => `6205${digits(20)}`,
    trackingPage: 'https://inpost.pl/sledzenie-przesylek?number=',
  },
  {
    name: 'DPD',
    pattern: /^1000\d{9}U$/,
    number: () => `1000${digits(9)}U`,
    trackingPage: 'https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=',
  },
] as const;

/** The courier's page following a parcel; null for a courier not listed. */
export function trackingUrl(courierName: string, trackingNo: string): string | null {
  const courier = COURIERS.find((known) => known.name === courierName);
  return courier ? `${courier.trackingPage}${encodeURIComponent(trackingNo)}` : null;
}

function digits(count: number): string {
  let out = '';
  while (out.length < count) out += String(randomInt(0, 10));
  return out;
}

export interface CourierParcel {
  name: string;
  trackingNo: string;
}

/**
 * A courier and a fresh tracking number. `isTaken` says whether a number is
 * already in use (lookups find parcels by it), so a clash is drawn again.
 */
export async function newParcel(
  isTaken: (trackingNo: string) => Promise<boolean>,
): Promise<CourierParcel> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const courier = COURIERS[randomInt(0, COURIERS.length)] ?? COURIERS[0];
    const trackingNo = courier.number();
    if (!(await isTaken(trackingNo))) return { name: courier.name, trackingNo };
  }
  throw new Error('could not draw a free tracking number');
}
