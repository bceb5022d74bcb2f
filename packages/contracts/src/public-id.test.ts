import { describe, expect, it } from 'vitest';
import { formatRmaNumber, formatShipmentNumber, RMA_NUMBER_PATTERN } from './repair-order';
import { isPublicId, PUBLIC_ID } from './public-id';

describe('PUBLIC_ID', () => {
  it('spans at least 2^40 ids, all safe integers of 15 digits', () => {
    expect(PUBLIC_ID.max - PUBLIC_ID.min + 1).toBeGreaterThanOrEqual(2 ** 40);
    expect(Number.isSafeInteger(PUBLIC_ID.max)).toBe(true);
    expect(String(PUBLIC_ID.min)).toHaveLength(15);
    expect(String(PUBLIC_ID.max)).toHaveLength(15);
  });

  it.each([PUBLIC_ID.min, PUBLIC_ID.max, 482_915_736_201_447])('accepts %i', (id) => {
    expect(isPublicId(id)).toBe(true);
  });

  it.each([0, 1, 1001, PUBLIC_ID.min - 1, PUBLIC_ID.max + 1, 1.5e14 + 0.5, '482915736201447'])(
    'refuses %j',
    (id) => {
      expect(isPublicId(id)).toBe(false);
    },
  );

  it('makes RMA and tracking numbers that carry the whole id', () => {
    const rma = formatRmaNumber(482_915_736_201_447, '2026-11-24');
    expect(rma).toBe('RMA261124482915736201447');
    expect(RMA_NUMBER_PATTERN.test(rma)).toBe(true);
    expect(formatShipmentNumber(482_915_736_201_447)).toBe('PCS482915736201447');
  });
});
