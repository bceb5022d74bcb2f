import { errorResponse } from '@portal/contracts';
import { storageCheck, type StorageCheck } from '@portal/db';
import type { FastifyInstance } from 'fastify';
import { messageLanguage } from '../lib/language';
import { messageIn } from '../lib/messages';
import { STORAGE_RETRY_AFTER_S } from '../lib/respond';

export type StorageGuard = StorageCheck;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A call that changes nothing, whatever its method (contracts `readOnly`). */
    readOnly?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Guards against answering success for data that is not stored: every
 * success answer of a state-changing request (any method but the safe ones,
 * unless its route changes nothing: the catalogue's and lookups' POSTs)
 * first checks that the database is still the one opened at start (see
 * `storageCheck`) and answers 503 otherwise.
 */
export function registerStorageGuard(app: FastifyInstance, databaseUrl: string): StorageGuard {
  const check = storageCheck(databaseUrl);
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      SAFE_METHODS.has(request.method) ||
      request.routeOptions.config.readOnly ||
      reply.statusCode >= 400
    )
      return payload;
    const problem = check.fileProblem();
    if (!problem) return payload;
    request.log.error({ problem }, 'write answered 503: database file gone');
    void reply
      .code(503)
      .type('application/json; charset=utf-8')
      .header('retry-after', String(STORAGE_RETRY_AFTER_S));
    return JSON.stringify(errorResponse(503, messageIn(messageLanguage(request), 503, problem)));
  });
  return check;
}
