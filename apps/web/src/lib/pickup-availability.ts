import {
  CUSTOMER_PATHS,
  pickupAvailabilityResponseSchema,
  type PickupWindowRoom,
} from '@portal/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** How long a window's free room is trusted: others book meanwhile. */
const AVAILABILITY_STALE_MS = 15_000;

/**
 * GET /portal/pickup-availability: the courier's free seats per window of
 * every offered date, one question for the whole calendar.
 */
export async function getPickupAvailability(): Promise<PickupWindowRoom[]> {
  const answer = await apiGet(
    CUSTOMER_PATHS.pickupAvailability,
    {},
    pickupAvailabilityResponseSchema,
  );
  return answer.data.list;
}

const AVAILABILITY_KEY = 'pickup-availability';

/** Drops the figures kept: after a reservation, refused or not, and before choosing again. */
export function refreshPickupAvailability(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: [AVAILABILITY_KEY] });
}

export function pickupAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: [AVAILABILITY_KEY],
    queryFn: getPickupAvailability,
    staleTime: AVAILABILITY_STALE_MS,
    // Without the figures every window stays offered and the courier decides on submit.
    meta: { ownErrorNotice: true },
  });
}

/** The free room of every window the courier offers now. */
export function usePickupAvailability() {
  return useQuery(pickupAvailabilityQueryOptions());
}
