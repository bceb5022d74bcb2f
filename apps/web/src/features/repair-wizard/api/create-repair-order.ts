import { type CreateRepairOrderRequest } from '@portal/contracts';
import { callApi } from '../../../lib/api-client';

/** POST /order/add (JSON): books the order and its courier shipment. */
export async function createRepairOrder(request: CreateRepairOrderRequest) {
  const answer = await callApi('repairOrderAdd', request);
  return answer.data;
}

export type CreatedRepairOrder = Awaited<ReturnType<typeof createRepairOrder>>;
