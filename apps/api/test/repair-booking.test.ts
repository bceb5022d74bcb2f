import { setTimeout as sleep } from 'node:timers/promises';
import {
  createRepairOrderRequestSchema,
  formatRmaNumber,
  formatShipmentNumber,
  isPublicId,
  pickupDates,
  warsawToday,
} from '@portal/contracts';
import { databasePath, localWrites } from '@portal/db';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepairOrder } from '../src/services/repair-booking';
import { createRepairBooking } from '../src/services/repair-booking-sql';
import { bookRepair, findCatalogue, repairOrderBody, type Catalogue } from './fixtures';
import { rowCounts, startTestApp, type TestContext } from './harness';

/** Caps out of reach: these tests compare the two paths, not the caps (abuse-caps.test.ts). */
const CAPS = { perContact: 1_000_000, perAddress: 1_000_000 };
const ORM = { bookedFrom: '', caps: CAPS };

let ctx: TestContext;
let catalogue: Catalogue;
let raw: Database.Database;

beforeAll(async () => {
  ctx = await startTestApp();
  catalogue = await findCatalogue(ctx.app);
  raw = new Database(databasePath(ctx.env.DATABASE_URL), { readonly: true });
});
afterAll(async () => {
  raw.close();
  await ctx.close();
});

/** Every column of a row, with the SQLite storage class of each (`typeof(column)`). */
function storedRow(table: string, id: number) {
  const columns = (raw.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name);
  const types = columns.map((c) => `typeof("${c}") AS "${c}:type"`).join(', ');
  return raw.prepare(`SELECT *, ${types} FROM "${table}" WHERE id = ?`).get(id) as Record<
    string,
    unknown
  >;
}

function storedAccessories(orderId: number) {
  return raw
    .prepare(
      `SELECT id, accessoriesId, accessoriesName, typeof(accessoriesId) AS idType
       FROM RepairOrderAccessory WHERE orderId = ? ORDER BY id`,
    )
    .all(orderId) as { id: number; accessoriesId: number; accessoriesName: string }[];
}

/** A row without the keys that differ between two bookings by construction. */
function without<T extends object>(row: T, ...keys: string[]) {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));
}

/** A booking with several accessories out of id order (one twice), no IMEI, English. */
function unusualBooking() {
  const body = repairOrderBody(catalogue, '  ');
  const [a, b, c] = catalogue.accessories;
  const picked = [c ?? b, a, b, a].flatMap((entry) => (entry ? [entry] : []));
  return createRepairOrderRequestSchema.parse({
    ...body,
    language: 'en-US',
    repairInfo: { ...body.repairInfo, address: '', operator: '', remark: '  Twice a day  ' },
    accessoriesList: picked.map((entry) => ({
      accessoriesId: entry.id,
      accessoriesName: 'the client’s label',
    })),
  });
}

