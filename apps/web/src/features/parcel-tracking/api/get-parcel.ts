import {
  CUSTOMER_PATHS,
  parcelTrackingResponseSchema,
  TRACKING_NUMBER_PATTERN,
  type ParcelTracking,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { getKeyed } from '../../../lib/private-order';

/** GET /portal/parcels/:trackingNo: the parcel's events; null when no parcel has the number. */
export function getParcel(trackingNo: string): Promise<ParcelTracking | null> {
  if (!TRACKING_NUMBER_PATTERN.test(trackingNo)) return Promise.resolve(null);
  const path = CUSTOMER_PATHS.parcelTracking.replace(':trackingNo', encodeURIComponent(trackingNo));
  return getKeyed(path, parcelTrackingResponseSchema);
}

export function useParcel(trackingNo: string) {
  return useQuery({
    queryKey: ['parcel', trackingNo],
    queryFn: () => getParcel(trackingNo),
    // The page shows a failure in place, with a retry.
    meta: { ownErrorNotice: true },
    staleTime: 0,
  });
}
