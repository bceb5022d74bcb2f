import {
  API_PATHS,
  createRepairOrderResponseSchema,
  type CreateRepairOrderRequest,
} from '@portal/contracts';
import { apiPostJson } from '../../../lib/api-client';

/** POST /order/add (JSON): books the order and its courier shipment. */
export async function createRepairOrder(request: CreateRepairOrderRequest) {
  const answer = await apiPostJson(
    API_PATHS.repairOrderAdd,
    request,
    createRepairOrderResponseSchema,
  );
  return answer.data;
}

export type CreatedRepairOrder = Awaited<ReturnType<typeof createRepairOrder>>;
