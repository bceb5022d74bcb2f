import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createPrismaClient } from '../src/client';
import { migrateDatabase } from '../src/migrations';
import { tempDatabaseUrl } from './temp';

const betterSqlite = createRequire(import.meta.url).resolve('better-sqlite3');

/** Another process holding the database's write lock for `ms`, as a backup or an operator's tool might. */
async function holdWriteLock(file: string, ms: number) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const D = require(${JSON.stringify(betterSqlite)}); const db = new D(${JSON.stringify(file)});
       db.exec('BEGIN IMMEDIATE'); process.stdout.write('held\\n');
       setTimeout(() => { db.exec('COMMIT'); db.close(); }, ${ms});`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { released: new Promise((resolve) => child.once('exit', resolve)) };
}

const code = (id: string) => ({
  data: { id, answerHash: 'x', expiresAt: new Date(), createdAt: new Date() },
});

describe('transactions while another connection holds the write lock', () => {
  it('wait for it with the busy timeout, also when they read before they write', async () => {
    const url = tempDatabaseUrl();
    await migrateDatabase(url);
    const db = createPrismaClient(url);
    try {
      await db.verifyCode.count();
      for (const [id, readFirst] of [
        ['write-first', false],
        ['read-then-write', true],
      ] as const) {
        const { released } = await holdWriteLock(url.slice('file:'.length), 600);
        const started = Date.now();
        await db.$transaction(async (tx) => {
          if (readFirst) await tx.verifyCode.findMany();
          await tx.verifyCode.create(code(id));
        });
        expect(Date.now() - started, id).toBeGreaterThanOrEqual(400);
        await released;
      }
      expect(await db.verifyCode.count()).toBe(2);
    } finally {
      await db.$disconnect();
    }
  });

  it('still roll back when refused', async () => {
    const url = tempDatabaseUrl();
    await migrateDatabase(url);
    const db = createPrismaClient(url);
    try {
      await expect(
        db.$transaction(async (tx) => {
          await tx.verifyCode.create(code('kept-out'));
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(await db.verifyCode.count()).toBe(0);
    } finally {
      await db.$disconnect();
    }
  });
});

describe('a write made while another request holds a transaction open', () => {
  it('is kept when that transaction rolls back, and waits for it rather than joining it', async () => {
    const url = tempDatabaseUrl();
    await migrateDatabase(url);
    const db = createPrismaClient(url);
    try {
      await db.testControls.create({ data: { id: 1 } });
      let inside = () => {};
      const opened = new Promise<void>((resolve) => (inside = resolve));
      const refused = db
        .$transaction(async (tx) => {
          await tx.verifyCode.create(code('rolled-back'));
          inside();
          // Another request is served meanwhile.
          await new Promise((resolve) => setTimeout(resolve, 200));
          throw new Error('refused');
        })
        .catch((error: Error) => error.message);
      await opened;
      // A read, then a conditional update (as a stub's use is taken): the update joined the open transaction.
      const outside = (async () => {
        await db.testControls.findFirst({ where: { id: 1 } });
        await db.testControls.updateMany({
          where: { id: 1, stubsArmed: { gte: 0 } },
          data: { stubsArmed: { increment: 1 } },
        });
      })();
      expect(await refused).toBe('refused');
      await outside;
      expect(await db.verifyCode.count()).toBe(0);
      expect(await db.testControls.findUnique({ where: { id: 1 } })).toMatchObject({
        stubsArmed: 1,
      });
    } finally {
      await db.$disconnect();
    }
  });
});
