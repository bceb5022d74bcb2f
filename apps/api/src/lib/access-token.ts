import { randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_BYTES } from '@portal/contracts';

/** A fresh private-page key: ACCESS_TOKEN_BYTES from the operating system's CSPRNG, base64url (43 characters). */
export function randomAccessToken(): string {
  return randomBytes(ACCESS_TOKEN_BYTES).toString('base64url');
}
