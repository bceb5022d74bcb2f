import { describe, expect, it } from 'vitest';
import {
  isRepeatedPattern,
  OPERATOR_TOKEN_MIN_LENGTH,
  operatorTokenProblem,
} from './operator-token.ts';

describe('isRepeatedPattern', () => {
  it.each(['aa', 'aaaa', 'abab', 'abcabc', 'x'.repeat(64), 'ab12'.repeat(10), 'abcab'.repeat(7)])(
    'finds %j one piece repeated',
    (value) => {
      expect(isRepeatedPattern(value)).toBe(true);
    },
  );

  it.each(['', 'a', 'ab', 'aab', 'abcab', 'abababa', `${'ab'.repeat(20)}c`, `c${'ab'.repeat(20)}`])(
    'does not find %j repeated',
    (value) => {
      expect(isRepeatedPattern(value)).toBe(false);
    },
  );
});

describe('operatorTokenProblem', () => {
  it('takes a random token of 32 characters or more', () => {
    expect(OPERATOR_TOKEN_MIN_LENGTH).toBe(32);
    expect(operatorTokenProblem('3cbf5eed9d1a4b7c8e2f6a0d5b9c7908')).toBeNull();
    expect(operatorTokenProblem('operator-token-for-the-tests-0001')).toBeNull();
    expect(operatorTokenProblem('f'.repeat(31) + 'e')).toBeNull();
  });

  it.each(['', 'short', 'x'.repeat(31), '3cbf5eed9d1a4b7c8e2f6a0d5b9c790'])(
    'refuses %j as too short',
    (token) => {
      expect(operatorTokenProblem(token)).toMatch(/^must be at least 32 characters/);
    },
  );

  it.each([
    'a'.repeat(32),
    'ab'.repeat(16),
    'abc'.repeat(11),
    'secret-'.repeat(5),
    '0123456789'.repeat(4),
  ])('refuses %j, one pattern repeated, however long', (token) => {
    expect(operatorTokenProblem(token)).toMatch(/^must not be one short pattern repeated/);
  });

  it('never repeats the token it refuses', () => {
    for (const token of ['short-one', 'zq'.repeat(20)]) {
      expect(operatorTokenProblem(token)).not.toContain(token);
    }
  });
});
