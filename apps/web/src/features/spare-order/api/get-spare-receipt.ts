import { CUSTOMER_PATHS } from '@portal/contracts';
import { fetchPdf } from '../../../lib/download-file';
import { withToken } from '../../../lib/private-order';

/** GET …/receipt: the order's receipt (pro forma) as a PDF, in the order's language. */
export function getSpareReceiptPdf(token: string, orderId: number) {
  return fetchPdf(withToken(CUSTOMER_PATHS.spareOrderReceipt, token), `receipt-${orderId}.pdf`);
}
