import { randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_BYTES } from '@portal/contracts';

/**
 * A fresh access token: ACCESS_TOKEN_BYTES (32) bytes from the operating
 * system's CSPRNG in base64url, 43 characters, 256 bits. It is the only key
 * to a customer's private page (docs/decisions/020-customer-private-pages.md).
 */
export function newAccessToken(): string {
  return randomBytes(ACCESS_TOKEN_BYTES).toString('base64url');
}
