import { describe, expect, it } from 'vitest';
import {
  acceptAllCookies,
  COOKIE_ANSWER_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  hasConsent,
  readConsentState,
  rejectAllCookies,
  saveConsent,
  storeIfConsented,
} from './consent';

describe('consent store', () => {
  it('has no answer and no optional consent at first; necessary storage is always allowed', () => {
    expect(readConsentState()).toEqual({
      answer: null,
      choices: { functional: false, analytics: false },
      updatedAt: null,
    });
    expect(hasConsent('necessary')).toBe(true);
    expect(hasConsent('functional')).toBe(false);
    expect(hasConsent('analytics')).toBe(false);
  });

  it('stores Accept as true with every purpose agreed', () => {
    acceptAllCookies();
    expect(localStorage.getItem(COOKIE_ANSWER_STORAGE_KEY)).toBe('true');
    expect(readConsentState()).toMatchObject({
      answer: true,
      choices: { functional: true, analytics: true },
    });
  });

  it('stores Reject as false with every purpose refused', () => {
    rejectAllCookies();
    expect(localStorage.getItem(COOKIE_ANSWER_STORAGE_KEY)).toBe('false');
    expect(readConsentState()).toMatchObject({
      answer: false,
      choices: { functional: false, analytics: false },
    });
  });

  it('keeps choices per purpose with the time they were made', () => {
    saveConsent({ functional: true, analytics: false });
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ functional: true, analytics: false });
    expect(Number.isNaN(Date.parse(String(stored.updatedAt)))).toBe(false);
    expect(hasConsent('functional')).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
  });

  it('reads an answer stored without choices as all or nothing', () => {
    localStorage.setItem(COOKIE_ANSWER_STORAGE_KEY, 'true');
    expect(readConsentState().choices).toEqual({ functional: true, analytics: true });
    localStorage.setItem(COOKIE_ANSWER_STORAGE_KEY, 'false');
    expect(readConsentState().choices).toEqual({ functional: false, analytics: false });
  });

  it('ignores tampered values', () => {
    localStorage.setItem(COOKIE_ANSWER_STORAGE_KEY, 'maybe');
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"functional":"yes"');
    expect(readConsentState()).toEqual({
      answer: null,
      choices: { functional: false, analytics: false },
      updatedAt: null,
    });
  });

  it('stores an optional item only with consent', () => {
    expect(storeIfConsented('functional', 'draft', 'x')).toBe(false);
    expect(localStorage.getItem('draft')).toBeNull();
    saveConsent({ functional: true, analytics: false });
    expect(storeIfConsented('functional', 'draft', 'x')).toBe(true);
    expect(localStorage.getItem('draft')).toBe('x');
  });
});
