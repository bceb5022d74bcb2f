import { describe, expect, it } from 'vitest';
import {
  VERIFY_CODE_COOKIE,
  VERIFY_CODE_TTL_MINUTES,
  VERIFY_CODE_TTL_MS,
} from './verify-code-session.ts';

describe('verification-code session', () => {
  it('uses a valid cookie name (an RFC 6265 token)', () => {
    expect(VERIFY_CODE_COOKIE).toMatch(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/);
  });

  it('lives a few minutes, in minutes and milliseconds alike', () => {
    expect(VERIFY_CODE_TTL_MINUTES).toBeGreaterThanOrEqual(1);
    expect(VERIFY_CODE_TTL_MINUTES).toBeLessThanOrEqual(15);
    expect(VERIFY_CODE_TTL_MS).toBe(VERIFY_CODE_TTL_MINUTES * 60_000);
  });
});
