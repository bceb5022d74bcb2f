import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveDatabasePath } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabaseKind, type TestContext } from './harness';
import { expectError } from './requests';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

function tempFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-health-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

describe('GET /health', () => {
  it('answers while the process is up, never cached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /ready', () => {
  it('answers ok for a reachable, migrated database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it.runIf(testDatabaseKind === 'sqlite')(
    'answers 503 with the error shape when the database file is missing, without creating it',
    async () => {
      const { dir, remove } = tempFolder();
      const missing = path.join(dir, 'gone', 'portal.db');
      const app = await startTestApp({ DATABASE_URL: `file:${missing}` });
      try {
        const res = await app.app.inject({ method: 'GET', url: '/ready' });
        expect(expectError(res, 503, 503)).toBe('Database file not found');
        expect(fs.existsSync(missing)).toBe(false);
        // The process itself is still up.
        expect((await app.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      } finally {
        await app.close();
        remove();
      }
    },
  );

  it.runIf(testDatabaseKind === 'sqlite')(
    'answers 503 once the database file of a running server disappears',
    async () => {
      const app = await startTestApp();
      try {
        expect((await app.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
        const file = resolveDatabasePath(app.env.DATABASE_URL);
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
        expectError(await app.app.inject({ method: 'GET', url: '/ready' }), 503, 503);
      } finally {
        await app.close();
      }
    },
  );

  it.runIf(testDatabaseKind === 'sqlite')(
    'answers 503 for a database that is not migrated',
    async () => {
      const { dir, remove } = tempFolder();
      const empty = path.join(dir, 'empty.db');
      fs.writeFileSync(empty, ''); // an empty file is an empty SQLite database
      const app = await startTestApp({ DATABASE_URL: `file:${empty}` });
      try {
        const res = await app.app.inject({ method: 'GET', url: '/ready' });
        expect(expectError(res, 503, 503)).toBe('Database is not migrated');
      } finally {
        await app.close();
        remove();
      }
    },
  );

  it('answers 503 while a migration of the code is not recorded as applied, on either database', async () => {
    const app = await startTestApp();
    try {
      expect((await app.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      await app.app.db.$executeRawUnsafe(
        `DELETE FROM _prisma_migrations WHERE migration_name = (SELECT max(migration_name) FROM _prisma_migrations)`,
      );
      const res = await app.app.inject({ method: 'GET', url: '/ready' });
      expect(expectError(res, 503, 503)).toBe('Database is not migrated');
    } finally {
      await app.close();
    }
  });

  it('stays outside API_BASE_PATH', async () => {
    const app = await startTestApp({ API_BASE_PATH: '/api' });
    try {
      expect((await app.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      expect((await app.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      expectError(await app.app.inject({ method: 'GET', url: '/api/ready' }), 404, 404);
    } finally {
      await app.close();
    }
  });
});
