import { useMutation } from '@tanstack/react-query';
import { type repairLookupRequestSchema } from '@portal/contracts';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { isNoSuchOrder } from './no-such-order';

export type RepairLookupRequest = z.output<typeof repairLookupRequestSchema>;

/** POST /order/user/query: repair orders matching a keyword, newest first; none when nothing matches. */
export async function lookupRepairOrders(request: RepairLookupRequest) {
  try {
    const answer = await callApi('repairLookup', request);
    return answer.data.list;
  } catch (error) {
    if (isNoSuchOrder(error)) return [];
    throw error;
  }
}

export function useLookupRepairOrders() {
  return useMutation({ mutationFn: lookupRepairOrders });
}
