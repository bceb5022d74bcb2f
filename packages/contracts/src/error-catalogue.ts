import { z } from 'zod';
import { RESULT_FAILED } from './constants.ts';

/** SPEC §8: every code a response may carry, with its English text. */
export const ERROR_CATALOGUE = {
  200: 'Success',
  201: 'Created or modified',
  202: 'Queued as an asynchronous task',
  204: 'Deleted',
  400: 'Bad request',
  401: 'No permission: token, user name or password is wrong',
  403: 'Authorised, but access is forbidden',
  404: 'Record not found',
  406: 'The requested format is not available',
  410: 'The resource was permanently deleted',
  422: 'Validation error',
  429: 'Too many requests, please try again later',
  500: 'Server error',
  502: 'Gateway error',
  503: 'Service unavailable',
  504: 'Gateway timeout',
  901: 'Not logged in',
  902: 'Login timed out',
  903: 'The account is logged in elsewhere',
  904: 'No access permission',
  906: 'Please change your password at first login',
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/**
 * What both order lookups answer when nothing matches: HTTP 200 with
 * `{ result: 0, error_code: 404, error_msg }` and one of these texts.
 */
export const NO_SUCH_ORDER_MESSAGE = {
  repair: 'No repair order matches this keyword',
  sparePart: 'No spare-parts order has this number',
} as const;
export const ERROR_CODE = {
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  notAcceptable: 406,
  validation: 422,
  tooManyRequests: 429,
  server: 500,
  unavailable: 503,
} as const satisfies Record<string, ErrorCode>;

export function isCatalogued(code: unknown): code is ErrorCode {
  return typeof code === 'number' && code in ERROR_CATALOGUE;
}

/** i18n key of a catalogued code's text. */
export function errorMessageKey(code: ErrorCode): string {
  return `errors.code.${code}`;
}

/** The body of every application error (HTTP 200) and transport error. */
/**
 * The error shape. Its document names it (`ErrorResponse`) and gives
 * `error_code` the catalogue's codes; the schema itself takes any number, so
 * that a check can say "not in the catalogue" rather than "not the shape".
 */
export const errorResponseSchema = z.lazy(() =>
  z
    .object({
      result: z.literal(RESULT_FAILED),
      error_code: z
        .number()
        .int()
        .meta({ enum: Object.keys(ERROR_CATALOGUE).map(Number), description: 'SPEC §8' }),
      error_msg: z.string(),
    })
    .meta({ id: 'ErrorResponse' }),
);
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export function errorResponse(code: ErrorCode, message?: string): ErrorResponse {
  return { result: RESULT_FAILED, error_code: code, error_msg: message ?? ERROR_CATALOGUE[code] };
}

/**
 * What a client shows for an answer carrying `error_code` (SPEC §8): the
 * catalogue's text for a known code, else the body's own `error_msg`.
 */
export function errorNotice(body: {
  error_code?: unknown;
  error_msg?: unknown;
}): { kind: 'catalogue'; key: string } | { kind: 'message'; text: string } | null {
  if (body.error_code === undefined || body.error_code === null) return null;
  const code = Number(body.error_code);
  if (isCatalogued(code)) return { kind: 'catalogue', key: errorMessageKey(code) };
  return { kind: 'message', text: typeof body.error_msg === 'string' ? body.error_msg : '' };
}
