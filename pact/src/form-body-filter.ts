const FORM_TYPE = 'application/x-www-form-urlencoded';

/** What the filter reads and changes of the proxy's (Express) request. */
interface ProxiedRequest {
  body?: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * pact-js's verification proxy parses a form body into an object and then
 * sends that object on as JSON text under the form's content type and length,
 * which the provider refuses as a malformed request. Most upstream calls are
 * forms, so the parsed fields are encoded back into a form here.
 */
export function formBodyAsSent(request: ProxiedRequest, _response: unknown, next: () => void) {
  const { body } = request;
  const type = String(request.headers['content-type'] ?? '');
  if (type.startsWith(FORM_TYPE) && body && typeof body === 'object' && !Buffer.isBuffer(body)) {
    const fields = Object.entries(body).map(([name, value]) => [name, String(value)]);
    const encoded = Buffer.from(new URLSearchParams(fields).toString());
    request.body = encoded;
    request.headers['content-length'] = String(encoded.length);
  }
  next();
}
