import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { backupDatabase, BackupError, isDatabaseInUse, restoreDatabase } from '../src/backup';
import { createPrismaClient } from '../src/client';
import { isDatabaseMigrated, migrateDatabase } from '../src/migrations';
import { tempDir } from './temp';

const betterSqlite = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * Another process writing to the database as the server would: WAL mode,
 * small transactions, as fast as it can, until told to stop on stdin. It
 * reports its commit count on stdout.
 */
const WRITER = `
const Database = require(process.env.SQLITE_MODULE);
const db = new Database(process.env.DB_FILE, { timeout: 5000 });
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
const insert = db.prepare('INSERT INTO Announcement (title, content, createdAt) VALUES (?, ?, ?)');
const payload = 'x'.repeat(3000);
let stop = false;
let count = 0;
process.stdin.on('data', () => { stop = true; });
function batch() {
  if (stop) { db.close(); process.stdout.write('done ' + count + '\\n'); return; }
  for (let i = 0; i < 20; i += 1) {
    db.transaction(() => insert.run('load ' + count, payload, Date.now()))();
    count += 1;
  }
  process.stdout.write('wrote ' + count + '\\n');
  setImmediate(batch);
}
batch();
`;

function startWriter(file: string) {
  const child = spawn(process.execPath, ['-e', WRITER], {
    env: { ...process.env, SQLITE_MODULE: betterSqlite, DB_FILE: file },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let written = 0;
  const waiters: { at: number; resolve: () => void }[] = [];
  let finished: (count: number) => void = () => {};
  const done = new Promise<number>((resolve) => (finished = resolve));
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) {
      const [word, count] = line.split(' ');
      if (word === 'wrote') written = Number(count);
      if (word === 'done') finished(Number(count));
    }
    for (const waiter of waiters.filter((w) => written >= w.at)) waiter.resolve();
  });
  return {
    written: () => written,
    /** Resolves once the writer has committed at least `count` rows. */
    reach: (count: number) =>
      new Promise<void>((resolve) => {
        if (written >= count) resolve();
        else waiters.push({ at: count, resolve });
      }),
    stop: () => {
      child.stdin.write('stop\n');
      return done;
    },
  };
}

function rows(file: string, sql: string): unknown[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
}

const modeOf = (file: string) => statSync(file).mode & 0o777;

async function migratedDatabase(dir: string, name = 'portal.db') {
  const file = path.join(dir, name);
  await migrateDatabase(`file:${file}`);
  return file;
}

