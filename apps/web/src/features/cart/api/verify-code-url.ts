import { API_PATHS } from '@portal/contracts';
import { apiUrl } from '../../../lib/api-client';

/**
 * The verification-code image (an SVG). Each request makes a new code and
 * ties it to an http-only cookie, so the timestamp keeps the browser from
 * reusing an earlier image.
 */
export function verifyCodeImageUrl(timestamp: number): string {
  return apiUrl(`${API_PATHS.verifyCode}?t=${timestamp}`);
}
