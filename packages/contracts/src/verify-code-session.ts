/**
 * The verification code of the spare-parts checkout is kept server-side and
 * tied to the browser by one http-only cookie (DESIGN). The API sets it; the
 * cookie policy names it and its lifetime, so both read them from here.
 */

/** Name of the http-only, SameSite cookie that ties a verification code to the browser. */
export const VERIFY_CODE_COOKIE = 'verifyCodeSession';

/** A verification code, and its cookie, expire this many minutes after the image is issued. */
export const VERIFY_CODE_TTL_MINUTES = 5;
export const VERIFY_CODE_TTL_MS = VERIFY_CODE_TTL_MINUTES * 60_000;
