/**
 * Polish tax identification number (NIP): ten digits, the last one a check
 * digit over the first nine. The EU VAT number of a Polish business is the
 * same number with a `PL` prefix, so that prefix is accepted too.
 */

import {
  austria,
  belgium,
  bulgaria,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
  type Country,
} from 'jsvat';

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

// ── The invoice's tax number, by the customer's country ─────────────────────

/**
 * The EU member states, by ISO 3166 code, with the names a customer may type
 * for them (Polish, the country's own, Chinese; English comes from the VAT
 * formats below). Matching ignores case, accents and extra spaces.
 */
const EU_COUNTRY_NAMES = {
  AT: ['Austria', 'Österreich', '奥地利'],
  BE: ['Belgia', 'België', 'Belgique', 'Belgien', '比利时'],
  BG: ['Bułgaria', 'България', '保加利亚'],
  CY: ['Cypr', 'Κύπρος', 'Kıbrıs', '塞浦路斯'],
  CZ: ['Czechy', 'Czechia', 'Česko', 'Česká republika', '捷克'],
  DE: ['Niemcy', 'Deutschland', '德国'],
  DK: ['Dania', 'Danmark', '丹麦'],
  EE: ['Estonia', 'Eesti', '爱沙尼亚'],
  ES: ['Hiszpania', 'España', '西班牙'],
  FI: ['Finlandia', 'Suomi', '芬兰'],
  FR: ['Francja', 'France', '法国'],
  GR: ['Grecja', 'Ελλάδα', 'Hellas', 'EL', '希腊'],
  HR: ['Chorwacja', 'Hrvatska', '克罗地亚'],
  HU: ['Węgry', 'Magyarország', '匈牙利'],
  IE: ['Irlandia', 'Éire', '爱尔兰'],
  IT: ['Włochy', 'Italia', '意大利'],
  LT: ['Litwa', 'Lietuva', '立陶宛'],
  LU: ['Luksemburg', 'Lëtzebuerg', 'Luxemburg', '卢森堡'],
  LV: ['Łotwa', 'Latvija', '拉脱维亚'],
  MT: ['Malta', '马耳他'],
  NL: ['Holandia', 'Niderlandy', 'Nederland', 'The Netherlands', 'Holland', '荷兰'],
  PL: ['Polska', 'Polen', '波兰'],
  PT: ['Portugalia', 'Portugal', '葡萄牙'],
  RO: ['Rumunia', 'România', '罗马尼亚'],
  SE: ['Szwecja', 'Sverige', '瑞典'],
  SI: ['Słowenia', 'Slovenija', '斯洛文尼亚'],
  SK: ['Słowacja', 'Slovakia', 'Slovensko', '斯洛伐克'],
} as const satisfies Record<string, readonly string[]>;

export type EuCountryCode = keyof typeof EU_COUNTRY_NAMES;

/** The VAT number formats of the member states, as kept by the jsvat package. */
const VAT_FORMATS: Record<EuCountryCode, Country> = {
  AT: austria,
  BE: belgium,
  BG: bulgaria,
  CY: cyprus,
  CZ: czechRepublic,
  DE: germany,
  DK: denmark,
  EE: estonia,
  ES: spain,
  FI: finland,
  FR: france,
  GR: greece,
  HR: croatia,
  HU: hungary,
  IE: ireland,
  IT: italy,
  LT: lithuania,
  LU: luxembourg,
  LV: latvia,
  MT: malta,
  NL: netherlands,
  PL: poland,
  PT: portugal,
  RO: romania,
  SE: sweden,
  SI: slovenia,
  SK: slovakiaRepublic,
};

/** Lower case, no accents, single spaces: how a typed country is compared ("Wlochy" is "Włochy"). */
function countryKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/ł/g, 'l'); // the one Polish letter with no decomposition
}

// Built on first use, not as the module loads.
let countriesByName: Map<string, EuCountryCode> | undefined;

function countryIndex(): Map<string, EuCountryCode> {
  if (!countriesByName) {
    countriesByName = new Map();
    for (const code of Object.keys(EU_COUNTRY_NAMES) as EuCountryCode[]) {
      const format = VAT_FORMATS[code];
      const names = [...EU_COUNTRY_NAMES[code], format.name, code, format.codes[1] ?? code];
      for (const name of names) countriesByName.set(countryKey(name), code);
    }
  }
  return countriesByName;
}

/**
 * The EU member state a country as typed in the checkout means ("Niemcy",
 * "Germany", "Deutschland", "DE" and "DEU" all mean DE), or undefined for a
 * country outside the EU or one not recognised.
 */
export function euCountryCode(country: string): EuCountryCode | undefined {
  return countryIndex().get(countryKey(country));
}

/** The prefix of a member state's VAT numbers: its ISO code, but EL for Greece. */
export function vatPrefix(code: EuCountryCode): string {
  return code === 'GR' ? 'EL' : code;
}

/**
 * True when `value` has the format of an EU VAT number of the given member
 * state: its prefix, then the number in that state's pattern (DE and nine
 * digits, FR and two characters and nine digits, …). Spaces, hyphens and dots
 * are ignored, letters may be lower case; Greek numbers may start GR or EL.
 * The format only: no check digits, no look-up in the VIES register.
 */
export function isValidEuVatNumber(value: string, code: EuCountryCode): boolean {
  let vat = value.replace(/[\s.-]/g, '').toUpperCase();
  if (code === 'GR') vat = vat.replace(/^GR/, 'EL');
  return VAT_FORMATS[code].rules.regex.some((pattern) => pattern.test(vat));
}

/** Which check an invoice's tax number gets, by the customer's country. */
export type TaxNumberRule =
  { kind: 'nip' } | { kind: 'euVat'; country: EuCountryCode; prefix: string } | { kind: 'any' };

/**
 * Poland: a NIP with its check digit (a `PL` prefix allowed). Another EU
 * member state: the format of that state's VAT number, prefix included. Any
 * other country, or one not recognised: the number as given.
 */
export function taxNumberRuleFor(country: string): TaxNumberRule {
  const code = euCountryCode(country);
  if (code === 'PL') return { kind: 'nip' };
  if (code) return { kind: 'euVat', country: code, prefix: vatPrefix(code) };
  return { kind: 'any' };
}

/** A tax number's problem: a validation message key and its parameters. */
export interface TaxNumberIssue {
  message: 'validation.invalidNip' | 'validation.invalidVatNumber';
  params: { prefix?: string };
}

/** What is wrong with a non-blank tax number for the country, if anything. */
export function taxNumberIssue(taxNumber: string, country: string): TaxNumberIssue | undefined {
  const rule = taxNumberRuleFor(country);
  if (rule.kind === 'nip' && !isValidNip(taxNumber)) {
    return { message: 'validation.invalidNip', params: {} };
  }
  if (rule.kind === 'euVat' && !isValidEuVatNumber(taxNumber, rule.country)) {
    return { message: 'validation.invalidVatNumber', params: { prefix: rule.prefix } };
  }
  return undefined;
}
