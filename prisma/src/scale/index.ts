/**
 * `generateScaleData`: adds a deterministic, realistic catalogue and order
 * history to a database that holds the demo seed, `scale` times its size
 * (see `scalePlan`). Rows are made lazily per batch and written with
 * multi-row INSERTs through the Prisma client (see insert.ts), one short
 * transaction per few batches of orders. Memory does not grow with the scale.
 */
import type { Prisma, PrismaClient } from '../../generated/client/client';
import { bumpCatalogueVersion } from '../catalogue-version';
import { addTakenSeats } from '../pickup-slots';
import { isDatabaseEmpty } from '../seed';
import { seriesDocuments } from './documents';
import { insertRows } from './insert';
import type { DocumentRow } from './documents';
import { seriesMaterials } from './materials';
import type { MaterialRow } from './materials';
import { scalePlan } from './plan';
import type { ScalePlan } from './plan';
import { PublicIdDraw, Random } from './random';
import { RepairOrderFactory } from './repair-orders';
import { seriesAt } from './series';
import type { Series } from './series';
import { SparePartOrderFactory } from './spare-part-orders';

export { ROWS_PER_SCALE, SCALE_RANGE, isValidScale, scalePlan, type ScalePlan } from './plan';

/** Orders (or parts) made and written at a time. */
export const DEFAULT_BATCH_SIZE = 2_000;

/**
 * Batches per transaction. Ids are random, so each order touches its own
 * index pages; a larger transaction writes a page changed by several orders
 * once (measured: 20,000 orders in one transaction wrote 2.7 times less than
 * in ten).
 */
const BATCHES_PER_TRANSACTION = 10;

/** Where the serial starts in an RMA number (`RMA` + YYMMDD) and a tracking number (`PCS`). */
const RMA_SERIAL_AT = 'RMAyymmdd'.length;
const TRACKING_SERIAL_AT = 'PCS'.length;

/** A transaction waits for other writers (the portal) and may run long on a busy machine. */
const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 600_000 };

export type ScaleTable =
  | 'Serial'
  | 'Material'
  | 'Document'
  | 'RepairOrder'
  | 'Shipment'
  | 'Reservation'
  | 'RepairOrderAccessory'
  | 'SparePartOrder'
  | 'SparePartOrderLine';

export interface ScaleProgress {
  /** The kind of row being made: serials, materials, documents, repair or spare-part orders. */
  step: 'serials' | 'materials' | 'documents' | 'repairOrders' | 'sparePartOrders';
  /** Main rows (orders, parts…) done and planned, over all steps. */
  done: number;
  total: number;
  /** Rows written so far in every table, dependent rows included. */
  rowsWritten: number;
}

export interface ScaleOptions {
  scale: number;
  onProgress?: (progress: ScaleProgress) => void;
  batchSize?: number;
}

export interface ScaleResult {
  plan: ScalePlan;
  /** Rows added per table. */
  added: Record<ScaleTable, number>;
  seconds: number;
}

export class ScaleDataError extends Error {
  override name = 'ScaleDataError';
}

/** Scale data is there once the first scale series is. */
const MARKER_SERIES = seriesAt(0).enName;

export async function isScaled(db: PrismaClient): Promise<boolean> {
  return (await db.serial.count({ where: { enName: MARKER_SERIES } })) > 0;
}

