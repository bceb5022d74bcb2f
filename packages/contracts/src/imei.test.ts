import { describe, expect, it } from 'vitest';
import {
  hasImeiChecksumMismatch,
  isImeiChecksumValid,
  looksLikeImei,
  normalizeImei,
  withLuhnDigit,
} from './imei.ts';

// Independent Luhn check digit for the first fourteen digits of an IMEI.
function luhnCheckDigit(firstFourteen: string): number {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    let digit = Number(firstFourteen[i]);
    // Positions 2, 4, … (1-based) are doubled because the check digit comes 15th.
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

describe('isImeiChecksumValid', () => {
  it('accepts known valid IMEIs', () => {
    expect(isImeiChecksumValid('490154203237518')).toBe(true);
    expect(isImeiChecksumValid('356938035643809')).toBe(true);
  });

  it('accepts IMEIs built with the Luhn check digit and refuses the others', () => {
    for (const firstFourteen of [
      '35693803564380',
      '49015420323751',
      '01234567890123',
      '99999999999999',
    ]) {
      const check = luhnCheckDigit(firstFourteen);
      for (let digit = 0; digit <= 9; digit += 1) {
        expect(isImeiChecksumValid(`${firstFourteen}${digit}`)).toBe(digit === check);
      }
    }
  });

  it('refuses broken IMEIs', () => {
    expect(isImeiChecksumValid('490154203237519')).toBe(false); // wrong check digit
    expect(isImeiChecksumValid('356938035643808')).toBe(false);
    expect(isImeiChecksumValid('490154203237158')).toBe(false); // two digits swapped
    expect(isImeiChecksumValid('356938305643809')).toBe(false);
  });

  it('accepts grouping by spaces or hyphens', () => {
    expect(isImeiChecksumValid('35-693803-564380-9')).toBe(true);
    expect(isImeiChecksumValid('49 015420 323751 8')).toBe(true);
  });

  it('is false for anything that is not 15 digits', () => {
    expect(isImeiChecksumValid('')).toBe(false);
    expect(isImeiChecksumValid('49015420323751')).toBe(false); // 14 digits
    expect(isImeiChecksumValid('4901542032375180')).toBe(false); // 16 digits
    expect(isImeiChecksumValid('49015420323751A')).toBe(false);
    expect(isImeiChecksumValid('SN-ABC123')).toBe(false);
  });
});

describe('hasImeiChecksumMismatch', () => {
  it('warns only for 15-digit values with a wrong check digit', () => {
    expect(hasImeiChecksumMismatch('490154203237519')).toBe(true);
    expect(hasImeiChecksumMismatch('490154203237518')).toBe(false);
  });

  it('does not judge other lengths or serial numbers', () => {
    expect(hasImeiChecksumMismatch('')).toBe(false);
    expect(hasImeiChecksumMismatch('4901542032375')).toBe(false);
    expect(hasImeiChecksumMismatch('3569380356438091')).toBe(false); // IMEISV-like, 16 digits
    expect(hasImeiChecksumMismatch('R58M12ABCDE')).toBe(false);
  });
});

describe('normalizeImei and looksLikeImei', () => {
  it('strips grouping and recognises 15 digits', () => {
    expect(normalizeImei(' 35-693803-564380-9 ')).toBe('356938035643809');
    expect(looksLikeImei('35 693803 564380 9')).toBe(true);
    expect(looksLikeImei('35693803564380')).toBe(false);
    expect(looksLikeImei('35693803564380X')).toBe(false);
  });
});

describe('withLuhnDigit', () => {
  it('appends the check digit that makes a valid IMEI', () => {
    expect(withLuhnDigit('49015420323751')).toBe('490154203237518');
    for (const first14 of ['35467812000001', '86123405999999', '00000000000000']) {
      expect(isImeiChecksumValid(withLuhnDigit(first14)), first14).toBe(true);
    }
  });
});
