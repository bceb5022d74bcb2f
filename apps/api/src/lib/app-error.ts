import { ERROR_CATALOGUE, type ErrorCode } from '@portal/contracts';
import { SERVER_TEXTS, type ServerText } from './messages/server-texts';

/**
 * An error the client should see: answered as `{ result: 0, error_code,
 * error_msg }`, HTTP 200 for application errors (the upstream clients read
 * errors from successful responses) or the given transport status. Its text
 * is the catalogue's for its code or one of the server's texts
 * (lib/messages), never words of its own, so that the error handler can
 * write it in the request's language; the message is the English one.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** The message in any language; the catalogue's text of `code` without. */
    readonly text?: ServerText,
    readonly httpStatus = 200,
  ) {
    super(text ? text(SERVER_TEXTS['en-US']) : ERROR_CATALOGUE[code]);
    this.name = 'AppError';
  }
}

/** An error whose message is one of the server's texts (lib/messages), in every language. */
export function localizedError(code: ErrorCode, text: ServerText, httpStatus = 200): AppError {
  return new AppError(code, text, httpStatus);
}
