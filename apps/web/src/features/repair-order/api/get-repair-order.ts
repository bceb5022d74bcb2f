import {
  CUSTOMER_PATHS,
  repairOrderViewResponseSchema,
  type RepairOrderView,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPrivateOrder } from '../../../lib/private-order';

/** GET /portal/repair-orders/:token: the booking; null when no order has this token. */
export function getRepairOrder(token: string): Promise<RepairOrderView | null> {
  return getPrivateOrder(CUSTOMER_PATHS.repairOrder, token, repairOrderViewResponseSchema);
}

export const repairOrderQueryKey = (token: string) => ['repair-order', token] as const;

export function repairOrderQueryOptions(token: string) {
  return queryOptions({
    queryKey: repairOrderQueryKey(token),
    queryFn: () => getRepairOrder(token),
    // The page shows a failure in place, with a retry.
    meta: { ownErrorNotice: true },
    staleTime: 0,
  });
}

export function useRepairOrder(token: string) {
  return useQuery(repairOrderQueryOptions(token));
}
