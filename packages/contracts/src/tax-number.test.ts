import { describe, expect, it } from 'vitest';
import { NIP_WEIGHTS, isValidNip, normalizeNip } from './tax-number';

// Independent reference: weighted sum of the first nine digits modulo 11.
const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];
const weightedRemainder = (firstNine: string): number =>
  WEIGHTS.reduce((sum, weight, i) => sum + weight * Number(firstNine[i]), 0) % 11;

/** Deterministic pseudo-random nine-digit prefixes, so failures are reproducible. */
function prefixes(count: number): string[] {
  const result: string[] = [];
  let state = 20_240_101;
  while (result.length < count) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    result.push(String(state % 1_000_000_000).padStart(9, '0'));
  }
  return result;
}

describe('isValidNip', () => {
  it('uses the official weights', () => {
    expect(NIP_WEIGHTS).toEqual(WEIGHTS);
  });

  it('accepts known valid numbers', () => {
    expect(isValidNip('5260250274')).toBe(true); // Ministry of Finance
    expect(isValidNip('1234563218')).toBe(true);
    expect(isValidNip('7740001454')).toBe(true);
  });

  it('accepts numbers built from the algorithm and refuses every other check digit', () => {
    let built = 0;
    for (const firstNine of prefixes(500)) {
      const remainder = weightedRemainder(firstNine);
      if (remainder === 10) continue;
      built += 1;
      for (let digit = 0; digit <= 9; digit += 1) {
        expect(isValidNip(`${firstNine}${digit}`)).toBe(digit === remainder);
      }
    }
    expect(built).toBeGreaterThan(400);
  });

  it('refuses a number whose weighted sum leaves 10', () => {
    expect(weightedRemainder('123456789')).toBe(10);
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(isValidNip(`123456789${digit}`)).toBe(false);
    }
    // "0" would be a plausible reading of remainder 10; it is still invalid.
    expect(isValidNip('1234567890')).toBe(false);
  });

  it('refuses a wrong check digit and swapped digits', () => {
    expect(isValidNip('5260250275')).toBe(false);
    expect(isValidNip('5260250273')).toBe(false);
    expect(isValidNip('2560250274')).toBe(false);
  });

  it('accepts the usual separators and the PL prefix', () => {
    expect(isValidNip('526-025-02-74')).toBe(true);
    expect(isValidNip('526-02-50-274')).toBe(true);
    expect(isValidNip('526 025 02 74')).toBe(true);
    expect(isValidNip(' 5260250274 ')).toBe(true);
    expect(isValidNip('PL5260250274')).toBe(true);
    expect(isValidNip('PL 526-025-02-74')).toBe(true);
    expect(isValidNip('pl5260250274')).toBe(true);
  });

  it('refuses a wrong length', () => {
    expect(isValidNip('')).toBe(false);
    expect(isValidNip('526025027')).toBe(false);
    expect(isValidNip('52602502740')).toBe(false);
    expect(isValidNip('PL')).toBe(false);
  });

  it('refuses letters and other characters', () => {
    expect(isValidNip('526025027A')).toBe(false);
    expect(isValidNip('ABCDEFGHIJ')).toBe(false);
    expect(isValidNip('526.025.02.74')).toBe(false);
    expect(isValidNip('526/025/02/74')).toBe(false);
    expect(isValidNip('DE5260250274')).toBe(false);
    expect(isValidNip('5260250274PL')).toBe(false);
    expect(isValidNip('PLPL5260250274')).toBe(false);
    expect(isValidNip('+526025027')).toBe(false);
    expect(isValidNip('５２６０２５０２７４')).toBe(false); // full-width digits
  });
});

describe('normalizeNip', () => {
  it('strips separators and the PL prefix', () => {
    expect(normalizeNip('PL 526-025-02-74')).toBe('5260250274');
    expect(normalizeNip('pl526 02 50 274')).toBe('5260250274');
    expect(normalizeNip('5260250274')).toBe('5260250274');
  });

  it('leaves anything else for validation to refuse', () => {
    expect(normalizeNip('526.025.02.74')).toBe('526.025.02.74');
    expect(normalizeNip('DE123')).toBe('DE123');
  });
});
