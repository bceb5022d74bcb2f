import {
  languageOrDefault,
  DICTIONARY_TYPE,
  fixedRepairValues,
  formatRmaNumber,
  formatTrackingNumber,
  PORTAL_ADDRESS_PLACEHOLDER,
  PORTAL_OPERATOR_TAG,
  REPAIR_STATUS,
  STATUS_FILTER,
  warsawToday,
  type CreateRepairOrderPayload,
  type DictionaryTypeId,
  WAYBILL,
  type Language,
} from '@portal/contracts';
import {
  databaseKind,
  postgresqlSql,
  sqliteSql,
  type DatabaseKind,
  type Prisma,
  type PrismaClient,
} from '@portal/db';
import { newAccessToken } from '../lib/access-token';
import { localizedError } from '../lib/app-error';
import { inLanguage } from '../lib/localized';
import { randomNumberSerial, randomPublicId } from '../lib/public-id';
import {
  BOOKING_CAP_WINDOW_MS,
  bookerKeys,
  bookerOf,
  checkBookingCaps,
  type BookingCaps,
  type BookingCounts,
  type Booker,
} from './booking-caps';
import { dateRefusal } from './courier';
import { outboxEntry } from './mail/outbox';

export interface BookedRepair {
  shipmentId: number;
  orderId: number;
  rmaNumber: string;
  shipmentNo: string;
  /** The key of the booking's private page, handed out here and in its e-mails only. */
  accessToken: string;
}

export type EntryRow = { id: number; typeId: number; name: string; names?: string };

/** The entries of one dictionary among `rows`, by id; a missing id is a 404 naming it. */
function dictionaryEntries(
  rows: EntryRow[],
  typeId: DictionaryTypeId,
  ids: number[],
  language: Language,
) {
  const wanted = [...new Set(ids)];
  // Named in the booking's language, as the customer saw and picked them.
  const found = new Map(
    rows
      .filter((row) => row.typeId === typeId)
      .map((row) => [row.id, inLanguage(row.name, row.names ?? '{}', language)] as const),
  );
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw localizedError(404, (t) => t.dictionaryEntriesNotFound(typeId, missing));
  }
  return found;
}

/** What the read of a booking found: the brand's id, the product's id, the pick-list entries. */
export interface ReferenceRows {
  brand: { id: number } | null;
  product: { id: number } | null;
  entries: EntryRow[];
}

/** The accessory ids a booking asks for, in the order the client sent them. */
export const accessoryIdsOf = (payload: CreateRepairOrderPayload) =>
  payload.accessoriesList.map((item) => item.accessoriesId);

/** The language the repair was booked in: its e-mails and stored pick-list names use it. */
const bookingLanguage = (payload: CreateRepairOrderPayload): Language =>
  languageOrDefault(payload.language);

/**
 * Checks the records a booking refers to (a missing one is a 404 naming it)
 * and takes the names of pick-list entries from the database, so the stored
 * order reads the same as the lists the client was shown.
 */
export function checkReferences(payload: CreateRepairOrderPayload, rows: ReferenceRows) {
  const info = payload.repairInfo;
  const { brand, product, entries } = rows;
  const language = bookingLanguage(payload);
  if (!brand) throw localizedError(404, (t) => t.brandNotFound(info.userId));
  if (!product) throw localizedError(404, (t) => t.productNotFound(info.productId, brand.id));
  const channel = dictionaryEntries(
    entries,
    DICTIONARY_TYPE.channel,
    [info.sourceChannelId],
    language,
  );
  const exterior = dictionaryEntries(
    entries,
    DICTIONARY_TYPE.exterior,
    [info.applyAppearanceId],
    language,
  );
  const accessories = dictionaryEntries(
    entries,
    DICTIONARY_TYPE.accessories,
    accessoryIdsOf(payload),
    language,
  );
  return {
    channelName: channel.get(info.sourceChannelId) ?? info.sourceChannelName,
    exteriorName: exterior.get(info.applyAppearanceId) ?? info.applyAppearance,
    // In the order the entries were read: the order their rows are stored in.
    accessories: [...accessories].map(([accessoriesId, accessoriesName]) => ({
      accessoriesId,
      accessoriesName,
    })),
  };
}
export type References = ReturnType<typeof checkReferences>;

/** The records a booking names, as the client sent their ids. */
export interface BookingReferences {
  brandId: number;
  productId: number;
  channelId: number;
  exteriorId: number;
  accessoryIds: number[];
}

/**
 * The booking's references and its booker's open bookings (made within the
 * window and not cancelled), in one read inside the booking's transaction,
 * after the caps' locks: on PostgreSQL the locks are a statement of their own
 * before it, so that the counts see every booking committed while they
 * waited. On SQLite the transaction holds the database's write lock.
 */
