/**
 * Consent to a brand's agreement belongs to that brand: given for one
 * brand, it does not count for another, and a brand without an agreement
 * has nothing to consent to.
 */
export interface ConsentValues {
  userId: number | null;
  productId: number | null;
  /** '1' when given. */
  consent: string;
  /** The brand the consent was given for. */
  consentBrand: number | null;
}

/** The form's consent ('1' or '') as it stands for the brand now chosen. */
export function consentForBrand(values: ConsentValues): string {
  return values.consent === '1' && values.userId !== null && values.consentBrand === values.userId
    ? '1'
    : '';
}

/** The changes when the visitor picks `userId`: a new brand needs a new model and a new consent. */
export function changeBrand(values: ConsentValues, userId: number | null): Partial<ConsentValues> {
  if (userId === values.userId) return {};
  return { userId, productId: null, consent: '', consentBrand: null };
}

/** The changes when the visitor ticks (true) or unticks the box; ticking needs an agreement to accept. */
export function setConsent(
  values: ConsentValues,
  given: boolean,
  hasAgreement: boolean,
): Partial<ConsentValues> {
  if (given && hasAgreement && values.userId !== null)
    return { consent: '1', consentBrand: values.userId };
  return { consent: '', consentBrand: null };
}
