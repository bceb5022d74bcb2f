import { describe, expect, it } from 'vitest';
import { formatRmaNumber, formatTrackingNumber, RMA_NUMBER_PATTERN } from './repair-order.ts';
import { isNumberSerial, isPublicId, NUMBER_SERIAL, PUBLIC_ID } from './public-id.ts';

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

  it('makes RMA and tracking numbers of a serial and nothing else', () => {
    const rma = formatRmaNumber('2026-11-24', 618_204_973_552_130);
    expect(rma).toBe('RMA261124618204973552130');
    expect(RMA_NUMBER_PATTERN.test(rma)).toBe(true);
    expect(formatTrackingNumber(274_031_859_906_618)).toBe('PCS274031859906618');
  });
});

describe('NUMBER_SERIAL', () => {
  it('spans the 15-digit range of the public ids', () => {
    expect(NUMBER_SERIAL).toEqual(PUBLIC_ID);
  });

  it.each([NUMBER_SERIAL.min, NUMBER_SERIAL.max, 618_204_973_552_130])('accepts %i', (serial) => {
    expect(isNumberSerial(serial)).toBe(true);
  });

  it.each([0, 42, NUMBER_SERIAL.min - 1, NUMBER_SERIAL.max + 1, 1.5e14 + 0.5, '618204973552130'])(
    'refuses %j, and the numbers refuse to be made of it',
    (serial) => {
      expect(isNumberSerial(serial)).toBe(false);
      expect(() => formatRmaNumber('2026-11-24', serial as number)).toThrow(RangeError);
      expect(() => formatTrackingNumber(serial as number)).toThrow(RangeError);
    },
  );
});