export async function readBookingChecks(
  tx: Prisma.TransactionClient,
  kind: DatabaseKind,
  booker: Booker,
  now: Date,
  refs: BookingReferences,
): Promise<{ references: ReferenceRows; counts: BookingCounts }> {
  const since = new Date(now.getTime() - BOOKING_CAP_WINDOW_MS);
  const args = [
    refs.brandId,
    refs.productId,
    STATUS_FILTER.brand,
    booker.clientEmailKey,
    booker.clientTellKey,
    booker.bookedFrom,
    since,
    REPAIR_STATUS.cancelled,
    refs.channelId,
    refs.exteriorId,
  ] as const;
  let rows;
  if (kind === 'postgresql') {
    await tx.$queryRawTyped(postgresqlSql.lockKeys(bookerKeys(booker)));
    rows = await tx.$queryRawTyped(postgresqlSql.bookingChecks(...args, refs.accessoryIds));
  } else {
    rows = await tx.$queryRawTyped(
      sqliteSql.bookingChecks(...args, JSON.stringify(refs.accessoryIds)),
    );
  }
  // One row at least (a row of nulls when no pick-list entry was found), each with the same checks.
  const [first] = rows;
  const listed = (value: unknown) => value === true || Number(value) === 1;
  return {
    references: {
      brand: listed(first?.brandListed) ? { id: refs.brandId } : null,
      product: listed(first?.productListed) ? { id: refs.productId } : null,
      entries: rows.flatMap((row) =>
        row.id === null || row.typeId === null || row.name === null
          ? []
          : [{ id: row.id, typeId: row.typeId, name: row.name, names: row.names ?? '{}' }],
      ),
    },
    counts: {
      email: Number(first?.byEmail ?? 0),
      phone: Number(first?.byPhone ?? 0),
      address: Number(first?.byNetwork ?? 0),
    },
  };
}

/**
 * The checks of a booking that need no database: the pick-up date must be
 * one the courier offers now (the reservation re-checks it with the window).
 */
export function checkBookingRequest(payload: CreateRepairOrderPayload, now: Date) {
  const refusal = dateRefusal(payload.pickupDate, now);
  if (refusal) throw localizedError(422, (t) => `pickupDate: ${refusal(t)}`);
}

/**
 * The keys of a new booking, each drawn on its own: the order and shipment
 * ids, the RMA and tracking numbers (whose serials are unrelated to the ids,
 * as the label prints the numbers) and the access token.
 */
export function newBookingKeys(now: Date) {
  return {
    orderId: randomPublicId(),
    shipmentId: randomPublicId(),
    rmaNumber: formatRmaNumber(warsawToday(now), randomNumberSerial()),
    shipmentNo: formatTrackingNumber(randomNumberSerial()),
    accessToken: newAccessToken(),
  };
}
export type BookingKeys = ReturnType<typeof newBookingKeys>;

/**
 * The columns of a new order: its checked `repairInfo` (the schema keeps its
 * fields alone) under the same names, with the server's own values over it.
 */
export function orderColumns(
  payload: CreateRepairOrderPayload,
  refs: References,
  now: Date,
  keys: BookingKeys,
  booker: Booker,
) {
  const info = payload.repairInfo;
  return {
    id: keys.orderId,
    rmaNumber: keys.rmaNumber,
    status: REPAIR_STATUS.logisticsToBeBuilt,
    language: bookingLanguage(payload),
    waybill: payload.waybill ?? WAYBILL.printBill,
    ...info,
    ...fixedRepairValues(info),
    sourceChannelName: refs.channelName,
    applyAppearance: refs.exteriorName,
    address: info.address || PORTAL_ADDRESS_PLACEHOLDER,
    operator: info.operator || PORTAL_OPERATOR_TAG,
    pickupDate: payload.pickupDate,
    createTime: now,
    ...booker,
    accessToken: keys.accessToken,
  };
}

/**
 * Books a repair: the order, its accessories and its courier shipment in one
 * short transaction with the booking caps' counts. The order waits in "logistics to be built" until a pick-up is
 * reserved, and its customer is e-mailed its page if none is by
 * `reminderAfterMs`. The pick-up date must be one the courier offers; the window and
 * the seats are checked by the reservation, so a full slot still lets the
 * client go on to "change reservation".
 *
 * Statements: the caps' locks (PostgreSQL only, one statement), one read of
 * the referred records and the counts, then one insert per table: the order,
 * its shipment, its accessories (when it has any) and the reminder's outbox row.
 */
export async function createRepairOrder(
  db: PrismaClient,
  payload: CreateRepairOrderPayload,
  now: Date,
  {
    bookedFrom,
    caps,
    reminderAfterMs,
  }: { bookedFrom: string; caps: BookingCaps; reminderAfterMs: number },
): Promise<BookedRepair> {
  checkBookingRequest(payload, now);
  const info = payload.repairInfo;
  const keys = newBookingKeys(now);
  const booker = bookerOf({ email: info.clientEmail, phone: info.clientTell }, bookedFrom);
  // The caps' counts and the new order decide together: two bookings sent at
  // once, to one instance or two, cannot both take a contact's last place.
  await db.$transaction(async (tx) => {
    const found = await readBookingChecks(tx, databaseKind(db), booker, now, {
      brandId: info.userId,
      productId: info.productId,
      channelId: info.sourceChannelId,
      exteriorId: info.applyAppearanceId,
      accessoryIds: accessoryIdsOf(payload),
    });
    // A missing record is refused before a reached cap, as it always was.
    const refs = checkReferences(payload, found.references);
    checkBookingCaps(found.counts, caps);
    await tx.repairOrder.create({
      data: orderColumns(payload, refs, now, keys, booker),
      select: { id: true },
    });
    await tx.shipment.create({
      data: {
        id: keys.shipmentId,
        shipmentNo: keys.shipmentNo,
        orderId: keys.orderId,
        createdAt: now,
      },
      select: { id: true },
    });
    if (refs.accessories.length > 0) {
      await tx.repairOrderAccessory.createMany({
        data: refs.accessories.map((accessory) => ({ orderId: keys.orderId, ...accessory })),
      });
    }
    // Whatever becomes of the reservation, the customer hears of the booking: sent
    // only if it has no pick-up by then (the reservation's confirmation covers the rest).
    await tx.mailOutbox.create({
      data: outboxEntry('repair-unreserved', keys.orderId, now, reminderAfterMs),
      select: { id: true },
    });
  });
  return keys;
}
