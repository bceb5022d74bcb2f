/**
 * Facts the legal pages state. The controller's name and address are not
 * translated (a registered name and a Polish postal address stay as they are).
 */
export const CONTROLLER = {
  name: 'PhoneCare Serwis Sp. z o.o.',
  address: 'ul. Serwisowa 10, 02-676 Warszawa',
} as const;

/** Dates of the last change of each policy (YYYY-MM-DD); update them with the text. */
export const PRIVACY_POLICY_UPDATED = '2026-11-20';
export const COOKIE_POLICY_UPDATED = '2026-11-20';

/** Website of the Polish supervisory authority (President of UODO). */
export const SUPERVISORY_AUTHORITY_URL = 'https://uodo.gov.pl';

/** Section keys in reading order; texts live under `<page>.sections.<key>` in the locale files. */
export const PRIVACY_SECTIONS = [
  'controller',
  'definitions',
  'collection',
  'legalBases',
  'retention',
  'cookies',
  'sharing',
  'rights',
  'security',
  'thirdPartyLinks',
  'children',
  'changes',
  'contact',
] as const;

export const COOKIE_POLICY_SECTIONS = [
  'whatAreCookies',
  'whatWeStore',
  'purposes',
  'thirdParties',
  'managing',
  'contact',
] as const;

/** `legalBases` → `legal-bases`, the section's anchor. */
export function sectionAnchor(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
