import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPrismaClient, migrateDatabase, seedDatabase } from '@portal/db';

/**
 * Builds one migrated, seeded database for the whole run; each test file
 * copies it (see test/harness.ts), so tests never touch the demo database.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-test-'));
  const file = path.join(dir, 'base.db');
  const filesDir = path.join(dir, 'files');
  await migrateDatabase(`file:${file}`);
  const db = createPrismaClient(`file:${file}`);
  await seedDatabase(db, { filesDir });
  await db.$executeRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
  await db.$disconnect();
  project.provide('baseDatabase', file);
  project.provide('filesDir', filesDir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseDatabase: string;
    filesDir: string;
  }
}
