import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    // Set-ups migrate and seed whole databases: seconds on a quiet machine, more under load.
    hookTimeout: 60_000,
    // Tests pass their own temp URLs; this only catches one that forgets, so
    // it can never reach the real database.
    env: { DATABASE_URL: `file:${path.join(tmpdir(), 'portal-db-tests', 'unexpected.db')}` },
  },
});
