import {
  API_PATHS,
  errorNotice,
  LABEL_TYPE,
  labelRequestSchema,
  REQUEST_TIMEOUT_MS,
} from '@portal/contracts';
import { API_BASE, ApiError } from '../../../lib/api-client';

export interface ShippingLabel {
  blob: Blob;
  /** Named after the shipment, as the server sends it. */
  fileName: string;
}

function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

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
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${API_PATHS.label}?${query.toString()}`, {
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut =
      error instanceof DOMException &&
      (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ApiError({ kind: timedOut ? 'timeout' : 'network' });
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && type.includes('application/pdf')) {
    return {
      blob: await response.blob(),
      fileName: fileNameFrom(response.headers.get('content-disposition'), `${shipmentNo}.pdf`),
    };
  }
  const body = (await response.json().catch(() => null)) as {
    error_code?: unknown;
    error_msg?: unknown;
  } | null;
  const notice = body
    ? errorNotice({ error_code: body.error_code ?? response.status, error_msg: body.error_msg })
    : null;
  throw new ApiError(
    notice
      ? {
          kind: 'api',
          code: Number(body?.error_code ?? response.status),
          ...(notice.kind === 'catalogue' ? { key: notice.key } : {}),
          message: typeof body?.error_msg === 'string' ? body.error_msg : '',
        }
      : { kind: 'invalid-response' },
  );
}
