import type { onRequestHookHandler } from 'fastify';
import { localizedError } from './app-error';

/** The media types of a body in each encoding, as the OpenAPI document lists them. */
export const BODY_TYPES = {
  json: ['application/json'],
  form: ['application/x-www-form-urlencoded', 'multipart/form-data'],
} as const;

/**
 * Refuses a body in the other encoding with 415 before it is parsed, so a
 * client sending form fields to a JSON call (or the reverse) learns why
 * instead of getting a list of "required" fields.
 */
export function requireBodyType(kind: keyof typeof BODY_TYPES): onRequestHookHandler {
  const accepted: readonly string[] = BODY_TYPES[kind];
  return async (request) => {
    const header = request.headers['content-type'];
    if (!header) return;
    const mediaType = header.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!accepted.includes(mediaType)) {
      throw localizedError(400, (t) => t.bodyTypeNotAccepted(accepted), 415);
    }
  };
}
