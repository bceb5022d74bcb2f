/**
 * IMEI: 15 digits, the last a Luhn check digit over the first fourteen.
 *
 * The IMEI field of the repair wizard is free text (it may be a serial
 * number), so a failed check is only a soft warning, and only for values
 * that look like an IMEI: exactly 15 digits.
 */

export const IMEI_LENGTH = 15;

const IMEI_PATTERN = /^\d{15}$/;

/** Removes the spaces and hyphens often used to group an IMEI (e.g. 35-693803-564380-9). */
export function normalizeImei(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** True when the value consists of exactly 15 digits after normalising. */
export function looksLikeImei(value: string): boolean {
  return IMEI_PATTERN.test(normalizeImei(value));
}

/** The Luhn sum of `digits`, walking leftwards from the last; every second digit is doubled. */
function luhnSum(digits: string, doubleLast: boolean): number {
  let sum = 0;
  for (let i = digits.length - 1, double = doubleLast; i >= 0; i -= 1, double = !double) {
    let digit = Number(digits[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}

function passesLuhn(digits: string): boolean {
  return luhnSum(digits, false) % 10 === 0;
}

/** The first 14 digits of an IMEI with its Luhn check digit appended (for demo and test data). */
export function withLuhnDigit(first14: string): string {
  // The check digit will take the rightmost place, so the 14th digit is doubled.
  return `${first14}${(10 - (luhnSum(first14, true) % 10)) % 10}`;
}

/** True for a 15-digit IMEI whose Luhn check digit is correct; false for anything else. */
export function isImeiChecksumValid(imei: string): boolean {
  const digits = normalizeImei(imei);
  return IMEI_PATTERN.test(digits) && passesLuhn(digits);
}

/**
 * True when the wizard should show its soft warning: the value is a 15-digit
 * IMEI but its check digit is wrong. Other lengths are not judged.
 */
export function hasImeiChecksumMismatch(imei: string): boolean {
  return looksLikeImei(imei) && !isImeiChecksumValid(imei);
}
