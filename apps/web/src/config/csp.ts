/** Stands for the page's CSP nonce in the built HTML; the server puts a fresh nonce in its place in every answer. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
