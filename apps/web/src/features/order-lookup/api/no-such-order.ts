import { ERROR_CODE } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';

/**
 * Both lookups answer "no such order" as `{ result: 0, error_code: 404 }`:
 * the page shows its no-data state for it, not an error.
 */
export function isNoSuchOrder(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.failure.kind === 'api' &&
    error.failure.code === ERROR_CODE.notFound
  );
}
