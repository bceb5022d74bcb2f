import { useMutation } from '@tanstack/react-query';
import { type purchaseInquiryRequestSchema } from '@portal/contracts';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { isNoSuchOrder } from './no-such-order';

export type PurchaseInquiryRequest = z.output<typeof purchaseInquiryRequestSchema>;

/** POST /order/accessories/inquiry: a spare-parts order's status; null when there is no such order. */
export async function inquirePurchaseOrder(request: PurchaseInquiryRequest) {
  try {
    const answer = await callApi('accessoriesOrderInquiry', request);
    return answer.data;
  } catch (error) {
    if (isNoSuchOrder(error)) return null;
    throw error;
  }
}

export function useInquirePurchaseOrder() {
  return useMutation({ mutationFn: inquirePurchaseOrder });
}
