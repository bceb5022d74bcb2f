import { type CreateAccessoriesOrderRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Submits the cart order (JSON); the server answers with the new order number. */
export async function createAccessoriesOrder(body: CreateAccessoriesOrderRequest) {
  const answer = await callApi('accessoriesOrderAdd', body);
  return answer.data;
}

export function useCreateAccessoriesOrder() {
  // The checkout tells of a failure with its own text (checkout-modal.tsx).
  return useMutation({ mutationFn: createAccessoriesOrder, meta: { ownErrorNotice: true } });
}
