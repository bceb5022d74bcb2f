/**
 * The rule an operator token (`OPERATOR_TOKEN`, the bearer token of `/ops/…`)
 * must meet: the server refuses to start with a token that breaks it, and the
 * staging harness checks it before it starts anything.
 */

/** Characters an operator token has at least; `openssl rand -hex 32` gives 64. */
export const OPERATOR_TOKEN_MIN_LENGTH = 32;

/**
 * Whether `value` is one shorter piece said again and again (`aaaa…`,
 * `abab…`, `abcabc…`): such a string is found in itself doubled at a shift
 * shorter than its length.
 */
export function isRepeatedPattern(value: string): boolean {
  return value.length > 1 && `${value}${value}`.indexOf(value, 1) < value.length;
}

/**
 * What is wrong with `token` as an operator token, or null when nothing is.
 * The answer never repeats the token.
 */
export function operatorTokenProblem(token: string): string | null {
  if (token.length < OPERATOR_TOKEN_MIN_LENGTH) {
    return `must be at least ${OPERATOR_TOKEN_MIN_LENGTH} characters (e.g. from openssl rand -hex 32)`;
  }
  if (isRepeatedPattern(token)) {
    return 'must not be one short pattern repeated (like aaaa… or abab…); use a random value, e.g. from openssl rand -hex 32';
  }
  return null;
}
