import { randomInt } from 'node:crypto';
import { PUBLIC_ID } from '@portal/contracts';

// randomInt takes ranges below 2^48, so the range is drawn as blocks of 10^14.
const BLOCK = 100_000_000_000_000;
const BLOCKS = (PUBLIC_ID.max - PUBLIC_ID.min + 1) / BLOCK;

/** A fresh public id, uniform over PUBLIC_ID's range, from the operating system's CSPRNG. */
export function randomPublicId(): number {
  return PUBLIC_ID.min + randomInt(0, BLOCKS) * BLOCK + randomInt(0, BLOCK);
}
