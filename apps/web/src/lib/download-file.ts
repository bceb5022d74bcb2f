import { errorNotice, REQUEST_TIMEOUT_MS } from '@portal/contracts';
import { API_BASE, ApiError } from './api-client';

export interface DownloadedFile {
  blob: Blob;
  /** As the server names it, else the fallback. */
  fileName: string;
}

function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * GET of a PDF the API makes. A JSON answer instead of the file carries an
 * error, read the same way as every other call's.
 */
export async function fetchPdf(path: string, fallbackName: string): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
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
      fileName: fileNameFrom(response.headers.get('content-disposition'), fallbackName),
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

/** Hands a fetched file to the browser as a download. */
export function saveFile({ blob, fileName }: DownloadedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
