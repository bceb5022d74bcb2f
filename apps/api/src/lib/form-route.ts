import { requireBodyType } from './content-type';

/** Encodings of every form call, as the OpenAPI document lists them. */
export const FORM_ENCODINGS = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/** Options shared by the form-encoded calls: another encoding is refused with 415. */
export const formRoute = { onRequest: requireBodyType('form') };
