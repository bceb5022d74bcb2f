import { setTimeout as sleep } from 'node:timers/promises';
import {
  DICTIONARY_TYPE,
  REPAIR_STATUS,
  STATUS_FILTER,
  type CreateRepairOrderPayload,
} from '@portal/contracts';
import { BUSY_TIMEOUT_MS, localWrites, openSqliteConnection, type PrismaClient } from '@portal/db';
import Database from 'better-sqlite3';
import {
  BOOKING_CAP_WINDOW_MS,
  checkBookingCaps,
  type BookingCaps,
  type BookingCounts,
} from './booking-caps';
import {
  accessoryIdsOf,
  checkBookingRequest,
  checkReferences,
  createRepairOrder,
  newBookingKeys,
  orderColumns,
  type BookedRepair,
  type EntryRow,
  type References,
} from './repair-booking';

/*
 * Why booking bypasses the ORM: SQLite has one writer, and a Prisma
 * interactive transaction holds the write lock across awaits (five statements,
 * each prepared anew), so concurrent bookings queue behind each other's awaits.
 * Here the three reads are prepared statements and the writes one synchronous
 * better-sqlite3 transaction on a connection of the server's own: the lock is
 * held for a few statements and no other request runs meanwhile. Bookings
 * that arrive together also commit together (group commit, below). The rows
 * are the ones `createRepairOrder` writes through Prisma, column for column
 * (tests compare the two), with the same checks and error answers.
 */

/** The reads of `createRepairOrder`, in the same SQL, so rows come back in the same order. */
const BRAND_SQL = 'SELECT id FROM Brand WHERE id = ? AND status = ? LIMIT 1';
const PRODUCT_SQL = 'SELECT id FROM Product WHERE id = ? AND brandId = ? AND status = ? LIMIT 1';
const entriesSql = (accessories: number) => `
  SELECT id, typeId, name FROM DictionaryEntry
  WHERE status = ? AND ((typeId = ? AND id = ?) OR (typeId = ? AND id = ?)
    OR (typeId = ? AND id IN (${Array.from({ length: accessories }, () => '?').join(',')})))`;

const INSERT_ORDER_SQL = `
  INSERT INTO RepairOrder (id, rmaNumber, status, language, clientName, clientTell, clientEmail,
    clientCity, clientStreet, clientHouseNumber, clientPostalCode, clientAddress, userId,
    sourceChannelId, sourceChannelName, productId, warrantyStatus, applySn, applyAppearanceId,
    applyAppearance, faultDescribe, remark, afterSalesType, orderType, address, operator,
    pickupDate, createTime, bookedFrom)
  VALUES (@id, @rmaNumber, @status, @language, @clientName, @clientTell, @clientEmail,
    @clientCity, @clientStreet, @clientHouseNumber, @clientPostalCode, @clientAddress, @userId,
    @sourceChannelId, @sourceChannelName, @productId, @warrantyStatus, @applySn, @applyAppearanceId,
    @applyAppearance, @faultDescribe, @remark, @afterSalesType, @orderType, @address, @operator,
    @pickupDate, @createTime, @bookedFrom)`;
const INSERT_ACCESSORY_SQL =
  'INSERT INTO RepairOrderAccessory (orderId, accessoriesId, accessoriesName) VALUES (?, ?, ?)';
const INSERT_SHIPMENT_SQL =
  "INSERT INTO Shipment (id, shipmentNo, status, orderId, createdAt) VALUES (?, ?, 'created', ?, ?)";
/** The caps' counts (booking-caps.ts), each on its own index. */
const countOpenSql = (column: string) =>
  `SELECT count(*) AS n FROM RepairOrder WHERE ${column} = ? AND createTime > ? AND status <> ${REPAIR_STATUS.cancelled}`;

/**
 * A DateTime as Prisma's better-sqlite3 adapter stores it (its default
 * `iso8601` format): `2026-11-21T10:32:00.000+00:00`, which Prisma and the
 * raw-SQL lookup read back as the same instant.
 */
export const sqliteDateTime = (date: Date) => date.toISOString().replace('Z', '+00:00');

const isBusy = (error: unknown) =>
  error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY');

export type BookRepair = (
  payload: CreateRepairOrderPayload,
  now: Date,
  bookedFrom: string,
) => Promise<BookedRepair>;

type Settled<T> = { booked: T } | { error: unknown };

interface PendingBooking {
  payload: CreateRepairOrderPayload;
  now: Date;
  bookedFrom: string;
  settle: (result: Settled<BookedRepair>) => void;
}

/**
 * Runs `write` (a BEGIN IMMEDIATE transaction) and notes the write. The
 * connection's own busy timeout is 0 and the wait is here instead, in steps
 * that let the event loop run: the holder may be this server's Prisma
 * connection in the middle of an interactive transaction, which could never
 * finish while SQLite's busy handler blocked the thread. The same 5 s limit,
 * then SQLITE_BUSY.
 */
async function withWriteLock<T>(write: () => T): Promise<T> {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (let pause = 1; ; pause = Math.min(pause * 2, 25)) {
    try {
      const written = write();
      localWrites.note();
      return written;
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
    }
    await sleep(pause);
  }
}

