import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  dataDir,
  databaseUrl,
  defaultDatabasePath,
  defaultFilesDir,
  defaultOutboxDir,
  repoRoot,
  resolveDatabasePath,
} from '../src/paths';
import { tempDir } from './temp';

describe('database path resolution', () => {
  it('defaults to data/portal.db at the repository root', () => {
    expect(resolveDatabasePath()).toBe(path.join(repoRoot, 'data', 'portal.db'));
    expect(defaultDatabasePath).toBe(path.join(repoRoot, 'data', 'portal.db'));
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
  it('puts the database, the served files and the outbox under data/ at the repository root', () => {
    expect(dataDir).toBe(path.join(repoRoot, 'data'));
    for (const file of [defaultDatabasePath, defaultFilesDir, defaultOutboxDir])
      expect(path.dirname(file)).toBe(dataDir);
  });
});