function* chunks<T>(rows: Iterable<T>, size: number): Generator<T[]> {
  let chunk: T[] = [];
  for (const row of rows) {
    chunk.push(row);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** `total` rows shared out over `parts` as evenly as whole numbers allow. */
function share(total: number, parts: number, index: number): number {
  return Math.floor(total / parts) + (index < total % parts ? 1 : 0);
}

function* catalogueRows<T>(
  series: readonly { series: Series; id: number }[],
  total: number,
  make: (series: Series, serialId: number, count: number) => Iterable<T>,
): Generator<T> {
  for (const [index, item] of series.entries()) {
    yield* make(item.series, item.id, share(total, series.length, index));
  }
}

export async function generateScaleData(
  db: PrismaClient,
  { scale, onProgress, batchSize = DEFAULT_BATCH_SIZE }: ScaleOptions,
): Promise<ScaleResult> {
  const started = performance.now();
  const plan = scalePlan(scale);
  if (await isDatabaseEmpty(db))
    throw new ScaleDataError('The database is empty: seed the demo data first.');
  if (await isScaled(db)) throw new ScaleDataError('The database already holds scale data.');

  const added: Record<ScaleTable, number> = {
    Serial: 0,
    Material: 0,
    Document: 0,
    RepairOrder: 0,
    Shipment: 0,
    Reservation: 0,
    RepairOrderAccessory: 0,
    SparePartOrder: 0,
    SparePartOrderLine: 0,
  };
  const total =
    plan.serials + plan.materials + plan.documents + plan.repairOrders + plan.sparePartOrders;
  let done = 0;
  const report = async (step: ScaleProgress['step'], rows: number) => {
    done += rows;
    const rowsWritten = Object.values(added).reduce((sum, count) => sum + count, 0);
    onProgress?.({ step, done, total, rowsWritten });
    // SQLite answers synchronously, so without this no timer (a progress
    // bar's redraw, a server's work) would run until the end.
    await new Promise((resolve) => setImmediate(resolve));
  };
  if (plan.serials === 0) return { plan, added, seconds: (performance.now() - started) / 1000 };

  // Series first: parts and documents point to their ids.
  const newSeries = Array.from({ length: plan.serials }, (_, index) => seriesAt(index));
  const { _max } = await db.serial.aggregate({ _max: { sortOrder: true } });
  const firstSortOrder = (_max.sortOrder ?? 0) + 1;
  const serialRows = newSeries.map((series, index) => ({
    enName: series.enName,
    status: 1,
    sortOrder: firstSortOrder + index,
  }));
  added.Serial = await insertRows(db, 'Serial', serialRows);
  const stored = await db.serial.findMany({
    where: { enName: { in: newSeries.map((series) => series.enName) } },
    select: { id: true, enName: true },
  });
  const idByName = new Map(stored.map((row) => [row.enName, row.id]));
  const seriesWithIds = newSeries.map((series) => ({
    series,
    id: idByName.get(series.enName) ?? 0,
  }));
  await report('serials', plan.serials);

  const materialRandom = new Random(scale, 'materials');
  const materials = catalogueRows(seriesWithIds, plan.materials, (series, id, count) =>
    seriesMaterials(materialRandom, series, id, count),
  );
  for (const chunk of chunks<MaterialRow>(materials, batchSize)) {
    added.Material += await insertRows(db, 'Material', chunk);
    await report('materials', chunk.length);
  }

  const documentRandom = new Random(scale, 'documents');
  const documents = catalogueRows(seriesWithIds, plan.documents, (series, id, count) =>
    seriesDocuments(documentRandom, series, id, count),
  );
  for (const chunk of chunks<DocumentRow>(documents, batchSize)) {
    added.Document += await insertRows(db, 'Document', chunk);
    await report('documents', chunk.length);
  }

  await addRepairOrders(db, scale, plan.repairOrders, batchSize, added, (rows) =>
    report('repairOrders', rows),
  );
  await addSparePartOrders(db, scale, plan.sparePartOrders, batchSize, added, (rows) =>
    report('sparePartOrders', rows),
  );
  await bumpCatalogueVersion(db);
  return { plan, added, seconds: (performance.now() - started) / 1000 };
}

/** Runs `write` for `count` rows in batches, BATCHES_PER_TRANSACTION batches a transaction. */
async function inTransactions(
  db: PrismaClient,
  count: number,
  batchSize: number,
  write: (tx: Prisma.TransactionClient, size: number) => Promise<void>,
): Promise<void> {
  const perTransaction = batchSize * BATCHES_PER_TRANSACTION;
  for (let start = 0; start < count; start += perTransaction) {
    const end = Math.min(start + perTransaction, count);
    await db.$transaction(async (tx) => {
      for (let at = start; at < end; at += batchSize)
        await write(tx, Math.min(batchSize, end - at));
    }, TRANSACTION_OPTIONS);
  }
}

async function addRepairOrders(
  db: PrismaClient,
  scale: number,
  count: number,
  batchSize: number,
  added: Record<ScaleTable, number>,
  report: (rows: number) => Promise<void>,
): Promise<void> {
  const [orders, shipments] = await Promise.all([
    db.repairOrder.findMany({ select: { id: true, rmaNumber: true } }),
    db.shipment.findMany({ select: { id: true, shipmentNo: true } }),
  ]);
  const factory = new RepairOrderFactory(
    new Random(scale, 'repair-orders'),
    new PublicIdDraw(
      new Random(scale, 'repair-order-ids'),
      orders.map((row) => Number(row.id)),
    ),
    new PublicIdDraw(
      new Random(scale, 'shipment-ids'),
      shipments.map((row) => Number(row.id)),
    ),
    // The numbers' serials, drawn apart from the ids and never one the seed's numbers have.
    new PublicIdDraw(
      new Random(scale, 'rma-serials'),
      orders.map((row) => Number(row.rmaNumber.slice(RMA_SERIAL_AT))),
    ),
    new PublicIdDraw(
      new Random(scale, 'tracking-serials'),
      shipments.map((row) => Number(row.shipmentNo.slice(TRACKING_SERIAL_AT))),
    ),
  );
  await inTransactions(db, count, batchSize, async (tx, size) => {
    const batch = factory.batch(size);
    // Parents before children, for the foreign keys.
    added.RepairOrder += await insertRows(tx, 'RepairOrder', batch.orders);
    added.Shipment += await insertRows(tx, 'Shipment', batch.shipments);
    added.Reservation += await insertRows(tx, 'Reservation', batch.reservations);
    await addTakenSeats(tx, batch.reservations);
    added.RepairOrderAccessory += await insertRows(tx, 'RepairOrderAccessory', batch.accessories);
    await report(size);
  });
}

async function addSparePartOrders(
  db: PrismaClient,
  scale: number,
  count: number,
  batchSize: number,
  added: Record<ScaleTable, number>,
  report: (rows: number) => Promise<void>,
): Promise<void> {
  const [orders, parts] = await Promise.all([
    db.sparePartOrder.findMany({ select: { id: true } }),
    db.material.findMany({
      where: { status: 1, priceCents: { gt: 0 } },
      select: { id: true, bom: true, nameEN: true, namePL: true, priceCents: true },
      orderBy: { id: 'asc' },
    }),
  ]);
  const sellable = parts.map((part) => ({ ...part, priceCents: part.priceCents ?? 0 }));
  const factory = new SparePartOrderFactory(
    new Random(scale, 'spare-part-orders'),
    new PublicIdDraw(
      new Random(scale, 'spare-part-order-ids'),
      orders.map((row) => Number(row.id)),
    ),
    sellable,
  );
  await inTransactions(db, count, batchSize, async (tx, size) => {
    const batch = factory.batch(size);
    added.SparePartOrder += await insertRows(tx, 'SparePartOrder', batch.orders);
    added.SparePartOrderLine += await insertRows(tx, 'SparePartOrderLine', batch.lines);
    await report(size);
  });
}
