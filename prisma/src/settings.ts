/**
 * The environment variables @portal/db reads, in one place. Each is read when
 * asked for (tests and commands set them before use); empty counts as unset,
 * as in the server's settings (apps/api/src/env.ts), which validates them.
 */
/** Defaults of the settings that have one; the server's env.ts takes them from here. */
export const DB_DEFAULTS = { DATABASE_POOL_SIZE: 10 } as const;

export type DbSetting = 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'FILES_DIR' | 'PG_BIN_DIR';

export function dbSetting(name: DbSetting): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}