describe('booking with prepared statements (repair-booking-sql)', () => {
  it('stores what the ORM path stores, column for column, and Prisma reads it back the same', async () => {
    // Late evening in UTC today: already the next day in Warsaw, which the RMA number shows.
    const now = new Date(`${new Date().toISOString().slice(0, 10)}T23:30:15.123Z`);
    const payload = { ...unusualBooking(), pickupDate: pickupDates(now)[0] ?? '' };
    const orm = await createRepairOrder(ctx.app.db, payload, now, ORM);
    const booking = createRepairBooking(ctx.app.db, ctx.env.DATABASE_URL, CAPS);
    const fast = await booking.book(payload, now, '');
    booking.close();

    for (const id of [orm.orderId, orm.shipmentId, fast.orderId, fast.shipmentId]) {
      expect(isPublicId(id)).toBe(true);
    }
    expect(new Set([orm.orderId, orm.shipmentId, fast.orderId, fast.shipmentId]).size).toBe(4);
    expect(fast.rmaNumber).toBe(formatRmaNumber(fast.orderId, warsawToday(now)));
    expect(fast.rmaNumber.slice(3, 9)).toBe(warsawToday(now).replaceAll('-', '').slice(2));
    expect(fast.shipmentNo).toBe(formatShipmentNumber(fast.shipmentId));

    // As stored: the same values and storage classes (DateTime as ISO text).
    const ormOrder = storedRow('RepairOrder', orm.orderId);
    const fastOrder = storedRow('RepairOrder', fast.orderId);
    expect(fastOrder).toMatchObject({ rmaNumber: fast.rmaNumber, 'createTime:type': 'text' });
    expect(without(fastOrder, 'id', 'rmaNumber')).toEqual(without(ormOrder, 'id', 'rmaNumber'));
    const ormShipment = storedRow('Shipment', orm.shipmentId);
    const fastShipment = storedRow('Shipment', fast.shipmentId);
    expect(fastShipment).toMatchObject({ orderId: fast.orderId, shipmentNo: fast.shipmentNo });
    expect(without(fastShipment, 'id', 'orderId', 'shipmentNo')).toEqual(
      without(ormShipment, 'id', 'orderId', 'shipmentNo'),
    );
    const ormAccessories = storedAccessories(orm.orderId);
    const fastAccessories = storedAccessories(fast.orderId);
    expect(fastAccessories.length).toBeGreaterThan(1);
    expect(fastAccessories.map((row) => without(row, 'id'))).toEqual(
      ormAccessories.map((row) => without(row, 'id')),
    );
    // Consecutive ids in the same order as the ORM's insert gives them.
    const offset = (fastAccessories[0]?.id ?? 0) - (ormAccessories[0]?.id ?? 0);
    expect(fastAccessories.map((row) => row.id - offset)).toEqual(
      ormAccessories.map((row) => row.id),
    );

    // As Prisma reads it.
    const read = (id: number) =>
      ctx.app.db.repairOrder.findUniqueOrThrow({
        where: { id },
        include: { shipment: true, accessories: { orderBy: { id: 'asc' } } },
      });
    const [ormRead, fastRead] = await Promise.all([read(orm.orderId), read(fast.orderId)]);
    expect(fastRead.createTime).toEqual(now);
    expect(fastRead.shipment?.createdAt).toEqual(now);
    expect(without(fastRead, 'id', 'rmaNumber', 'shipment', 'accessories')).toEqual(
      without(ormRead, 'id', 'rmaNumber', 'shipment', 'accessories'),
    );
    expect(without(fastRead.shipment ?? {}, 'id', 'orderId', 'shipmentNo')).toEqual(
      without(ormRead.shipment ?? {}, 'id', 'orderId', 'shipmentNo'),
    );
    expect(fastRead.accessories.map((row) => without(row, 'id', 'orderId'))).toEqual(
      ormRead.accessories.map((row) => without(row, 'id', 'orderId')),
    );

    // As the lookup answers it.
    const lookup = async (keyword: string) =>
      (
        await ctx.app.inject({ method: 'GET', url: '/order/user/query', query: { keyword } })
      ).json();
    expect(await lookup(fast.rmaNumber)).toEqual(await lookup(orm.rmaNumber));
  });

  it('answers the same 404s as the ORM path and writes nothing', async () => {
    const booking = createRepairBooking(ctx.app.db, ctx.env.DATABASE_URL, CAPS);
    const base = unusualBooking();
    const cases = [
      { ...base, repairInfo: { ...base.repairInfo, userId: 999_999 } },
      { ...base, repairInfo: { ...base.repairInfo, productId: catalogue.otherBrandProduct.id } },
      { ...base, repairInfo: { ...base.repairInfo, sourceChannelId: catalogue.exterior.id } },
      { ...base, repairInfo: { ...base.repairInfo, applyAppearanceId: catalogue.channel.id } },
      {
        ...base,
        accessoriesList: [
          ...base.accessoriesList,
          { accessoriesId: catalogue.maxDictionaryId + 2, accessoriesName: 'x' },
          { accessoriesId: catalogue.maxDictionaryId + 1, accessoriesName: 'x' },
        ],
      },
    ];
    const before = await rowCounts(ctx.app);
    try {
      for (const payload of cases) {
        const refused = (promise: Promise<unknown>) =>
          promise.then(
            () => 'booked',
            (error: { code?: number; message?: string }) => `${error.code}: ${error.message}`,
          );
        const now = new Date();
        const expected = await refused(createRepairOrder(ctx.app.db, payload, now, ORM));
        expect(expected).toMatch(/^404: .* not found/);
        expect(await refused(booking.book(payload, now, ''))).toBe(expected);
      }
    } finally {
      booking.close();
    }
    expect(await rowCounts(ctx.app)).toEqual(before);
  });

  it('gives concurrent bookings distinct random ids, and the numbers built from them', async () => {
    const bookings = await Promise.all(
      Array.from({ length: 25 }, () => bookRepair(ctx.app, repairOrderBody(catalogue))),
    );
    const today = warsawToday();
    for (const booking of bookings) {
      expect(isPublicId(booking.orderId)).toBe(true);
      expect(isPublicId(booking.shipmentId)).toBe(true);
      expect(booking.rmaNumber).toBe(formatRmaNumber(booking.orderId, today));
      expect(booking.shipmentNo).toBe(formatShipmentNumber(booking.shipmentId));
    }
    const ids = bookings.flatMap((booking) => [booking.orderId, booking.shipmentId]);
    expect(new Set(ids).size).toBe(50);
    // Nothing in common between the ids of consecutive bookings: no counter shows through.
    const sorted = bookings.map((booking) => booking.orderId).sort((a, b) => a - b);
    const smallestGap = Math.min(...sorted.slice(1).map((id, i) => id - (sorted[i] ?? 0)));
    expect(smallestGap).toBeGreaterThan(1000);
  });

  it('commits bookings made together once, and one refused midway leaves nothing of itself', async () => {
    const writer = new Database(databasePath(ctx.env.DATABASE_URL));
    // Refuses a shipment after its order and accessories are written.
    writer.exec(`CREATE TRIGGER refuse_shipment BEFORE INSERT ON Shipment
      WHEN (SELECT clientName FROM RepairOrder WHERE id = NEW.orderId) = 'Refused Client'
      BEGIN SELECT RAISE(ABORT, 'shipment refused'); END`);
    const booking = createRepairBooking(ctx.app.db, ctx.env.DATABASE_URL, CAPS);
    try {
      const base = unusualBooking();
      const refusedMidway = {
        ...base,
        repairInfo: { ...base.repairInfo, clientName: 'Refused Client' },
      };
      const unknownBrand = { ...base, repairInfo: { ...base.repairInfo, userId: 999_999 } };
      const before = await rowCounts(ctx.app);
      const commitsBefore = localWrites.count;
      const now = new Date();
      const [first, refused, second, unknown] = await Promise.allSettled(
        [base, refusedMidway, base, unknownBrand].map((payload) => booking.book(payload, now, '')),
      );

      expect(localWrites.count - commitsBefore).toBe(1);
      if (first?.status !== 'fulfilled' || second?.status !== 'fulfilled') {
        throw new Error('the valid bookings of the group were not booked');
      }
      expect(refused).toMatchObject({
        status: 'rejected',
        reason: { message: 'shipment refused' },
      });
      expect(unknown).toMatchObject({ status: 'rejected', reason: { code: 404 } });
      // The refused booking's order and accessories went with it.
      expect(await rowCounts(ctx.app)).toEqual({
        ...before,
        repairOrders: before.repairOrders + 2,
        shipments: before.shipments + 2,
      });
      const leftOver = raw
        .prepare(
          `SELECT count(*) FROM RepairOrderAccessory
           WHERE orderId NOT IN (SELECT id FROM RepairOrder)
              OR orderId IN (SELECT id FROM RepairOrder WHERE clientName = 'Refused Client')`,
        )
        .pluck()
        .get();
      expect(leftOver).toBe(0);
      expect(storedAccessories(second.value.orderId).length).toBeGreaterThan(1);
      expect(storedAccessories(second.value.orderId).length).toBe(
        storedAccessories(first.value.orderId).length,
      );
    } finally {
      booking.close();
      writer.exec('DROP TRIGGER refuse_shipment');
      writer.close();
    }
  });

  it("waits without blocking for the write lock of the server's own Prisma transaction", async () => {
    let settled = false;
    let booked: Promise<unknown> | undefined;
    const started = Date.now();
    await ctx.app.db.$transaction(async (tx) => {
      // Every Prisma transaction holds the write lock from its start.
      booked = bookRepair(ctx.app, repairOrderBody(catalogue)).finally(() => (settled = true));
      await sleep(100);
      expect(settled).toBe(false);
      await tx.repairOrder.count();
    });
    await booked;
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("waits for another process's write lock up to the 5 s busy timeout, then fails writing nothing", async () => {
    const other = new Database(databasePath(ctx.env.DATABASE_URL));
    try {
      other.exec('BEGIN IMMEDIATE');
      const before = await rowCounts(ctx.app);
      const started = Date.now();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/order/add',
        payload: repairOrderBody(catalogue),
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ error_code: 500 });
      other.exec('COMMIT');
      expect(await rowCounts(ctx.app)).toEqual(before);

      // Let go within the timeout, the booking goes through.
      other.exec('BEGIN IMMEDIATE');
      const booked = bookRepair(ctx.app, repairOrderBody(catalogue));
      await sleep(300);
      other.exec('COMMIT');
      await booked;
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
    }
  });
});
