import { randomInt } from 'node:crypto';
import { PUBLIC_ID } from '@portal/contracts';

const SPAN = 100_000_000_000_000; // 10^14: randomInt takes ranges below 2^48

/** A fresh public id, uniform over PUBLIC_ID's range, from the operating system's CSPRNG. */
export function randomPublicId(): number {
  const id = randomInt(1, 10) * SPAN + randomInt(0, SPAN);
  // Holds by construction: PUBLIC_ID is exactly [1, 9] × 10^14 + [0, 10^14).
  if (id < PUBLIC_ID.min || id > PUBLIC_ID.max) throw new RangeError(`public id out of range`);
  return id;
}
