import { z } from 'zod';
import { DATABASE_URL_RULE, defaultDatabasePath, defaultFilesDir, isDatabaseUrl } from './paths';

/** Empty counts as unset: env files list every variable, some blank. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** PostgreSQL connections each process keeps at most, unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

/**
 * The settings @portal/db reads, validated once here: the server composes
 * this shape into its own (apps/api/src/env.ts) and hands the values on; the
 * database commands read them with `readDbSettings`.
 */
export const dbSettingsShape = {
  /** `file:…` for the embedded SQLite, `postgresql://…` for a PostgreSQL server. */
  DATABASE_URL: unsetIfEmpty(
    z.string().default(`file:${defaultDatabasePath}`).refine(isDatabaseUrl, DATABASE_URL_RULE),
  ),
  /** PostgreSQL connections this process keeps at most. */
  DATABASE_POOL_SIZE: unsetIfEmpty(
    z.coerce.number().int().min(1).max(1000).default(DEFAULT_POOL_SIZE),
  ),
  /** Folder of served files: accessory images, document PDFs. */
  FILES_DIR: unsetIfEmpty(z.string().default(defaultFilesDir)),
};

export const dbSettingsSchema = z.object({
  ...dbSettingsShape,
  /** The folder of PostgreSQL's initdb and pg_ctl, for the throwaway servers of tests and tools (not the server's). */
  PG_BIN_DIR: unsetIfEmpty(z.string().optional()),
});
export type DbSettings = z.output<typeof dbSettingsSchema>;

/** The database's settings from `source` (default: the process's environment), validated. */
export function readDbSettings(source: NodeJS.ProcessEnv = processEnvironment()): DbSettings {
  const parsed = dbSettingsSchema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid configuration: ${settingsProblems(parsed.error)}`);
  return parsed.data;
}

/** Each problem as `NAME: message`, never echoing a value (a URL may hold a password). */
export function settingsProblems(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

/**
 * The process's environment with `overrides` on top: the one place product
 * code reads `process.env` (eslint.config.js refuses it elsewhere). Read when
 * asked for, as tests and commands set variables before use.
 */
export function processEnvironment(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}
