import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { AppError } from './app-error';
import { FailureLimit } from './failure-limit';

/** Compared as hashes, so the comparison takes the same time whatever the guess. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export interface OperatorAuth {
  /**
   * Lets only the operator through: 404 when no token is configured (the
   * operator paths then do not exist), 429 while the client address is
   * blocked for wrong tokens, 401 for a missing or wrong token.
   */
  require(request: FastifyRequest, reply: FastifyReply): void;
  /**
   * Whether the request carries the operator token, for answers that add
   * something only the operator may see. A wrong token counts as a failure
   * like on the operator paths; a blocked address is never told yes.
   */
  holds(request: FastifyRequest): boolean;
}

/** The operator's bearer token (`OPERATOR_TOKEN`), with its limit on wrong guesses per client address. */
export function createOperatorAuth(
  config: Pick<
    Env,
    'OPERATOR_TOKEN' | 'OPERATOR_TOKEN_MAX_FAILURES' | 'OPERATOR_TOKEN_FAILURE_WINDOW_MINUTES'
  >,
): OperatorAuth {
  const failures = new FailureLimit(
    config.OPERATOR_TOKEN_MAX_FAILURES,
    config.OPERATOR_TOKEN_FAILURE_WINDOW_MINUTES * 60_000,
  );
  const bearer = (request: FastifyRequest) =>
    /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

  function check(request: FastifyRequest, token: string): 'ok' | 'blocked' | 'wrong' {
    // Checked before the token: a blocked address learns nothing, not even a right guess.
    if (failures.blockedFor(request.ip) > 0) return 'blocked';
    const given = bearer(request);
    if (given && sameSecret(given, token)) return 'ok';
    failures.fail(request.ip);
    return 'wrong';
  }

  return {
    require(request, reply) {
      const token = config.OPERATOR_TOKEN;
      if (!token) {
        throw new AppError(
          404,
          `No such path: ${request.method} ${request.url.split('?')[0]}`,
          404,
        );
      }
      const outcome = check(request, token);
      if (outcome === 'blocked') {
        reply.header('retry-after', String(failures.blockedFor(request.ip)));
        throw new AppError(429, 'Too many wrong operator tokens, try again later', 429);
      }
      if (outcome === 'wrong') {
        reply.header('www-authenticate', 'Bearer realm="ops"');
        throw new AppError(401, 'Operator token missing or wrong', 401);
      }
    },
    holds(request) {
      const token = config.OPERATOR_TOKEN;
      if (!token || request.headers.authorization === undefined) return false;
      return check(request, token) === 'ok';
    },
  };
}
