import { randomInt } from 'node:crypto';

/**
 * Couriers the service ships parcels with and tracking numbers in their
 * formats (InPost parcels carry 24 digits, DPD Polska waybills 13 digits and
 * a U, as on the demo orders). The parcels are followed on the portal's own
 * tracking page of the simulated courier (decision 041), not the carriers'.
 */
export const COURIERS = [
  {
    name: 'InPost',
    pattern: /^6205\d{20}$/,
    number: () => `6205${digits(20)}`,
  },
  {
    name: 'DPD',
    pattern: /^1000\d{9}U$/,
    number: () => `1000${digits(9)}U`,
  },
] as const;

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