function preparedBooking(connection: Database.Database, caps: BookingCaps) {
  const brand = connection.prepare<[number, number], { id: number }>(BRAND_SQL);
  const product = connection.prepare<[number, number, number], { id: number }>(PRODUCT_SQL);
  // One statement per number of accessories (at most 50 in a request).
  const entries = new Map<number, Database.Statement<number[], EntryRow>>();
  const insertOrder = connection.prepare(INSERT_ORDER_SQL);
  const insertAccessory = connection.prepare(INSERT_ACCESSORY_SQL);
  const insertShipment = connection.prepare(INSERT_SHIPMENT_SQL);
  const countOpen = {
    email: connection.prepare<[string, string], { n: number }>(countOpenSql('clientEmail')),
    phone: connection.prepare<[string, string], { n: number }>(countOpenSql('clientTell')),
    address: connection.prepare<[string, string], { n: number }>(countOpenSql('bookedFrom')),
  };

  function openBookings(
    payload: CreateRepairOrderPayload,
    bookedFrom: string,
    now: Date,
  ): BookingCounts {
    const since = sqliteDateTime(new Date(now.getTime() - BOOKING_CAP_WINDOW_MS));
    const count = (statement: Database.Statement<[string, string], { n: number }>, key: string) =>
      statement.get(key, since)?.n ?? 0;
    return {
      email: count(countOpen.email, payload.repairInfo.clientEmail),
      phone: count(countOpen.phone, payload.repairInfo.clientTell),
      address: bookedFrom === '' ? 0 : count(countOpen.address, bookedFrom),
    };
  }

  function references(payload: CreateRepairOrderPayload): References {
    const info = payload.repairInfo;
    const ids = accessoryIdsOf(payload);
    let readEntries = entries.get(ids.length);
    if (!readEntries) {
      readEntries = connection.prepare<number[], EntryRow>(entriesSql(ids.length));
      entries.set(ids.length, readEntries);
    }
    return checkReferences(payload, {
      brand: brand.get(info.userId, STATUS_FILTER.brand) ?? null,
      product: product.get(info.productId, info.userId, STATUS_FILTER.product) ?? null,
      entries: readEntries.all(
        STATUS_FILTER.dictionary,
        DICTIONARY_TYPE.channel,
        info.sourceChannelId,
        DICTIONARY_TYPE.exterior,
        info.applyAppearanceId,
        DICTIONARY_TYPE.accessories,
        ...ids,
      ),
    });
  }

  // The references are read and checked, and the caps counted, in the
  // writing transaction: one snapshot for the checks and the rows (two
  // bookings cannot both take a cap's last place), one lock instead of four.
  const write = connection.transaction(
    (payload: CreateRepairOrderPayload, now: Date, bookedFrom: string): BookedRepair => {
      const refs = references(payload);
      checkBookingCaps(openBookings(payload, bookedFrom, now), caps);
      const keys = newBookingKeys(now);
      const columns = orderColumns(payload, refs, now, keys, bookedFrom);
      insertOrder.run({ ...columns, createTime: sqliteDateTime(columns.createTime) });
      for (const item of refs.accessories) {
        insertAccessory.run(keys.orderId, item.accessoriesId, item.accessoriesName);
      }
      insertShipment.run(keys.shipmentId, keys.shipmentNo, keys.orderId, sqliteDateTime(now));
      return keys;
    },
  );

  // Group commit: the bookings read in one turn of the event loop are written
  // in one transaction, so the lock is taken, the log written and the pages
  // shared by every booking (the tables' last pages, their indexes) committed
  // once for all of them, not once each; that commit was most of a booking's
  // time. Each booking is a savepoint of its own (a nested better-sqlite3
  // transaction): a refused one rolls back only itself. Each is answered once
  // the group is committed.
  const writeGroup = connection.transaction((group: readonly PendingBooking[]) =>
    group.map(({ payload, now, bookedFrom }): Settled<BookedRepair> => {
      try {
        return { booked: write(payload, now, bookedFrom) };
      } catch (error) {
        // SQLite rolled the whole transaction back (a full disk, an I/O
        // error): the group fails as one, none of it written.
        if (!connection.inTransaction) throw error;
        return { error };
      }
    }),
  );

  let waiting: PendingBooking[] = [];
  async function writeWaiting() {
    const group = waiting;
    waiting = [];
    try {
      const results = await withWriteLock(() => writeGroup.immediate(group));
      results.forEach((result, index) => group[index]?.settle(result));
    } catch (error) {
      for (const pending of group) pending.settle({ error });
    }
  }

  const book: BookRepair = (payload, now, bookedFrom) =>
    new Promise((resolve, reject) => {
      checkBookingRequest(payload, now);
      const settle = (result: Settled<BookedRepair>) =>
        'booked' in result ? resolve(result.booked) : reject(result.error);
      waiting.push({ payload, now, bookedFrom, settle });
      if (waiting.length === 1) setImmediate(() => void writeWaiting());
    });
  return book;
}

/**
 * Booking as `createRepairOrder` does it, on a write connection of its own
 * (see above). Without a database file it falls back to `createRepairOrder`.
 */
export function createRepairBooking(db: PrismaClient, databaseUrl: string, caps: BookingCaps) {
  let connection: Database.Database;
  try {
    connection = openSqliteConnection(databaseUrl, { timeout: 0 });
  } catch {
    return {
      book: ((payload, now, bookedFrom) =>
        createRepairOrder(db, payload, now, { bookedFrom, caps })) as BookRepair,
      close: () => undefined,
    };
  }
  let book: BookRepair | undefined;
  return {
    // Prepared on first use: the tables exist only once the database is migrated.
    book: ((payload, now, bookedFrom) =>
      (book ??= preparedBooking(connection, caps))(payload, now, bookedFrom)) as BookRepair,
    close: () => connection.close(),
  };
}
