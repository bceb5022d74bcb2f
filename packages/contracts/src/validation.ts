import { z } from 'zod';

/**
 * Validation messages are keys: the web app translates them (with the limit
 * as `max`), the API turns them into English `error_msg` texts.
 */
export const VALIDATION_MESSAGES_EN = {
  'validation.required': 'This field is required',
  'validation.tooLong': 'Too long: at most {{max}} characters',
  'validation.tooLarge': 'Too large: at most {{max}}',
  'validation.tooMany': 'Too many: at most {{max}} items',
  'validation.invalidEmail': 'Please enter a valid email address',
  'validation.phone': 'Enter a phone number: digits, spaces, an optional leading +',
  'validation.postalCode': 'Enter a postal code of 5 digits, e.g. 00-950 or 00950',
  'validation.digitsOnly': 'Use digits only',
  'validation.invalidNip': 'Enter a valid Polish tax number (NIP)',
  'validation.invalidVatNumber':
    'Enter a valid EU VAT number of the country given: {{prefix}} followed by the number',
  'validation.consentRequired': 'Please accept the agreement',
  'validation.invalidDate': 'Choose one of the offered pick-up dates',
  'validation.invalidPickupWindow': 'Choose one of the offered time windows',
  'validation.pickupInterval': 'The pick-up window must end at least 2 hours after it starts',
  'validation.quantity': 'Quantity must be a whole number of at least 1',
  'validation.invalidValue': 'Invalid value',
  'validation.unknownField': 'Unknown field: this call does not take it',
  'validation.countOrRange': 'Give either times or atLeast and atMost, not both',
  'validation.unknownMatcher': 'Unknown matcher: use $equalTo, $matches, $contains or $absent',
  'validation.invalidPattern': 'Not a valid regular expression',
  'validation.pathOrPattern': 'Give either path or pathPattern, not both',
  'validation.bodyOrBase64': 'Give either body or base64Body, not both',
  'validation.scenarioNeeded': 'requiredState and newState belong to a scenario: name it',
  'validation.stubTooLarge': 'Too large: a stub holds at most 2 MiB of JSON',
  'validation.forbiddenCharacters':
    'Remove control characters and text-direction overrides from this field',
  'validation.verifyCodeRequired': 'Please enter verification code first',
  'validation.privacyRequired': 'Please read and accept the privacy agreement before submitting.',
  'validation.emptyCart': 'The order has no items',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES_EN;

/** Fills `{{max}}`-style placeholders, the same syntax i18next uses. */
export function interpolate(text: string, params: Record<string, unknown> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Characters no name, address or description may hold: C0 and C1 controls
 * and DEL (NUL, ESC, …), and the bidirectional embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069) that make a text read otherwise
 * than it is stored. Multi-line fields keep tab and line breaks.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
const FORBIDDEN_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** As above, less tab, line feed and carriage return. */
const FORBIDDEN_IN_TEXT =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/* eslint-enable no-control-regex */

export interface TextOptions {
  /** A multi-line field (a description, a remark): tab and line breaks allowed. */
  multiline?: boolean;
}

export function hasForbiddenCharacters(text: string, { multiline = false }: TextOptions = {}) {
  return (multiline ? FORBIDDEN_IN_TEXT : FORBIDDEN_IN_LINE).test(text);
}

const printable = (options: TextOptions) => (text: string) =>
  !hasForbiddenCharacters(text, options);

/** A required text field: trimmed, non-blank, at most `max` characters, nothing unprintable. */
export function requiredText(max: number, options: TextOptions = {}) {
  return z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .max(max, 'validation.tooLong')
    .refine(printable(options), 'validation.forbiddenCharacters');
}

/** An optional text field: absent, or at most `max` characters after trimming, nothing unprintable. */
export function optionalText(max: number, options: TextOptions = {}) {
  return z
    .string({ error: 'validation.invalidValue' })
    .trim()
    .max(max, 'validation.tooLong')
    .refine(printable(options), 'validation.forbiddenCharacters')
    .default('');
}

/** A required e-mail address; the document says `format: email` of the text as sent. */
export function requiredEmail(max: number) {
  return requiredText(max).pipe(z.email('validation.invalidEmail')).meta({ format: 'email' });
}

/** A message key and its parameters, for one failing field. */
export interface FieldIssue {
  field: string;
  key: string;
  params: { max?: number; min?: number; prefix?: string };
}

/** The parts of a zod issue that describe it to a person. */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  maximum?: unknown;
  minimum?: unknown;
  /** What the limit counts (zod's `origin`): characters of a string, a number's value, items of an array. */
  origin?: string;
  /** A custom issue's own parameters (the VAT number's country prefix). */
  params?: Record<string, unknown>;
  /** Whether the field was sent at all, when the caller knows (a blank value counts as not sent). */
  sent?: boolean;
  /** The fields an object that takes no others was sent besides its own (zod's `unrecognized_keys`). */
  keys?: readonly string[];
}

/** Where the value's kind and the field's presence tell more than the schema's one message for the field. */
function keyOf(issue: IssueLike): string {
  const key = issue.message in VALIDATION_MESSAGES_EN ? issue.message : 'validation.invalidValue';
  if (key === 'validation.tooLong' && issue.origin === 'number') return 'validation.tooLarge';
  if (key === 'validation.tooLong' && issue.origin === 'array') return 'validation.tooMany';
  if (issue.sent === false && key === 'validation.invalidValue') return 'validation.required';
  // "Required" said of a value that was sent but is of the wrong type or not one of the allowed ones.
  if (issue.sent === true && key === 'validation.required' && issue.code.startsWith('invalid_')) {
    return 'validation.invalidValue';
  }
  return key;
}

export function describeIssues(issues: readonly IssueLike[]): FieldIssue[] {
  return issues.flatMap((issue): FieldIssue | FieldIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      return (issue.keys ?? []).map((key) => ({
        field: [...issue.path.map(String), key].join('.'),
        key: 'validation.unknownField',
        params: {},
      }));
    }
    const params: FieldIssue['params'] = {};
    if (issue.code === 'too_big') params.max = Number(issue.maximum);
    if (issue.code === 'too_small') params.min = Number(issue.minimum);
    if (typeof issue.params?.prefix === 'string') params.prefix = issue.params.prefix;
    return { field: issue.path.map(String).join('.'), key: keyOf(issue), params };
  });
}

/** English text of the first issues, for an API `error_msg`. */
export function describeIssuesInEnglish(issues: readonly IssueLike[], limit = 5): string {
  return describeIssues(issues)
    .slice(0, limit)
    .map(({ field, key, params }) => {
      const text = interpolate(VALIDATION_MESSAGES_EN[key as ValidationMessageKey], params);
      return field ? `${field}: ${text}` : text;
    })
    .join('; ');
}
