import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

/** A fresh temp folder, removed after the test (or the suite) that made it. */
export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-db-test-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    onTestFinished(remove);
  } catch {
    afterAll(remove); // called while collecting a describe block, outside any test
  }
  return dir;
}

/** A `file:` URL for a database that does not exist yet. */
export function tempDatabaseUrl(): string {
  return `file:${path.join(tempDir(), 'test.db')}`;
}
