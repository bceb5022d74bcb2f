import { createHash, timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '@portal/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { localizedError } from './app-error';
import { countEvent, secondsLeft, uncountEvent } from './window-counter';

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
  require(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * Whether the request carries the operator token, for answers that add
   * something only the operator may see. A wrong token counts as a failure
   * like on the operator paths; a blocked address is never told yes.
   */
  holds(request: FastifyRequest): Promise<boolean>;
}

type Outcome = { ok: true } | { ok: false; blockedFor?: number };

/**
 * The operator's bearer token (`OPERATOR_TOKEN`), with its limit on wrong
 * guesses per client address, counted in the database (lib/window-counter.ts)
 * so that it holds across instances.
 */
export function createOperatorAuth(
  db: PrismaClient,
  config: Pick<
    Env,
    'OPERATOR_TOKEN' | 'OPERATOR_TOKEN_MAX_FAILURES' | 'OPERATOR_TOKEN_FAILURE_WINDOW_MINUTES'
  >,
): OperatorAuth {
  const windowMs = config.OPERATOR_TOKEN_FAILURE_WINDOW_MINUTES * 60_000;
  const bearer = (request: FastifyRequest) =>
    /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

  /**
   * Each try is counted before the token is compared, so tries sent at once,
   * to any instance, cannot pass the limit between them. The count is of
   * wrong tokens and of tries being compared: a right token takes its count
   * back, and so does a try refused past the limit without being compared,
   * so an address that never fails is never blocked for long. Past the limit
   * the token is not compared: a blocked address learns nothing, not even a
   * right guess. An operator's client that sends more tries at once than the
   * limit gets 429 for those past it, until the others are answered.
   */
  async function check(request: FastifyRequest, token: string): Promise<Outcome> {
    const key = `operator-token ${request.clientAddress}`;
    const now = new Date();
    const window = await countEvent(db, key, windowMs, now);
    if (window.count > config.OPERATOR_TOKEN_MAX_FAILURES) {
      await uncountEvent(db, key, window);
      return { ok: false, blockedFor: secondsLeft(window, now) };
    }
    const given = bearer(request);
    if (!given || !sameSecret(given, token)) return { ok: false };
    await uncountEvent(db, key, window);
    return { ok: true };
  }

  return {
    async require(request, reply) {
      const token = config.OPERATOR_TOKEN;
      if (!token) {
        const path = request.url.split('?')[0] ?? '/';
        throw localizedError(404, (t) => t.noSuchPath(request.method, path), 404);
      }
      const outcome = await check(request, token);
      if (outcome.ok) return;
      if (outcome.blockedFor !== undefined) {
        reply.header('retry-after', String(outcome.blockedFor));
        throw localizedError(429, (t) => t.operatorTokenLocked, 429);
      }
      reply.header('www-authenticate', 'Bearer realm="ops"');
      throw localizedError(401, (t) => t.operatorTokenWrong, 401);
    },
    async holds(request) {
      const token = config.OPERATOR_TOKEN;
      if (!token || request.headers.authorization === undefined) return false;
      return (await check(request, token)).ok;
    },
  };
}
