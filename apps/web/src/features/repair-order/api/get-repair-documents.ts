import { CUSTOMER_PATHS } from '@portal/contracts';
import { fetchPdf } from '../../../lib/download-file';
import { withToken } from '../../../lib/private-order';

/** GET …/order-sheet: the order sheet as a PDF, as the confirmation e-mail carries it. */
export function getOrderSheetPdf(token: string, rmaNumber: string) {
  return fetchPdf(withToken(CUSTOMER_PATHS.repairOrderSheet, token), `${rmaNumber}.pdf`);
}

/** GET …/label: the courier's label as a PDF, named after the shipment. */
export function getLabelPdf(token: string, shipmentNo: string) {
  return fetchPdf(withToken(CUSTOMER_PATHS.repairLabel, token), `${shipmentNo}.pdf`);
}
