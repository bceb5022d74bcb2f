import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dataDir,
  databaseUrl,
  defaultDatabasePath,
  defaultFilesDir,
  defaultOutboxDir,
  filesDir,
  repoRoot,
  resolveDatabasePath,
} from '../src/paths';
import { tempDir } from './temp';

describe('database path resolution', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('defaults to data/portal.db at the repository root', () => {
    vi.stubEnv('DATABASE_URL', '');
    expect(resolveDatabasePath()).toBe(path.join(repoRoot, 'data', 'portal.db'));
    expect(defaultDatabasePath).toBe(path.join(repoRoot, 'data', 'portal.db'));
  });

  it('reads DATABASE_URL', () => {
    vi.stubEnv('DATABASE_URL', 'file:/srv/portal/app.db');
    expect(resolveDatabasePath()).toBe(path.resolve('/srv/portal/app.db'));
  });

  it('takes relative paths from the repository root', () => {
    expect(resolveDatabasePath('file:data/x.db')).toBe(path.join(repoRoot, 'data', 'x.db'));
    expect(resolveDatabasePath('file:./data/x.db')).toBe(path.join(repoRoot, 'data', 'x.db'));
    expect(resolveDatabasePath('data/x.db')).toBe(path.join(repoRoot, 'data', 'x.db'));
  });

  it('accepts absolute paths, file:// URLs and ignores query parameters', () => {
    expect(resolveDatabasePath('/var/db/x.db')).toBe(path.resolve('/var/db/x.db'));
    expect(resolveDatabasePath('file:///var/db/x.db')).toBe(path.resolve('/var/db/x.db'));
    expect(resolveDatabasePath('file:/var/db/x.db?connection_limit=1')).toBe(
      path.resolve('/var/db/x.db'),
    );
  });

  it('creates the folder of the database', () => {
    const file = path.join(tempDir(), 'nested', 'deeper', 'x.db');
    expect(databaseUrl(file)).toBe(`file:${file}`);
    expect(existsSync(path.dirname(file))).toBe(true);
    expect(existsSync(file)).toBe(false);
  });
});

describe('the data folder defaults', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('puts the database, the served files and the outbox under data/ at the repository root', () => {
    expect(dataDir).toBe(path.join(repoRoot, 'data'));
    for (const file of [defaultDatabasePath, defaultFilesDir, defaultOutboxDir])
      expect(path.dirname(file)).toBe(dataDir);
  });

  it('reads FILES_DIR, relative to the repository root, empty meaning unset', () => {
    vi.stubEnv('FILES_DIR', '');
    expect(filesDir()).toBe(defaultFilesDir);
    vi.stubEnv('FILES_DIR', 'elsewhere/files');
    expect(filesDir()).toBe(path.join(repoRoot, 'elsewhere', 'files'));
  });
});
