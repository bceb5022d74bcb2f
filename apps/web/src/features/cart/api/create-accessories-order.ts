import {
  API_PATHS,
  createAccessoriesOrderResponseSchema,
  type CreateAccessoriesOrderRequest,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPostJson } from '../../../lib/api-client';

/** Submits the cart order (JSON); the server answers with the new order number. */
export async function createAccessoriesOrder(body: CreateAccessoriesOrderRequest) {
  const answer = await apiPostJson(
    API_PATHS.accessoriesOrderAdd,
    body,
    createAccessoriesOrderResponseSchema,
  );
  return answer.data;
}

export function useCreateAccessoriesOrder() {
  // The checkout tells of a failure with its own text (checkout-modal.tsx).
  return useMutation({ mutationFn: createAccessoriesOrder, meta: { ownErrorNotice: true } });
}
