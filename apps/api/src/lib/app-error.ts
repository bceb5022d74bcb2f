import { ERROR_CATALOGUE, type ErrorCode } from '@portal/contracts';

/**
 * An error the client should see: answered as `{ result: 0, error_code,
 * error_msg }`, HTTP 200 for application errors (the upstream clients read
 * errors from successful responses) or the given transport status.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_CATALOGUE[code],
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError(404, `${what} not found`);
export const invalid = (message: string) => new AppError(422, message);
