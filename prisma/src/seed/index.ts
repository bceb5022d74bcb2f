/**
 * The demo data of the portal. `seedDatabase` fills an empty, migrated
 * database and writes the files its rows point to; on a database that holds
 * any catalogue or order row it does nothing, so it is safe to call at every
 * start. Ids and timestamps are fixed: every seeded database is identical.
 */
import type { Prisma, PrismaClient } from '../../generated/client/client';
import { bumpCatalogueVersion } from '../catalogue-version';
import { syncIdSequences } from '../client';
import { takenSeats } from '../pickup-slots';
import { defaultFilesDir } from '../paths';
import { recordSnapshot } from '../snapshot';
import { ANNOUNCEMENT } from './announcement';
import { BRANDS, DICTIONARY_ENTRIES, PRODUCTS, SERIALS, materialRows } from './catalogue';
import { documentRows } from './documents';
import { writeSeedFiles } from './files';
import {
  repairAccessoryRows,
  repairOrderRows,
  repairQuoteLineRows,
  reservationRows,
  shipmentRows,
} from './repair-orders';
import { sparePartOrderLineRows, sparePartOrderRows } from './spare-part-orders';

export { DEMO_KEYS } from './demo-keys';
export { seedFileUrls, writeSeedFiles } from './files';
export { SEED_TODAY } from './time';

/** Where the API serves files from unless FILES_DIR says otherwise. */
export { defaultFilesDir };

export interface SeedOptions {
  /** Folder served under `/files/`; part images and documents are written below it. */
  filesDir: string;
}

export interface SeedResult {
  /** False when the database already held data and nothing was written. */
  seeded: boolean;
}

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * True when none of the tables the seed fills has a row. Verification codes
 * are not looked at: they are short-lived and say nothing about the data.
 */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  // One query instead of one count per table: this runs at every API start.
  const tables = [
    'Brand',
    'Product',
    'Serial',
    'Material',
    'Document',
    'Announcement',
    'DictionaryEntry',
    'RepairOrder',
    'RepairOrderAccessory',
    'Shipment',
    'Reservation',
    'SparePartOrder',
    'SparePartOrderLine',
  ];
  const sql = `SELECT ${tables.map((table) => `EXISTS (SELECT 1 FROM "${table}")`).join(' OR ')} AS "filled"`;
  const rows = await db.$queryRawUnsafe<{ filled: number | bigint | boolean }[]>(sql);
  return !rows[0]?.filled;
}

async function insertAll(tx: Prisma.TransactionClient): Promise<void> {
  // Parents before children, for the foreign keys.
  await tx.brand.createMany({ data: BRANDS });
  await tx.product.createMany({ data: PRODUCTS });
  await tx.serial.createMany({ data: SERIALS });
  await tx.material.createMany({ data: materialRows() });
  await tx.document.createMany({ data: documentRows() });
  await tx.announcement.create({ data: ANNOUNCEMENT });
  await tx.dictionaryEntry.createMany({ data: DICTIONARY_ENTRIES });
  await tx.repairOrder.createMany({ data: repairOrderRows() });
  await tx.repairOrderAccessory.createMany({ data: repairAccessoryRows() });
  await tx.repairQuoteLine.createMany({ data: repairQuoteLineRows() });
  await tx.shipment.createMany({ data: shipmentRows() });
  const reservations = reservationRows();
  await tx.reservation.createMany({ data: reservations });
  await tx.pickupSlot.createMany({ data: takenSeats(reservations) });
  await tx.sparePartOrder.createMany({ data: sparePartOrderRows() });
  await tx.sparePartOrderLine.createMany({ data: sparePartOrderLineRows() });
}

/**
 * Seeds the demo data into an empty database (already migrated) and writes
 * the files into `options.filesDir`. All rows go in one transaction, with
 * their snapshot for the test controls' reset.
 */
export async function seedDatabase(db: PrismaClient, options: SeedOptions): Promise<SeedResult> {
  if (!(await isDatabaseEmpty(db))) return { seeded: false };
  await writeSeedFiles(options.filesDir);
  try {
    const seeded = await db.$transaction(
      async (tx) => {
        // Checked again inside the transaction: another process may have seeded meanwhile.
        if (!(await isDatabaseEmpty(tx))) return false;
        await insertAll(tx);
        // What the test controls' reset puts back (snapshot.ts).
        await recordSnapshot(tx);
        await bumpCatalogueVersion(tx);
        // The seed gives every row its id; PostgreSQL's sequences must follow.
        await syncIdSequences(db, tx);
        return true;
      },
      { maxWait: 10_000, timeout: 30_000 },
    );
    return { seeded };
  } catch (error) {
    // A concurrent seeder that won the race leaves a filled database: not an error.
    if (!(await isDatabaseEmpty(db))) return { seeded: false };
    throw error;
  }
}
