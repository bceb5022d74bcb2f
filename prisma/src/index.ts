export {
  BackupError,
  backupDatabase,
  isDatabaseInUse,
  restoreDatabase,
  type BackupResult,
  type RestoreResult,
} from './backup';
export { adapterFactory, createPrismaClient, syncIdSequences, type ClientOptions } from './client';
export { createDatabaseFile, DATABASE_FILE_MODE, restrictDatabaseFiles } from './database-file';
export { diffMigration, diffSchema, type DiffOutcome } from './diff';
export {
  isDatabaseMigrated,
  migrateDatabase,
  migrationStatus,
  type MigrationOptions,
  type MigrationStatus,
} from './migrations';
export {
  DATABASE_URL_RULE,
  databaseKind,
  isDatabaseUrl,
  databaseLabel,
  databasePath,
  databaseUrl,
  dataDir,
  defaultDatabasePath,
  defaultOutboxDir,
  defaultWebDistDir,
  migrationsDirs,
  repoRoot,
  resolveDatabasePath,
  resolveFromRoot,
  schemaPath,
  schemaPaths,
  type AnyPrismaClient,
  type DatabaseKind,
} from './paths';
export { lockKeys } from './locks';
export {
  clearSeededTables,
  recordSnapshot,
  restoreSnapshot,
  SEED_SNAPSHOT,
  type RestoreOutcome,
} from './snapshot';
export { bumpCatalogueVersion, readCatalogueVersion } from './catalogue-version';
export {
  dbSettingsShape,
  DEFAULT_POOL_SIZE,
  processEnvironment,
  readDbSettings,
  settingsProblems,
  type DbSettings,
} from './settings';
export { sentStatements } from './tracked-adapter';
export { BUSY_TIMEOUT_MS, SqliteAdapterFactory } from './sqlite';
export {
  FREE_SPACE_MARGIN_BYTES,
  STORAGE_PROBLEMS,
  storageCheck,
  storageFault,
  type StorageCheck,
} from './storage';
// Typed SQL (decision record 014): one module of typed query functions per database.
export * as postgresqlSql from '../sql/generated/postgresql';
export * as sqliteSql from '../sql/generated/sqlite';
// The generated client: PrismaClient, the Prisma namespace and one type per model.
export * from '../generated/client/client';
export {
  DEMO_KEYS,
  SEED_TODAY,
  defaultFilesDir,
  isDatabaseEmpty,
  seedDatabase,
  seedFileUrls,
  writeSeedFiles,
  type SeedOptions,
  type SeedResult,
} from './seed';
