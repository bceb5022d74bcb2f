/**
 * Polish tax identification number (NIP): ten digits, the last one a check
 * digit over the first nine. The EU VAT number of a Polish business is the
 * same number with a `PL` prefix, so that prefix is accepted too.
 */

export const NIP_LENGTH = 10;
export const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

const NIP_DIGITS_PATTERN = /^\d{10}$/;

/**
 * Strips what people usually type around a NIP: spaces, hyphens and an
 * optional `PL` prefix (any case). The result is not validated; a valid NIP
 * comes out as its ten digits.
 */
export function normalizeNip(value: string): string {
  return value.replace(/[\s-]/g, '').replace(/^pl/i, '');
}

/**
 * True when `value` is a NIP with a correct check digit. A weighted sum that
 * leaves remainder 10 has no check digit, so such numbers are never issued.
 */
export function isValidNip(value: string): boolean {
  const digits = normalizeNip(value);
  if (!NIP_DIGITS_PATTERN.test(digits)) return false;
  const sum = NIP_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const checkDigit = sum % 11;
  return checkDigit !== 10 && checkDigit === Number(digits[NIP_LENGTH - 1]);
}
