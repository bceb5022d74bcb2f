import {
  CUSTOMER_PATHS,
  openPickupWindows,
  pickupAvailabilityResponseSchema,
  type PickupWindowRoom,
} from '@portal/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** How long a window's free room is trusted: others book meanwhile. */
const AVAILABILITY_STALE_MS = 15_000;

/**
 * GET /portal/pickup-availability: the courier's free seats per offered
 * window, of one date or of all offered dates.
 */
export async function getPickupAvailability(pickupDate?: string): Promise<PickupWindowRoom[]> {
  const answer = await apiGet(
    CUSTOMER_PATHS.pickupAvailability,
    { pickupDate },
    pickupAvailabilityResponseSchema,
  );
  return answer.data.list;
}

const AVAILABILITY_KEY = 'pickup-availability';

/** Drops the figures kept: after a reservation, refused or not, and before choosing again. */
export function refreshPickupAvailability(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: [AVAILABILITY_KEY] });
}

export function pickupAvailabilityQueryOptions(pickupDate?: string | null) {
  return queryOptions({
    queryKey: [AVAILABILITY_KEY, pickupDate ?? null],
    queryFn: () => getPickupAvailability(pickupDate ?? undefined),
    staleTime: AVAILABILITY_STALE_MS,
    // Without the figures every window stays offered and the courier decides on submit.
    meta: { ownErrorNotice: true },
  });
}

/** The free room of the offered windows; `enabled` false waits for a date. */
export function usePickupAvailability(pickupDate?: string | null, enabled = true) {
  return useQuery({ ...pickupAvailabilityQueryOptions(pickupDate), enabled });
}

/** True when the courier has no seat left in that window; unknown windows count as open. */
export function isWindowFull(
  rooms: readonly PickupWindowRoom[] | undefined,
  pickupDate: string | null | undefined,
  from: string,
  to: string,
): boolean {
  const room = rooms?.find(
    (entry) =>
      entry.pickupDate === pickupDate && entry.pickupTimeFrom === from && entry.pickupTimeTo === to,
  );
  return room !== undefined && room.free <= 0;
}

/** The offered dates on which every window still open is full: nothing is left to book there. */
export function fullPickupDates(
  rooms: readonly PickupWindowRoom[] | undefined,
  dates: readonly string[],
  now: Date,
): Set<string> {
  return new Set(
    dates.filter((date) => {
      const windows = openPickupWindows(date, now);
      return (
        windows.length > 0 &&
        windows.every((window) => isWindowFull(rooms, date, window.from, window.to))
      );
    }),
  );
}
