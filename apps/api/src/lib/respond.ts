import { errorResponseSchema, RESULT_OK } from '@portal/contracts';
import { z } from 'zod';

/**
 * The error shape for every HTTP status an API call may answer besides 200:
 * transport problems (400, 413, 415, and 422 for a JSON body nested too
 * deeply), a cross-site write (403), an unknown record (404), rate limits
 * (429), and the server's own failures (500, 503).
 */
export function errorResponses() {
  return {
    400: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    413: errorResponseSchema,
    415: errorResponseSchema,
    422: errorResponseSchema,
    429: errorResponseSchema,
    500: errorResponseSchema,
    503: errorResponseSchema,
  };
}

/**
 * Seconds a client is asked to wait (Retry-After) when the database cannot
 * be reached or cannot store data: a restart or a fail-over takes about that.
 */
export const STORAGE_RETRY_AFTER_S = 5;

/** Response schemas of a call: its success shape or the error shape (HTTP 200), and the error statuses. */
export function responses<T extends z.ZodType>(ok: T) {
  return { 200: ok.or(errorResponseSchema), ...errorResponses() };
}

/** Response schemas of an operator call: the API's, and 401 for a missing or wrong token. */
export function operatorResponses<T extends z.ZodType>(ok: T) {
  return { ...responses(ok), 401: errorResponseSchema };
}

/**
 * Response schemas of a call that answers a file of `mediaType` (HTTP 200)
 * or the error shape in JSON (HTTP 200 for an application error).
 */
export function fileResponses(mediaType: string, description: string) {
  return {
    200: {
      description,
      content: {
        // The bytes as they are: a Buffer or text for the server, a string of that type for the document.
        [mediaType]: {
          schema: z
            .custom<Uint8Array | string>(() => true)
            .meta({ type: 'string', contentMediaType: mediaType }),
        },
        'application/json': { schema: errorResponseSchema },
      },
    },
    ...errorResponses(),
  };
}

export function ok<T>(data: T) {
  return { result: RESULT_OK, data } as const;
}

/** A list answer: `data.list`, `data.totalRow`, and the list at the top for clients that read it there. */
export function okList<T>(list: T[], totalRow: number) {
  return { result: RESULT_OK, data: { list, totalRow }, list } as const;
}
