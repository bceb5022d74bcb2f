/**
 * The demo data as seeded, kept in the database (TestSnapshot) so that any
 * server instance can put it back: the test controls' reset. Rows go through
 * Prisma's query API; v8's serializer keeps their BigInt ids, Dates and
 * bytes as they are, which JSON would not.
 */
import { deserialize, serialize } from 'node:v8';
import type { Prisma, PrismaClient } from '../generated/client/client';
import { bumpCatalogueVersion } from './catalogue-version';
import { syncIdSequences } from './client';
import { lockKeys } from './locks';
import { databaseKind } from './paths';

export const SEED_SNAPSHOT = 'seed';

/** The tables the seed fills, parents before children (for the foreign keys). */
const SNAPSHOT_TABLES = [
  'brand',
  'product',
  'serial',
  'material',
  'document',
  'announcement',
  'dictionaryEntry',
  'repairOrder',
  'repairOrderAccessory',
  'repairQuoteLine',
  'shipment',
  'reservation',
  'pickupSlot',
  'sparePartOrder',
  'sparePartOrderLine',
] as const satisfies readonly Uncapitalize<Prisma.ModelName>[];

type SnapshotTable = (typeof SNAPSHOT_TABLES)[number];
type Rows = Partial<Record<SnapshotTable, unknown[]>>;

/** What the tables' delegates share; each is called with its own rows only. */
interface TableDelegate {
  findMany(): Promise<unknown[]>;
  deleteMany(): Promise<unknown>;
  createMany(args: { data: unknown[] }): Promise<unknown>;
}

const delegate = (tx: Prisma.TransactionClient, table: SnapshotTable) =>
  tx[table] as unknown as TableDelegate;

/** Stores the rows of the seeded tables as the snapshot `name`, replacing an older one. */
export async function recordSnapshot(
  tx: Prisma.TransactionClient,
  name = SEED_SNAPSHOT,
): Promise<void> {
  const rows: Rows = {};
  for (const table of SNAPSHOT_TABLES) rows[table] = await delegate(tx, table).findMany();
  const data = { rows: new Uint8Array(serialize(rows)) };
  await tx.testSnapshot.upsert({ where: { name }, create: { name, ...data }, update: data });
}

/** Deletes every row of the tables the seed fills, children first. */
export async function clearSeededTables(tx: Prisma.TransactionClient): Promise<void> {
  for (const table of [...SNAPSHOT_TABLES].reverse()) await delegate(tx, table).deleteMany();
}

export interface RestoreOutcome {
  /** False when there is no snapshot of that name (nothing was changed). */
  restored: boolean;
}

/**
 * Puts the seeded tables back as the snapshot holds them, in one transaction:
 * every row of theirs is deleted (children first), the snapshot's inserted.
 * PostgreSQL's id sequences are then moved past the restored ids.
 */
export async function restoreSnapshot(
  db: PrismaClient,
  name = SEED_SNAPSHOT,
): Promise<RestoreOutcome> {
  const restored = await db.$transaction(async (tx) => {
    // Two resets at once (two instances) on PostgreSQL: the second would insert rows the
    // first committed after its deletes began. They run one after the other instead.
    await lockKeys(tx, databaseKind(db), [`restore ${name}`]);
    const snapshot = await tx.testSnapshot.findUnique({ where: { name } });
    if (!snapshot) return false;
    const rows = deserialize(snapshot.rows) as Rows;
    await clearSeededTables(tx);
    for (const table of SNAPSHOT_TABLES) {
      const data = rows[table] ?? [];
      if (data.length > 0) await delegate(tx, table).createMany({ data });
    }
    await bumpCatalogueVersion(tx);
    return true;
  });
  if (restored) await syncIdSequences(db);
  return { restored };
}
