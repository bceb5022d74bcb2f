import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { dataTables } from './tables';
import {
  PURCHASE_STATUS,
  REPAIR_STATUS,
  formatRmaNumber,
  formatTrackingNumber,
  isImeiChecksumValid,
  isValidNip,
  richTextDocumentSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '../generated/client/client';
import { readCatalogueVersion } from '../src/catalogue-version';
import { createPrismaClient } from '../src/client';
import { migrateDatabase } from '../src/migrations';
import { resolveDatabasePath } from '../src/paths';
import { ScaleDataError, generateScaleData, isScaled, scalePlan } from '../src/scale';
import { Random } from '../src/scale/random';
import { repairTimeline } from '../src/scale/repair-timeline';
import { DAY_MS, seedNowLocalMs } from '../src/scale/time';
import { DEMO_KEYS, seedDatabase } from '../src/seed';
import { tempDatabaseUrl, tempDir } from './temp';
import { expectSerialsApartFromIds } from './number-serials';

const SCALE = 2;
const SLOW = 180_000;

/** A digest of every row of every data table (tables.ts). */
function tablesDigest(url: string): string {
  const db = new Database(resolveDatabasePath(url), { readonly: true });
  try {
    const tables = dataTables(db);
    const hash = createHash('sha256');
    for (const { name } of tables) {
      const order = name === 'sqlite_sequence' ? 'name' : 'rowid';
      for (const row of db.prepare(`SELECT * FROM "${name}" ORDER BY ${order}`).iterate()) {
        hash.update(`${name}:${JSON.stringify(row)}\n`);
      }
    }
    return hash.digest('hex');
  } finally {
    db.close();
  }
}

async function seededDatabase(): Promise<{ url: string; db: PrismaClient }> {
  const url = tempDatabaseUrl();
  await migrateDatabase(url);
  const db = createPrismaClient(url);
  await seedDatabase(db, { filesDir: tempDir() });
  return { url, db };
}

const POLISH_LETTERS = /[ąćęłńóśźż]/i;

describe('generateScaleData', () => {
  let first: { url: string; db: PrismaClient };
  let second: { url: string; db: PrismaClient };
  let seedCounts: Record<string, number>;
  let added: Awaited<ReturnType<typeof generateScaleData>>['added'];

  let seededVersion: string | null = null;
  beforeAll(async () => {
    [first, second] = await Promise.all([seededDatabase(), seededDatabase()]);
    const { db } = first;
    seedCounts = {
      serials: await db.serial.count(),
      materials: await db.material.count(),
      documents: await db.document.count(),
      repairOrders: await db.repairOrder.count(),
      sparePartOrders: await db.sparePartOrder.count(),
    };
    seededVersion = await readCatalogueVersion(db);
    ({ added } = await generateScaleData(db, { scale: SCALE }));
    // Another batch size must not change a single row.
    await generateScaleData(second.db, { scale: SCALE, batchSize: 333 });
  }, SLOW);
  afterAll(async () => {
    await Promise.all([first.db.$disconnect(), second.db.$disconnect()]);
  });

  it('gives the same rows for the same scale', () => {
    expect(tablesDigest(second.url)).toBe(tablesDigest(first.url));
  });

  it('gives the catalogue a new version, so that running servers answer the new rows', async () => {
    const scaled = await readCatalogueVersion(first.db);
    expect(seededVersion).not.toBeNull();
    expect(scaled).not.toBeNull();
    expect(scaled).not.toBe(seededVersion);
  });

  it('adds the planned rows on top of the seed', async () => {
    const { db } = first;
    const plan = scalePlan(SCALE);
    expect(await db.serial.count()).toBe(seedCounts.serials! + plan.serials);
    expect(await db.material.count()).toBe(seedCounts.materials! + plan.materials);
    expect(await db.document.count()).toBe(seedCounts.documents! + plan.documents);
    expect(await db.repairOrder.count()).toBe(seedCounts.repairOrders! + plan.repairOrders);
    expect(await db.sparePartOrder.count()).toBe(
      seedCounts.sparePartOrders! + plan.sparePartOrders,
    );
    expect(added).toMatchObject({
      Serial: plan.serials,
      Material: 50,
      Document: 16,
      RepairOrder: 1_000,
      Shipment: 1_000,
      SparePartOrder: 500,
    });
    // Most orders have a pick-up booking, some the accessories sent along.
    expect(added.Reservation).toBeGreaterThan(900);
    expect(added.RepairOrderAccessory).toBeGreaterThan(200);
    expect(added.SparePartOrderLine).toBeGreaterThanOrEqual(500);
    expect(added.SparePartOrderLine).toBeLessThanOrEqual(2_000);
  });

  it('counts the seats its active reservations take in each pick-up slot', async () => {
    const { db } = first;
    const active = await db.reservation.groupBy({
      by: ['pickupDate', 'pickupTimeFrom', 'pickupTimeTo'],
      where: { status: 'active' },
      _count: { _all: true },
    });
    const slots = await db.pickupSlot.findMany();
    const key = (slot: { pickupDate: string; pickupTimeFrom: string; pickupTimeTo: string }) =>
      `${slot.pickupDate} ${slot.pickupTimeFrom}-${slot.pickupTimeTo}`;
    expect(new Map(slots.map((slot) => [key(slot), slot.taken]))).toEqual(
      new Map(active.map((group) => [key(group), group._count._all])),
    );
  });

  it('gives every repair order its shipment, tracking number and a unique RMA number', async () => {
    const orders = await first.db.repairOrder.findMany({ include: { shipment: true } });
    const rmaNumbers = new Set(orders.map((order) => order.rmaNumber));
    expect(rmaNumbers.size).toBe(orders.length);
    const warsawDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' });
    for (const order of orders) {
      expect(order.shipment, order.rmaNumber).not.toBeNull();
      const shipmentNo = order.shipment?.shipmentNo ?? '';
      expect(shipmentNo).toBe(formatTrackingNumber(Number(shipmentNo.slice('PCS'.length))));
      const bookingDate = warsawDate.format(order.createTime);
      expect(order.rmaNumber).toBe(
        formatRmaNumber(bookingDate, Number(order.rmaNumber.slice('RMAyymmdd'.length))),
      );
      expect(isImeiChecksumValid(order.applySn), order.applySn).toBe(true);
    }
  });

  it('draws the serials of the RMA and tracking numbers apart from the ids', async () => {
    expectSerialsApartFromIds(await first.db.repairOrder.findMany({ include: { shipment: true } }));
  });

  it('keeps timestamps as far as each repair status has got', async () => {
    const orders = await first.db.repairOrder.findMany();
    for (const order of orders) {
      const steps = [order.receiveTime, order.checkTime, order.repairTime, order.sendDateTime];
      const reached = steps.filter((time) => time !== null).length;
      // Each step comes after the one before it.
      const times = [order.createTime, ...steps].filter((time) => time !== null);
      for (let i = 1; i < times.length; i += 1) {
        expect(times[i]!.getTime()).toBeGreaterThan(times[i - 1]!.getTime());
      }
      if (order.status === REPAIR_STATUS.finished) {
        expect(reached).toBe(4);
        expect(order.sendLogisticsNo).not.toBeNull();
      } else {
        expect(order.sendLogisticsNo).toBeNull();
      }
      if (order.status === REPAIR_STATUS.checking) expect(reached).toBe(1);
      if (
        [REPAIR_STATUS.waitingForPart, REPAIR_STATUS.quoteToBeConfirmed].includes(
          order.status as 5 | 6,
        )
      ) {
        expect(reached).toBe(2);
      }
    }
    const statuses = new Set(orders.map((order) => order.status));
    expect(statuses.size).toBeGreaterThanOrEqual(5);
  });

  it('makes spare-part order totals the sum of their lines, of real priced parts', async () => {
    const orders = await first.db.sparePartOrder.findMany({ include: { lines: true } });
    const parts = new Map((await first.db.material.findMany()).map((part) => [part.id, part]));
    for (const order of orders) {
      expect(order.lines.length).toBeGreaterThanOrEqual(1);
      expect(order.lines.length).toBeLessThanOrEqual(4);
      const sum = order.lines.reduce((total, line) => total + line.unitPriceCents * line.num, 0);
      expect(order.totalCents).toBe(sum);
      for (const line of order.lines) {
        const part = parts.get(line.skuId);
        expect(part?.bom).toBe(line.bom);
        expect(part?.priceCents).toBe(line.unitPriceCents);
      }
      if (order.taxNo !== '') expect(isValidNip(order.taxNo), order.taxNo).toBe(true);
    }
    const invoiceTypes = new Set(orders.map((order) => order.invoiceType));
    expect(invoiceTypes.size).toBe(2);
    expect(new Set(orders.map((order) => order.status)).size).toBeGreaterThanOrEqual(4);
  });

  it('writes varied Polish and English names, unique BOM codes and valid rich text', async () => {
    const { db } = first;
    const parts = await db.material.findMany();
    expect(new Set(parts.map((part) => part.bom)).size).toBe(parts.length);
    const added = parts.slice(-50);
    expect(new Set(added.map((part) => part.namePL)).size).toBe(added.length);
    expect(new Set(added.map((part) => part.nameEN)).size).toBe(added.length);
    expect(added.filter((part) => POLISH_LETTERS.test(part.namePL)).length).toBeGreaterThan(10);
    const clients = await db.repairOrder.findMany({
      select: { clientName: true, clientEmail: true },
    });
    expect(new Set(clients.map((client) => client.clientName)).size).toBeGreaterThan(300);
    expect(
      clients.filter((client) => POLISH_LETTERS.test(client.clientName)).length,
    ).toBeGreaterThan(200);
    for (const { clientEmail } of clients)
      expect(clientEmail).toMatch(/^[a-z.\d]+@example\.(com|pl)$/);
    for (const document of await db.document.findMany()) {
      expect(() => richTextDocumentSchema.parse(JSON.parse(document.content))).not.toThrow();
    }
  });

  it('refuses to run twice on the same database', async () => {
    expect(await isScaled(first.db)).toBe(true);
    await expect(generateScaleData(first.db, { scale: SCALE })).rejects.toThrow(ScaleDataError);
  });

  it('leaves every demo key answering', async () => {
    const { db } = first;
    for (const key of [
      ...Object.values(DEMO_KEYS.repairOrders),
      ...Object.values(DEMO_KEYS.moreRepairOrders),
    ]) {
      const order = await db.repairOrder.findUnique({
        where: { rmaNumber: key.rmaNumber },
        include: { shipment: true },
      });
      expect(order?.status).toBe(key.status);
      expect(order?.shipment?.shipmentNo).toBe(key.shipmentNo);
    }
    for (const [name, id] of Object.entries(DEMO_KEYS.purchaseOrders)) {
      const order = await db.sparePartOrder.findUnique({ where: { id } });
      expect(order?.status, name).toBe(PURCHASE_STATUS[name as keyof typeof PURCHASE_STATUS]);
    }
    expect(
      (await db.material.findUnique({ where: { id: DEMO_KEYS.accessoryWithoutPrice } }))
        ?.priceCents,
    ).toBeNull();
    const firstSerial = await db.serial.findFirst({
      where: { status: 1 },
      orderBy: { sortOrder: 'asc' },
    });
    expect(firstSerial?.id).toBe(DEMO_KEYS.serialWithManyAccessories);
    expect(await db.repairOrder.count({ where: { rmaNumber: DEMO_KEYS.notFound.rmaNumber } })).toBe(
      0,
    );
    expect(await db.repairOrder.count({ where: { applySn: DEMO_KEYS.notFound.imei } })).toBe(0);
  });
});

describe('scalePlan', () => {
  it('adds nothing at scale 1 and grows series with the square root', () => {
    expect(scalePlan(1)).toMatchObject({
      serials: 0,
      materials: 0,
      documents: 0,
      repairOrders: 0,
      sparePartOrders: 0,
    });
    expect(scalePlan(100)).toMatchObject({
      serials: 45,
      repairOrders: 99_000,
      sparePartOrders: 49_500,
    });
    expect(scalePlan(1000).serials).toBe(153);
  });

  it('refuses a scale that is not a whole number in range', () => {
    for (const scale of [0, -1, 1.5, Number.NaN, 10_001])
      expect(() => scalePlan(scale)).toThrow(RangeError);
  });
});

describe('repairTimeline', () => {
  it('reaches every repair status, each with the timestamps of its steps', () => {
    const random = new Random(1, 'timeline-test');
    const now = seedNowLocalMs();
    const seen = new Set<number>();
    for (let i = 0; i < 20_000; i += 1) {
      // Mostly recent bookings, where the open statuses are.
      const created = now - random.int(1, 40 * 24) * (DAY_MS / 24);
      const timeline = repairTimeline(random, created, now, {
        outOfWarranty: random.chance(0.3),
        viaPartnerShop: random.chance(0.3),
      });
      seen.add(timeline.status);
      const reached = [timeline.received, timeline.checked, timeline.repaired, timeline.sent];
      const last = reached.filter((time) => time !== null).at(-1) ?? created;
      expect(last).toBeLessThanOrEqual(now);
      if (timeline.status === REPAIR_STATUS.logisticsToBeBuilt)
        expect(timeline.reservation).toBeNull();
      if (timeline.status === REPAIR_STATUS.cancelled) expect(timeline.shipment).toBe('cancelled');
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(
      Object.values(REPAIR_STATUS).sort((a, b) => a - b),
    );
  });
});
