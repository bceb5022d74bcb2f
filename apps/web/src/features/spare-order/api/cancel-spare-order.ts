import { CUSTOMER_PATHS, RESULT_OK } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPostJson } from '../../../lib/api-client';
import { withToken } from '../../../lib/private-order';
import { spareOrderQueryKey } from './get-spare-order';

/** The answer is the order as it now stands; the page reads it again anyway. */
const cancelResponseSchema = z.object({ result: z.literal(RESULT_OK) });

/** POST …/cancel: the order is cancelled while it waits for the service's confirmation. */
export async function cancelSpareOrder(token: string) {
  await apiPostJson(withToken(CUSTOMER_PATHS.spareOrderCancel, token), {}, cancelResponseSchema);
}

/**
 * The cancel, then the order read again, whatever the outcome: a refusal
 * means the order moved on (cancelled or confirmed meanwhile), which the
 * page then shows.
 */
export function useCancelSpareOrder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await cancelSpareOrder(token);
      } finally {
        await queryClient.invalidateQueries({ queryKey: spareOrderQueryKey(token) });
      }
    },
    // The section tells of its failure in its own words.
    meta: { ownErrorNotice: true },
  });
}
