/** Fictional customers: names, phones, e-mail addresses and postal addresses. */
import {
  CHINESE_NAMES,
  ENGLISH_NAMES,
  FEMALE_FIRST_NAMES,
  MAIL_DOMAINS,
  MALE_FIRST_NAMES,
  MOBILE_PREFIXES,
  STREETS,
  SURNAMES,
  TOWNS,
} from './people-words';
import type { Random } from './random';
import type { Client } from '../seed/repair-orders';

export type Language = 'pl-PL' | 'en-US' | 'zh-CN';

export const LANGUAGE_WEIGHTS: readonly (readonly [Language, number])[] = [
  ['pl-PL', 82],
  ['en-US', 14],
  ['zh-CN', 4],
];

export type Customer = Client;

export function personName(random: Random, language: Language): string {
  if (language === 'en-US') return random.pick(ENGLISH_NAMES);
  if (language === 'zh-CN') return random.pick(CHINESE_NAMES);
  const female = random.chance(0.5);
  const [male, femaleSurname] = random.pick(SURNAMES);
  return female
    ? `${random.pick(FEMALE_FIRST_NAMES)} ${femaleSurname}`
    : `${random.pick(MALE_FIRST_NAMES)} ${male}`;
}

export function mobilePhone(random: Random): string {
  return `+48 ${random.pick(MOBILE_PREFIXES)} ${random.digits(3)} ${random.digits(3)}`;
}

/** Letters of a name an address can hold: no diacritics, lower case. */
function mailSafe(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ł', 'l')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}

export function emailOf(random: Random, name: string): string {
  const [first = '', ...rest] = name.split(' ');
  const given = mailSafe(first);
  const family = mailSafe(rest.join(''));
  const local = random.weighted([
    [`${given}.${family}`, 4],
    [`${given.charAt(0)}.${family}`, 2],
    [`${given}${family}${random.int(1, 99)}`, 2],
    [`${family}.${given}`, 1],
  ] as const);
  return `${local}@${random.pick(MAIL_DOMAINS)}`;
}

export function houseNumber(random: Random): string {
  const building = `${random.int(1, 160)}${random.chance(0.1) ? random.pick(['A', 'B', 'C']) : ''}`;
  return random.chance(0.45) ? `${building}/${random.int(1, 80)}` : building;
}

export function customer(random: Random, language: Language): Customer {
  const name = personName(random, language);
  const [city, postalAreas] = random.pick(TOWNS);
  return {
    name,
    tell: mobilePhone(random),
    email: emailOf(random, name),
    city,
    street: random.pick(STREETS),
    houseNumber: houseNumber(random),
    postalCode: `${random.pick(postalAreas)}-${random.digits(3)}`,
  };
}
