import {
  CUSTOMER_PATHS,
  quoteAnswerRequestSchema,
  RESULT_OK,
  rescheduleRequestSchema,
  type QuoteDecision,
  type RescheduleRequest,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPostJson } from '../../../lib/api-client';
import { refreshPickupAvailability } from '../../../lib/pickup-availability';
import { withToken } from '../../../lib/private-order';
import { repairOrderQueryKey } from './get-repair-order';

/** The actions answer the order as it now stands; the page reads it again anyway, with the windows' room. */
const actionResponseSchema = z.object({ result: z.literal(RESULT_OK) });

/** POST …/reschedule (JSON): another offered date and window for the courier. */
export async function rescheduleRepairPickup(token: string, request: RescheduleRequest) {
  await apiPostJson(
    withToken(CUSTOMER_PATHS.repairReschedule, token),
    rescheduleRequestSchema.parse(request),
    actionResponseSchema,
  );
}

/** POST …/cancel: the order and its pick-up are cancelled. */
export async function cancelRepairOrder(token: string) {
  await apiPostJson(withToken(CUSTOMER_PATHS.repairCancel, token), {}, actionResponseSchema);
}

/** POST …/quote (JSON): the customer's answer to the quotation. */
export async function answerRepairQuote(token: string, decision: QuoteDecision) {
  await apiPostJson(
    withToken(CUSTOMER_PATHS.repairQuoteAnswer, token),
    quoteAnswerRequestSchema.parse({ decision }),
    actionResponseSchema,
  );
}

/**
 * One of the page's actions: on success the order is read again (and the
 * pick-up windows' room, which it may have changed) before the caller's
 * `onSuccess` announces it, so what it announces is already on screen.
 */
function useRepairOrderAction<V>(token: string, action: (variables: V) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => {
      await action(variables);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: repairOrderQueryKey(token) }),
        refreshPickupAvailability(queryClient),
      ]);
    },
    // Each action tells of its failure in its own words.
    meta: { ownErrorNotice: true },
  });
}

export function useRescheduleRepairPickup(token: string) {
  return useRepairOrderAction(token, (request: RescheduleRequest) =>
    rescheduleRepairPickup(token, request),
  );
}

export function useCancelRepairOrder(token: string) {
  return useRepairOrderAction(token, () => cancelRepairOrder(token));
}

export function useAnswerRepairQuote(token: string) {
  return useRepairOrderAction(token, (decision: QuoteDecision) =>
    answerRepairQuote(token, decision),
  );
}