describe('backupDatabase under write load', () => {
  it('takes a consistent backup while another process writes, and it restores to a sound, migrated database', async () => {
    const dir = tempDir();
    const live = await migratedDatabase(dir);
    const writer = startWriter(live);
    let backupStartedAt: number;
    let total: number;
    let result;
    try {
      // Grow the file to many pages first, so there is something to copy.
      await writer.reach(2000);
      // The writer is another process: the in-use check sees it.
      expect(isDatabaseInUse(live)).toBe(true);
      backupStartedAt = writer.written();
      result = await backupDatabase(path.join(dir, 'backup.db'), `file:${live}`);
      // The writer was committing before the backup began and still is after
      // it ended: the backup ran under its load.
      await writer.reach(writer.written() + 200);
    } finally {
      total = await writer.stop();
    }
    expect(result.pages).toBeGreaterThan(1000);

    // A self-contained file: no -wal to go with it.
    expect(readdirSync(dir).sort()).toEqual(['backup.db', 'portal.db']);
    const backedUp = rows(result.file, 'SELECT count(*) AS n FROM Announcement') as { n: number }[];
    // A snapshot from within the backup: after what was there at its start, before the end of the load.
    expect(backedUp[0]?.n).toBeGreaterThanOrEqual(backupStartedAt);
    expect(backedUp[0]?.n).toBeLessThan(total);

    const restoredUrl = `file:${path.join(dir, 'restored', 'portal.db')}`;
    const restored = await restoreDatabase(result.file, restoredUrl);
    expect(restored.previous).toBeNull();
    expect(rows(restored.file, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect(rows(restored.file, 'SELECT count(*) AS n FROM Announcement')).toEqual(backedUp);
    expect(await isDatabaseMigrated(restoredUrl)).toBe(true);
  });

  it('refuses to overwrite an existing file, a missing database and a missing folder', async () => {
    const dir = tempDir();
    const live = await migratedDatabase(dir);
    writeFileSync(path.join(dir, 'taken.db'), 'keep me');
    await expect(backupDatabase(path.join(dir, 'taken.db'), `file:${live}`)).rejects.toThrow(
      /already exists/,
    );
    await expect(
      backupDatabase(path.join(dir, 'x.db'), `file:${path.join(dir, 'missing.db')}`),
    ).rejects.toThrow(/does not exist/);
    expect(existsSync(path.join(dir, 'missing.db'))).toBe(false);
    await expect(backupDatabase(path.join(dir, 'no', 'x.db'), `file:${live}`)).rejects.toThrow(
      BackupError,
    );
  });
});

describe('restoreDatabase', () => {
  async function withBackup() {
    const dir = tempDir();
    const live = await migratedDatabase(dir);
    const db = new Database(live);
    db.prepare(
      "INSERT INTO Announcement (title, content, createdAt) VALUES ('from backup', '{}', 0)",
    ).run();
    db.close();
    const backup = path.join(dir, 'backup.db');
    await backupDatabase(backup, `file:${live}`);
    // A backup holds what the database holds: its owner's alone.
    expect(modeOf(backup)).toBe(0o600);
    return { dir, live, backup };
  }

  it('refuses while the database is open in the portal server (a Prisma client here), and changes nothing', async () => {
    const { dir, backup } = await withBackup();
    const target = await migratedDatabase(dir, 'serving.db');
    const server = createPrismaClient(`file:${target}`);
    try {
      await server.announcement.create({ data: { title: 'live', content: '{}' } });
      expect(isDatabaseInUse(target)).toBe(true);
      await expect(restoreDatabase(backup, `file:${target}`)).rejects.toThrow(
        /open in another process.*Stop the server first, or restore into a new file/,
      );
      expect(await server.announcement.findMany({ select: { title: true } })).toEqual([
        { title: 'live' },
      ]);
    } finally {
      await server.$disconnect();
    }
    expect(isDatabaseInUse(target)).toBe(false);
  });

  it('replaces a database no one uses, keeping the old one beside it', async () => {
    const { dir, backup } = await withBackup();
    const target = await migratedDatabase(dir, 'stopped.db');
    const before = new Database(target);
    before
      .prepare("INSERT INTO Announcement (title, content, createdAt) VALUES ('old', '{}', 0)")
      .run();
    before.close();

    const now = new Date('2026-11-21T10:15:30Z');
    const result = await restoreDatabase(backup, `file:${target}`, now);
    expect(result).toEqual({ file: target, previous: `${target}.before-restore-20261121-101530` });
    expect(rows(target, 'SELECT title FROM Announcement')).toEqual([{ title: 'from backup' }]);
    expect(rows(result.previous ?? '', 'SELECT title FROM Announcement')).toEqual([
      { title: 'old' },
    ]);
    expect(modeOf(target)).toBe(0o600);
    expect(modeOf(result.previous ?? '')).toBe(0o600);
    // The server opens it as usual afterwards.
    const server = createPrismaClient(`file:${target}`);
    try {
      expect(await server.announcement.count()).toBe(1);
    } finally {
      await server.$disconnect();
    }
  });

  it('refuses a file that is not a sound portal database, before touching the target', async () => {
    const dir = tempDir();
    const target = await migratedDatabase(dir);
    const notSqlite = path.join(dir, 'notes.txt');
    writeFileSync(notSqlite, 'hello');
    await expect(restoreDatabase(notSqlite, `file:${target}`)).rejects.toThrow(
      /not an SQLite database/,
    );

    const otherApp = path.join(dir, 'other.db');
    const other = new Database(otherApp);
    other.exec('CREATE TABLE t (x)');
    other.close();
    await expect(restoreDatabase(otherApp, `file:${target}`)).rejects.toThrow(
      /not a portal database/,
    );
    await expect(restoreDatabase(path.join(dir, 'nope.db'), `file:${target}`)).rejects.toThrow(
      /does not exist/,
    );
    expect(readdirSync(dir).filter((name) => name.includes('before-restore'))).toEqual([]);
  });
});

describe('pnpm db:backup / db:restore', () => {
  const tsx = path.join(
    path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
    'dist',
    'cli.mjs',
  );
  function run(script: 'backup' | 'restore', file: string, databaseUrl: string) {
    return new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [tsx, `src/cli/${script}.ts`, file], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { ...process.env, DATABASE_URL: databaseUrl },
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('close', (code) => resolve({ code, out }));
    });
  }

  it('backs up, refuses to restore over a database in use (exit 1), and restores into a new file', async () => {
    const dir = tempDir();
    const live = await migratedDatabase(dir);
    const url = `file:${live}`;
    const backup = path.join(dir, 'backup.db');

    const server = createPrismaClient(url);
    try {
      await server.announcement.create({ data: { title: 'backed up', content: '{}' } });
      const taken = await run('backup', backup, url);
      expect(taken, taken.out).toMatchObject({ code: 0 });
      expect(taken.out).toContain(`to ${backup}`);

      const refused = await run('restore', backup, url);
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/open in another process .*Stop the server first/);
    } finally {
      await server.$disconnect();
    }

    const fresh = path.join(dir, 'restored.db');
    const restored = await run('restore', backup, `file:${fresh}`);
    expect(restored, restored.out).toMatchObject({ code: 0 });
    expect(rows(fresh, 'SELECT title FROM Announcement')).toEqual([{ title: 'backed up' }]);
  }, 60_000);
});
