import { useQuery } from '@tanstack/react-query';
import { agreementHtml, agreementRequestSchema } from '@portal/contracts';
import { ApiError, callApi } from '../../../lib/api-client';

/**
 * The brand's agreement as HTML in the visitor's language (zhLang as the
 * fallback), or null when the brand has none. Not yet sanitised.
 */
export async function getAgreement(userId: number, language: string): Promise<string | null> {
  const request = agreementRequestSchema.parse({ userId });
  const answer = await callApi('agreement', request);
  return agreementHtml(answer.data.userData, language);
}

/** The API answers 404 for a brand whose agreement is not set. */
function isNoAgreement(error: unknown): boolean {
  return error instanceof ApiError && error.failure.kind === 'api' && error.failure.code === 404;
}

/**
 * The chosen brand's agreement, or null when it has none (then it cannot be
 * accepted): asked for as soon as a brand is chosen, so that the consent box
 * knows whether there is anything to accept.
 */
export function useAgreement(userId: number | null, language: string) {
  return useQuery({
    queryKey: ['agreement', userId, language],
    queryFn: async () => {
      try {
        const html = await getAgreement(userId!, language);
        return html && html.trim() !== '' ? html : null;
      } catch (error) {
        if (isNoAgreement(error)) return null;
        throw error;
      }
    },
    enabled: userId !== null,
    // The consent box says what went wrong (basic-info-panel.tsx).
    meta: { ownErrorNotice: true },
  });
}
