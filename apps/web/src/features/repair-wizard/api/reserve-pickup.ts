import { reservePickupRequestSchema, type ReservePickupRequest } from '@portal/contracts';
import { callApi } from '../../../lib/api-client';

/** POST /logistics/user/reserve: books the courier for a created order. */
export async function reservePickup(request: ReservePickupRequest) {
  const answer = await callApi('reservePickup', reservePickupRequestSchema.parse(request));
  return answer.data;
}

export type PickupReservation = Awaited<ReturnType<typeof reservePickup>>;
