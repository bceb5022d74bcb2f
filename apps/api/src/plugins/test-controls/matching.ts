import type { ValueMatcher } from '@portal/contracts';

/** Compiled once per pattern: stubs are matched on every request while they are armed. */
const patterns = new Map<string, RegExp>();
const PATTERNS_KEPT = 1000;

/** `pattern` matching a whole value, as WireMock's `matches` does. */
function wholeMatch(pattern: string): RegExp {
  let regex = patterns.get(pattern);
  if (!regex) {
    if (patterns.size >= PATTERNS_KEPT) patterns.clear();
    regex = new RegExp(`^(?:${pattern})$`, 'u');
    patterns.set(pattern, regex);
  }
  return regex;
}

/** The matcher an object of one `$…` key stands for, or null for a plain value. */
function matcherOf(expected: object): [ValueMatcher, unknown] | null {
  const entries = Object.entries(expected);
  const [first] = entries;
  return entries.length === 1 && first?.[0].startsWith('$')
    ? (first as [ValueMatcher, unknown])
    : null;
}

/** A sent value as text, for the text matchers: forms send text, JSON numbers and booleans read the same. */
const asText = (sent: unknown) =>
  typeof sent === 'string' || typeof sent === 'number' || typeof sent === 'boolean'
    ? String(sent)
    : null;

function testMatcher([kind, operand]: [ValueMatcher, unknown], sent: unknown): boolean {
  switch (kind) {
    case '$equalTo':
      return equals(sent, operand);
    case '$matches': {
      const text = asText(sent);
      return text !== null && wholeMatch(String(operand)).test(text);
    }
    case '$contains': {
      if (Array.isArray(sent)) return sent.some((item) => holds(item, operand));
      const text = asText(sent);
      return text !== null && text.includes(String(operand));
    }
    case '$absent':
      return (sent === undefined) === (operand !== false);
  }
}

/** An array of as many items, each passing `test` against the expected one at its place. */
const itemByItem = (
  sent: unknown,
  expected: unknown[],
  test: (sent: unknown, expected: unknown) => boolean,
) =>
  Array.isArray(sent) &&
  sent.length === expected.length &&
  expected.every((item, index) => test(sent[index], item));

/** Whole equality; a form's text equals a number or boolean written the same. */
function equals(sent: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) return itemByItem(sent, expected, equals);
  if (expected !== null && typeof expected === 'object') {
    if (sent === null || typeof sent !== 'object' || Array.isArray(sent)) return false;
    const keys = Object.keys(expected);
    return (
      keys.length === Object.keys(sent).length &&
      keys.every((key) =>
        equals((sent as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key]),
      )
    );
  }
  if (typeof sent === 'string' && typeof expected !== 'string') return sent === String(expected);
  return sent === expected;
}

/**
 * Whether `sent` holds `expected`, the rule of stubs and of journal verify:
 * an object holds each expected field (and may have more), an array holds
 * each expected item at its place, a value equals it; an object of one
 * `$…` key is a matcher instead ($equalTo whole, $matches a regular
 * expression over the whole text, $contains, $absent).
 */
export function holds(sent: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) return itemByItem(sent, expected, holds);
  if (expected !== null && typeof expected === 'object') {
    const matcher = matcherOf(expected);
    if (matcher) return testMatcher(matcher, sent);
    if (sent === null || typeof sent !== 'object' || Array.isArray(sent)) return false;
    const fields = sent as Record<string, unknown>;
    return Object.entries(expected).every(([key, value]) => holds(fields[key], value));
  }
  return equals(sent, expected);
}
