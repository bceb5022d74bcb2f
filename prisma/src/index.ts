export {
  BackupError,
  backupDatabase,
  isDatabaseInUse,
  restoreDatabase,
  type BackupResult,
  type RestoreResult,
} from './backup';
export { createPrismaClient } from './client';
export { diffMigration, diffSchema, type DiffOutcome } from './diff';
export {
  isDatabaseMigrated,
  migrateDatabase,
  migrationStatus,
  type MigrationOptions,
  type MigrationStatus,
} from './migrations';
export {
  databasePath,
  databaseUrl,
  defaultDatabasePath,
  migrationsDir,
  repoRoot,
  resolveDatabasePath,
  schemaPath,
} from './paths';
export { localWrites } from './local-writes';
export { BUSY_TIMEOUT_MS, openSqliteConnection, SqliteAdapterFactory } from './sqlite';
// The generated client: PrismaClient, the Prisma namespace and one type per model.
export * from '../generated/client/client';
export {
  DEMO_KEYS,
  FILES_URL_PREFIX,
  SEED_TODAY,
  defaultFilesDir,
  isDatabaseEmpty,
  seedDatabase,
  seedFileUrls,
  writeSeedFiles,
  type SeedOptions,
  type SeedResult,
} from './seed';
