/**
 * Stands for the page's CSP nonce in the built web app; the server puts a
 * fresh nonce in its place in every page it answers. In a module of its own,
 * without zod, because every page's first load reads it.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
