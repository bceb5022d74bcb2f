import {
  API_PATHS,
  reservePickupRequestSchema,
  reservePickupResponseSchema,
  type ReservePickupRequest,
} from '@portal/contracts';
import { apiPostForm } from '../../../lib/api-client';

/** POST /logistics/user/reserve: books the courier for a created order. */
export async function reservePickup(request: ReservePickupRequest) {
  const answer = await apiPostForm(
    API_PATHS.reservePickup,
    reservePickupRequestSchema.parse(request),
    reservePickupResponseSchema,
  );
  return answer.data;
}

export type PickupReservation = Awaited<ReturnType<typeof reservePickup>>;
