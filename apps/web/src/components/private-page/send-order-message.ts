import {
  repairMessageRequestSchema,
  repairMessageResponseSchema,
  type CUSTOMER_PATHS,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPostJson } from '../../lib/api-client';
import { withToken } from '../../lib/private-order';

/** Where an order's page sends its message to the service: the same call for either kind of order. */
export type OrderMessagePath =
  typeof CUSTOMER_PATHS.repairMessage | typeof CUSTOMER_PATHS.spareOrderMessage;

/** POST …/message (JSON): a message to the service, e-mailed to it. */
export async function sendOrderMessage(path: OrderMessagePath, token: string, message: string) {
  await apiPostJson(
    withToken(path, token),
    repairMessageRequestSchema.parse({ message }),
    repairMessageResponseSchema,
  );
}

/** Sending a message changes nothing the page shows: the order is not read again. */
export function useSendOrderMessage(path: OrderMessagePath, token: string) {
  return useMutation({
    mutationFn: (message: string) => sendOrderMessage(path, token, message),
    // The section tells of its failure in place.
    meta: { ownErrorNotice: true },
  });
}
