import { useMutation } from '@tanstack/react-query';
import {
  agreementHtml,
  agreementRequestSchema,
  agreementResponseSchema,
  API_PATHS,
} from '@portal/contracts';
import { apiGet } from '../../../lib/api-client';

/**
 * The brand's agreement as HTML in the visitor's language (zhLang as the
 * fallback), or null when the brand has none. Not yet sanitised.
 */
export async function getAgreement(userId: number, language: string): Promise<string | null> {
  const request = agreementRequestSchema.parse({ userId });
  const answer = await apiGet(API_PATHS.agreement, request, agreementResponseSchema);
  return agreementHtml(answer.data.userData, language);
}

/** Asked for when the visitor opens the agreement, not before. */
export function useAgreement() {
  return useMutation({
    // A brand without an agreement is a warning, not an error (basic-info-panel.tsx).
    meta: { ownErrorNotice: true },
    mutationFn: ({ userId, language }: { userId: number; language: string }) =>
      getAgreement(userId, language),
  });
}
