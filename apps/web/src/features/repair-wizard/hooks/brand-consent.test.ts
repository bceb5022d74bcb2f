import { describe, expect, it } from 'vitest';
import { changeBrand, consentForBrand, setConsent } from './brand-consent';

const NONE = { userId: null, productId: null, consent: '', consentBrand: null };

describe('consent per brand', () => {
  it('counts only for the brand it was given for', () => {
    const given = { userId: 1, productId: 101, consent: '1', consentBrand: 1 };
    expect(consentForBrand(given)).toBe('1');
    expect(consentForBrand({ ...given, userId: 2 })).toBe('');
    expect(consentForBrand({ ...given, consentBrand: null })).toBe('');
    expect(consentForBrand({ ...given, userId: null, consentBrand: null })).toBe('');
    expect(consentForBrand(NONE)).toBe('');
  });

  it('is given by ticking only for a chosen brand that has an agreement', () => {
    const chosen = { ...NONE, userId: 1 };
    expect(setConsent(chosen, true, true)).toEqual({ consent: '1', consentBrand: 1 });
    expect(setConsent(chosen, true, false)).toEqual({ consent: '', consentBrand: null });
    expect(setConsent(NONE, true, true)).toEqual({ consent: '', consentBrand: null });
    expect(setConsent({ ...chosen, consent: '1', consentBrand: 1 }, false, true)).toEqual({
      consent: '',
      consentBrand: null,
    });
  });

  it('is cleared with the model when the brand changes, and kept when the same brand is picked', () => {
    const given = { userId: 1, productId: 101, consent: '1', consentBrand: 1 };
    expect(changeBrand(given, 2)).toEqual({
      userId: 2,
      productId: null,
      consent: '',
      consentBrand: null,
    });
    expect(changeBrand(given, null)).toEqual({
      userId: null,
      productId: null,
      consent: '',
      consentBrand: null,
    });
    expect(changeBrand(given, 1)).toEqual({});
    // Back to the first brand: the consent has to be given again.
    const changed = { ...given, ...changeBrand(given, 2) };
    expect(consentForBrand({ ...changed, ...changeBrand(changed, 1) })).toBe('');
  });
});
