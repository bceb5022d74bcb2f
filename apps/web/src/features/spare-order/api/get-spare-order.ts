import {
  CUSTOMER_PATHS,
  spareOrderViewResponseSchema,
  type SpareOrderView,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { getPrivateOrder } from '../../../lib/private-order';

/** GET /portal/spare-orders/:token: the order; null when no order has this token. */
export function getSpareOrder(token: string): Promise<SpareOrderView | null> {
  return getPrivateOrder(CUSTOMER_PATHS.spareOrder, token, spareOrderViewResponseSchema);
}

export const spareOrderQueryKey = (token: string) => ['spare-order', token] as const;

export function useSpareOrder(token: string) {
  return useQuery({
    queryKey: spareOrderQueryKey(token),
    queryFn: () => getSpareOrder(token),
    // The page shows a failure in place, with a retry.
    meta: { ownErrorNotice: true },
    staleTime: 0,
  });
}
