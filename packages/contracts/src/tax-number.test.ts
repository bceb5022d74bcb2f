import { describe, expect, it } from 'vitest';
import {
  NIP_WEIGHTS,
  euCountryCode,
  isValidEuVatNumber,
  isValidNip,
  normalizeNip,
  taxNumberIssue,
  taxNumberRuleFor,
  vatPrefix,
  type EuCountryCode,
} from './tax-number.ts';

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

describe('euCountryCode', () => {
  it.each([
    ['Germany', 'DE'],
    ['Niemcy', 'DE'],
    ['Deutschland', 'DE'],
    ['DE', 'DE'],
    ['deu', 'DE'],
    ['德国', 'DE'],
    ['  france ', 'FR'],
    ['Francja', 'FR'],
    ['Osterreich', 'AT'],
    ['Österreich', 'AT'],
    ['Czech Republic', 'CZ'],
    ['Czechia', 'CZ'],
    ['czech  republic', 'CZ'],
    ['Włochy', 'IT'],
    ['wlochy', 'IT'],
    ['Greece', 'GR'],
    ['EL', 'GR'],
    ['Holandia', 'NL'],
    ['The Netherlands', 'NL'],
    ['Polska', 'PL'],
    ['Poland', 'PL'],
    ['pl', 'PL'],
  ])('%j is %s', (country, code) => {
    expect(euCountryCode(country)).toBe(code);
  });

  it.each([
    'United States',
    'Norway',
    'Szwajcaria',
    'United Kingdom',
    'UK',
    'Ukraina',
    'Deutsch',
    '',
  ])('%j is not an EU member state', (country) => {
    expect(euCountryCode(country)).toBeUndefined();
  });
});

/** One number of each member state's format, and one just off it. */
const VAT_EXAMPLES: Record<EuCountryCode, [valid: string, invalid: string]> = {
  AT: ['ATU12345678', 'AT12345678'],
  BE: ['BE0123456789', 'BE01234567'],
  BG: ['BG1234567890', 'BG12345678'],
  CY: ['CY12345678X', 'CY123456789'],
  CZ: ['CZ12345678', 'CZ1234567'],
  DE: ['DE123456789', 'DE12345678'],
  DK: ['DK12345678', 'DK1234567'],
  EE: ['EE101234567', 'EE201234567'],
  ES: ['ESX1234567L', 'ES123456789Z'],
  FI: ['FI12345678', 'FI123456789'],
  FR: ['FRXX123456789', 'FR1234567890'],
  GR: ['EL123456789', 'EL12345678'],
  HR: ['HR12345678901', 'HR1234567890'],
  HU: ['HU12345678', 'HU123456789'],
  IE: ['IE1234567T', 'IE12345678'],
  IT: ['IT12345678901', 'IT1234567890'],
  LT: ['LT123456789', 'LT1234567890'],
  LU: ['LU12345678', 'LU1234567'],
  LV: ['LV12345678901', 'LV1234567890'],
  MT: ['MT12345678', 'MT02345678'],
  NL: ['NL123456789B01', 'NL123456789'],
  PL: ['PL5260250274', 'PL526025027'],
  PT: ['PT123456789', 'PT12345678'],
  RO: ['RO1234567890', 'RO0123'],
  SE: ['SE123456789001', 'SE123456789012'],
  SI: ['SI12345678', 'SI02345678'],
  SK: ['SK1234567890', 'SK1214567890'],
};

describe('isValidEuVatNumber', () => {
  it.each(Object.entries(VAT_EXAMPLES))('%s: accepts %j, refuses the other', (code, examples) => {
    const [valid, invalid] = examples;
    expect(isValidEuVatNumber(valid, code as EuCountryCode)).toBe(true);
    expect(isValidEuVatNumber(invalid, code as EuCountryCode)).toBe(false);
  });

  it('needs the country prefix and the right one', () => {
    expect(isValidEuVatNumber('123456789', 'DE')).toBe(false);
    expect(isValidEuVatNumber('FR123456789', 'DE')).toBe(false);
    expect(isValidEuVatNumber('DE123456789', 'FR')).toBe(false);
    expect(isValidEuVatNumber('DEDE123456789', 'DE')).toBe(false);
  });

  it('ignores case, spaces, hyphens and dots; takes GR for EL', () => {
    expect(isValidEuVatNumber('de 123-456-789', 'DE')).toBe(true);
    expect(isValidEuVatNumber('BE 0123.456.789', 'BE')).toBe(true);
    expect(isValidEuVatNumber('GR123456789', 'GR')).toBe(true);
  });

  it('refuses other characters', () => {
    expect(isValidEuVatNumber('DE123456789!', 'DE')).toBe(false);
    expect(isValidEuVatNumber('DE/123456789', 'DE')).toBe(false);
  });
});

describe('vatPrefix', () => {
  it('is the ISO code, but EL for Greece', () => {
    expect(vatPrefix('DE')).toBe('DE');
    expect(vatPrefix('GR')).toBe('EL');
  });
});

describe('taxNumberRuleFor', () => {
  it('is the NIP for Poland however it is named', () => {
    for (const country of ['Polska', 'Poland', 'PL', 'pl', ' polska ', 'Polen']) {
      expect(taxNumberRuleFor(country)).toEqual({ kind: 'nip' });
    }
  });

  it('is the VAT number format for another EU state', () => {
    expect(taxNumberRuleFor('Niemcy')).toEqual({ kind: 'euVat', country: 'DE', prefix: 'DE' });
    expect(taxNumberRuleFor('Greece')).toEqual({ kind: 'euVat', country: 'GR', prefix: 'EL' });
  });

  it('is anything for another country or one not recognised', () => {
    for (const country of ['Norway', 'United States', 'Mars', '']) {
      expect(taxNumberRuleFor(country)).toEqual({ kind: 'any' });
    }
  });
});

describe('taxNumberIssue', () => {
  it('Poland: a wrong NIP checksum', () => {
    expect(taxNumberIssue('5260250274', 'Polska')).toBeUndefined();
    expect(taxNumberIssue('PL 526-025-02-74', 'Poland')).toBeUndefined();
    expect(taxNumberIssue('5260250275', 'Polska')).toEqual({
      message: 'validation.invalidNip',
      params: {},
    });
    expect(taxNumberIssue('DE123456789', 'PL')?.message).toBe('validation.invalidNip');
  });

  it('another EU state: a number off its format, with the prefix to use', () => {
    expect(taxNumberIssue('DE123456789', 'Germany')).toBeUndefined();
    expect(taxNumberIssue('5260250274', 'Germany')).toEqual({
      message: 'validation.invalidVatNumber',
      params: { prefix: 'DE' },
    });
    expect(taxNumberIssue('123', 'Grecja')).toEqual({
      message: 'validation.invalidVatNumber',
      params: { prefix: 'EL' },
    });
  });

  it('elsewhere: nothing', () => {
    expect(taxNumberIssue('5260250275', 'Norway')).toBeUndefined();
    expect(taxNumberIssue('anything at all', 'United States')).toBeUndefined();
  });
});
