import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { clearSeededTables, restoreSnapshot, seedDatabase, type PrismaClient } from '@portal/db';
import { clearStubs } from './stubs';

export interface ResetOptions {
  filesDir: string;
  outboxDir: string;
}

/**
 * The database back to the demo data as seeded (its snapshot, see
 * @portal/db's snapshot.ts), the mail outbox (table and .eml folder), customers' messages,
 * verification codes, stubs (faults too), scenarios and journal emptied. The clock is left alone.
 * A database seeded before snapshots existed is seeded again, which records one.
 */
export async function resetToDemoData(db: PrismaClient, options: ResetOptions): Promise<void> {
  const { restored } = await restoreSnapshot(db);
  if (!restored) {
    await db.$transaction((tx) => clearSeededTables(tx));
    await seedDatabase(db, { filesDir: options.filesDir });
  }
  await db.$transaction([
    db.mailOutbox.deleteMany(),
    db.customerMessage.deleteMany(),
    db.mailSent.deleteMany(),
    db.verifyCode.deleteMany(),
    db.testJournalEntry.deleteMany(),
  ]);
  await clearStubs(db);
  await emptyMailFolder(options.outboxDir);
}

/** The .eml files written without an SMTP server; nothing else in the folder. */
async function emptyMailFolder(folder: string): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map((name) => rm(path.join(folder, name), { force: true })),
  );
}
