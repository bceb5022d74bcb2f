import { ERROR_CATALOGUE, type ErrorCode } from '@portal/contracts';
import { SERVER_TEXTS, type ServerText } from './messages/server-texts';

/**
 * An error the client should see: answered as `{ result: 0, error_code,
 * error_msg }`, HTTP 200 for application errors (the upstream clients read
 * errors from successful responses) or the given transport status. The
 * message is English; the error handler writes it in the request's language
 * when it is the catalogue's, one of the server's fixed texts, or `text`.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_CATALOGUE[code],
    readonly httpStatus = 200,
    /** The message in any language, for one made of parts (an id, a name). */
    readonly text?: ServerText,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** An error whose message is one of the server's texts (lib/messages), in every language. */
export function localizedError(code: ErrorCode, text: ServerText, httpStatus = 200): AppError {
  return new AppError(code, text(SERVER_TEXTS['en-US']), httpStatus, text);
}

export const notFound = (what: string) => new AppError(404, `${what} not found`);
export const invalid = (message: string) => new AppError(422, message);
