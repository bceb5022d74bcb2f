import { randomInt } from 'node:crypto';
import { NUMBER_SERIAL, PUBLIC_ID } from '@portal/contracts';

// randomInt takes ranges below 2^48, so the range is drawn as blocks of 10^14.
const BLOCK = 100_000_000_000_000;

/** Uniform over [min, max] (a whole number of blocks), from the operating system's CSPRNG. */
function uniform(range: { min: number; max: number }): number {
  return (
    range.min + randomInt(0, (range.max - range.min + 1) / BLOCK) * BLOCK + randomInt(0, BLOCK)
  );
}

/** A fresh public id, uniform over PUBLIC_ID's range, from the operating system's CSPRNG. */
export function randomPublicId(): number {
  return uniform(PUBLIC_ID);
}

/**
 * A fresh serial for an RMA or tracking number, from the same source as the
 * ids but drawn on its own: the number tells nothing of any id.
 */
export function randomNumberSerial(): number {
  return uniform(NUMBER_SERIAL);
}
