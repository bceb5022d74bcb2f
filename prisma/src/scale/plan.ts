/**
 * How many rows a scale adds. Scale 1 is the demo seed alone; scale N adds
 * `perUnit × (N − 1)` rows on top of the seed's, so the totals come to about
 * `perUnit × N`. Model series grow with √N: makers keep tens to hundreds of
 * series, not thousands.
 */
import { SERIALS } from '../seed/catalogue';

export const SCALE_RANGE = { min: 1, max: 10_000 } as const;

/** Rows per unit of scale, of the tables that grow linearly. */
export const ROWS_PER_SCALE = {
  materials: 50,
  documents: 16,
  repairOrders: 1_000,
  sparePartOrders: 500,
} as const;

/** Series at scale N: about SERIALS_PER_ROOT × √N (5 at N = 1, 158 at N = 1000). */
const SERIALS_PER_ROOT = 5;

export interface ScalePlan {
  scale: number;
  serials: number;
  materials: number;
  documents: number;
  repairOrders: number;
  sparePartOrders: number;
}

export function isValidScale(scale: unknown): scale is number {
  return (
    typeof scale === 'number' &&
    Number.isInteger(scale) &&
    scale >= SCALE_RANGE.min &&
    scale <= SCALE_RANGE.max
  );
}

/** Rows to add at `scale`, on top of the demo seed. */
export function scalePlan(scale: number): ScalePlan {
  if (!isValidScale(scale)) {
    throw new RangeError(
      `scale must be a whole number from ${SCALE_RANGE.min} to ${SCALE_RANGE.max}, got ${String(scale)}`,
    );
  }
  const extra = scale - 1;
  return {
    scale,
    serials: Math.max(0, Math.round(SERIALS_PER_ROOT * Math.sqrt(scale)) - SERIALS.length),
    materials: ROWS_PER_SCALE.materials * extra,
    documents: ROWS_PER_SCALE.documents * extra,
    repairOrders: ROWS_PER_SCALE.repairOrders * extra,
    sparePartOrders: ROWS_PER_SCALE.sparePartOrders * extra,
  };
}
