import {
  CUSTOMER_PATHS,
  ERROR_CODE,
  isAccessToken,
  spareOrderViewResponseSchema,
  type SpareOrderView,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client';

/** GET /portal/spare-orders/:token: the order; null when no order has this token. */
export async function getSpareOrder(token: string): Promise<SpareOrderView | null> {
  // A malformed token can belong to no order: no need to ask.
  if (!isAccessToken(token)) return null;
  try {
    const answer = await apiGet(
      CUSTOMER_PATHS.spareOrder.replace(':token', encodeURIComponent(token)),
      {},
      spareOrderViewResponseSchema,
    );
    return answer.data;
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.failure.kind === 'api' &&
      error.failure.code === ERROR_CODE.notFound
    )
      return null;
    throw error;
  }
}

export function useSpareOrder(token: string) {
  return useQuery({
    queryKey: ['spare-order', token],
    queryFn: () => getSpareOrder(token),
    // The page shows a failure in place, with a retry.
    meta: { ownErrorNotice: true },
    staleTime: 0,
  });
}
