import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPrismaClient, migrateDatabase, seedDatabase } from '@portal/db';
import { startPostgres } from '@portal/db/postgres-server';

/** The database the suite runs on: `TEST_DATABASE=postgresql` for a throwaway PostgreSQL server. */
const onPostgres = process.env.TEST_DATABASE === 'postgresql';
const BASE = 'portal_base';

/**
 * Builds one migrated, seeded database for the whole run; each test file
 * copies it (see test/harness.ts), so tests never touch the demo database.
 * On PostgreSQL the copy is a database made from it as a template.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-test-'));
  const filesDir = path.join(dir, 'files');
  const server = onPostgres ? await startPostgres({ fast: true }) : null;
  const baseUrl = server ? await server.createDatabase(BASE) : `file:${path.join(dir, 'base.db')}`;
  await migrateDatabase(baseUrl);
  const db = createPrismaClient(baseUrl);
  await seedDatabase(db, { filesDir });
  if (!server) await db.$executeRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
  await db.$disconnect();
  project.provide('baseDatabase', baseUrl);
  project.provide('postgresAdminUrl', server?.adminUrl ?? '');
  project.provide('filesDir', filesDir);
  return async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the seeded database every test copies. */
    baseDatabase: string;
    /** The PostgreSQL server's admin URL, or '' on SQLite. */
    postgresAdminUrl: string;
    filesDir: string;
  }
}
