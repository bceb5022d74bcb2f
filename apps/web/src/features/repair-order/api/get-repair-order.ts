import {
  CUSTOMER_PATHS,
  ERROR_CODE,
  isAccessToken,
  repairOrderViewResponseSchema,
  type RepairOrderView,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client';

/** A customer call's path with the order's token in it. */
export function withToken(path: string, token: string): string {
  return path.replace(':token', encodeURIComponent(token));
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.failure.kind === 'api' &&
    error.failure.code === ERROR_CODE.notFound
  );
}

/** GET /portal/repair-orders/:token: the booking; null when no order has this token. */
export async function getRepairOrder(token: string): Promise<RepairOrderView | null> {
  // A malformed token can belong to no order: no need to ask.
  if (!isAccessToken(token)) return null;
  try {
    const answer = await apiGet(
      withToken(CUSTOMER_PATHS.repairOrder, token),
      {},
      repairOrderViewResponseSchema,
    );
    return answer.data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
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
