import { API_PATHS, LABEL_TYPE, labelRequestSchema } from '@portal/contracts';
import { fetchPdf, type DownloadedFile } from '../../../lib/download-file';

/** The courier label as a PDF, named after the shipment as the server sends it. */
export type ShippingLabel = DownloadedFile;

/**
 * GET /logistics/label: the courier label as a PDF. A JSON answer instead of
 * the PDF carries an error, read the same way as every other call.
 */
export async function getLabel(shipmentId: number, shipmentNo: string): Promise<ShippingLabel> {
  const request = labelRequestSchema.parse({ shipmentId, labelType: LABEL_TYPE });
  const query = new URLSearchParams({
    shipmentId: String(request.shipmentId),
    labelType: request.labelType,
  });
  return fetchPdf(`${API_PATHS.label}?${query.toString()}`, `${shipmentNo}.pdf`);
}
