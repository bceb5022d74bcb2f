import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultDatabasePath, defaultFilesDir } from '../src/paths';
import { DEFAULT_POOL_SIZE, readDbSettings } from '../src/settings';

describe('the database settings', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('defaults every setting, empty meaning unset', () => {
    for (const name of ['DATABASE_URL', 'DATABASE_POOL_SIZE', 'FILES_DIR', 'PG_BIN_DIR'])
      vi.stubEnv(name, '');
    expect(readDbSettings()).toEqual({
      DATABASE_URL: `file:${defaultDatabasePath}`,
      DATABASE_POOL_SIZE: DEFAULT_POOL_SIZE,
      FILES_DIR: defaultFilesDir,
      PG_BIN_DIR: undefined,
    });
  });

  it("reads the process's environment when asked", () => {
    vi.stubEnv('DATABASE_URL', 'postgresql://portal@db.example:5432/portal');
    vi.stubEnv('DATABASE_POOL_SIZE', '4');
    vi.stubEnv('FILES_DIR', 'elsewhere/files');
    expect(readDbSettings()).toMatchObject({
      DATABASE_URL: 'postgresql://portal@db.example:5432/portal',
      DATABASE_POOL_SIZE: 4,
      FILES_DIR: 'elsewhere/files',
    });
  });

  it('refuses a wrong value, naming the variable and not echoing it', () => {
    expect(() => readDbSettings({ DATABASE_URL: 'mysql://user:secret@host/db' })).toThrow(
      /^Invalid configuration: DATABASE_URL: must be a file: URL/,
    );
    expect(() => readDbSettings({ DATABASE_URL: 'mysql://user:secret@host/db' })).not.toThrow(
      /secret/,
    );
    expect(() => readDbSettings({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
