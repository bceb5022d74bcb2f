/**
 * A customer's contact as the booking caps count it: one person, however the
 * e-mail address or phone number is spelt (docs/security.md). The phone
 * field takes digits, spaces and hyphens with an optional leading + (the
 * repair order's phone rule), so these are all one number:
 * `600 100 200`, `+48 600-100-200`, `0048600100200`, `48600100200`.
 */

/** The country code of a phone number written without one: the portal serves Poland. */
export const HOME_COUNTRY_CODE = '48';
/** Digits of a Polish subscriber number, which has no trunk prefix. */
const NATIONAL_NUMBER_DIGITS = 9;

/** One mailbox in any letter case: trimmed, in lower case. */
export function emailKey(address: string): string {
  return address.trim().toLowerCase();
}

/**
 * The number in international form, `+` and its digits: with `+` or `00`
 * in front it is international already; nine digits are a Polish number;
 * any other run of digits is read as international without its `+`.
 */
export function phoneKey(phone: string): string {
  const text = phone.trim();
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.length === NATIONAL_NUMBER_DIGITS) return `+${HOME_COUNTRY_CODE}${digits}`;
  return `+${digits}`;
}
