import {
  errorResponse,
  errorResponseSchema,
  HEALTH_PATHS,
  healthResponseSchema,
} from '@portal/contracts';
import { isDatabaseMigrated, STORAGE_PROBLEMS } from '@portal/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageLanguage } from '../lib/language';
import { messageIn } from '../lib/messages';
import { STORAGE_RETRY_AFTER_S } from '../lib/respond';

/** Why the database cannot serve requests, or null when it can. */
async function databaseProblem(app: FastifyInstance): Promise<string | null> {
  const url = app.config.DATABASE_URL;
  // The file is checked first: opening a missing file would create an empty database.
  const storage = await app.storage.probe(app.db);
  if (storage) {
    app.log.warn({ problem: storage }, 'database cannot store data');
    return storage;
  }
  try {
    if (!(await isDatabaseMigrated(url, { db: app.db }))) return STORAGE_PROBLEMS.notMigrated;
  } catch (error) {
    app.log.warn({ err: error }, 'migration status unknown');
    return STORAGE_PROBLEMS.migrationUnknown;
  }
  return null;
}

/**
 * Health checks for the container and load balancers, outside the API base
 * path: `/health` answers while the process is up, `/ready` only when the
 * database is the file opened at start, can store data (see
 * plugins/storage.ts) and is fully migrated (503 otherwise).
 */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Concurrent probes share one check.
  let running: Promise<string | null> | null = null;

  app.get(
    HEALTH_PATHS.health,
    {
      schema: {
        tags: ['health'],
        summary: 'The process is up (outside the API base path)',
        response: { 200: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    HEALTH_PATHS.ready,
    {
      schema: {
        tags: ['health'],
        summary:
          'The database is the file opened at start, can store data and is migrated; 503 with the error shape otherwise (outside the API base path)',
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      running ??= databaseProblem(app).finally(() => {
        running = null;
      });
      const problem = await running;
      reply.header('cache-control', 'no-store');
      if (problem) {
        return reply
          .status(503)
          .header('retry-after', String(STORAGE_RETRY_AFTER_S))
          .send(errorResponse(503, messageIn(messageLanguage(request), 503, problem)));
      }
      return { status: 'ok' as const };
    },
  );
}
