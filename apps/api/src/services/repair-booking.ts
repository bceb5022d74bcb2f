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
import { databaseKind, lockKeys, WRITE_TRANSACTION, type PrismaClient } from '@portal/db';
import { newAccessToken } from '../lib/access-token';
import { localizedError } from '../lib/app-error';
import { inLanguage } from '../lib/localized';
import { randomNumberSerial, randomPublicId } from '../lib/public-id';
import {
  bookerKeys,
  bookerOf,
  checkBookingCaps,
  countOpenBookings,
  type BookingCaps,
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

type Db = Pick<PrismaClient, 'brand' | 'product' | 'dictionaryEntry'>;

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

/** What the three reads of a booking found: the brand's id, the product's id, the pick-list entries. */
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

/**
 * Three reads in all, whatever the number of accessories: the brand, the
 * product, and every pick-list entry at once. Checked before anything is written.
 */
async function resolveReferences(db: Db, payload: CreateRepairOrderPayload) {
  const info = payload.repairInfo;
  const [brand, product, entries] = await Promise.all([
    db.brand.findFirst({
      where: { id: info.userId, status: STATUS_FILTER.brand },
      select: { id: true },
    }),
    db.product.findFirst({
      where: { id: info.productId, brandId: info.userId, status: STATUS_FILTER.product },
      select: { id: true },
    }),
    db.dictionaryEntry.findMany({
      where: {
        status: STATUS_FILTER.dictionary,
        OR: [
          { typeId: DICTIONARY_TYPE.channel, id: info.sourceChannelId },
          { typeId: DICTIONARY_TYPE.exterior, id: info.applyAppearanceId },
          { typeId: DICTIONARY_TYPE.accessories, id: { in: accessoryIdsOf(payload) } },
        ],
      },
      select: { id: true, typeId: true, name: true, names: true },
    }),
  ]);
  return checkReferences(payload, { brand, product, entries });
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

/** The columns of a new order. */
export function orderColumns(
  payload: CreateRepairOrderPayload,
  refs: References,
  now: Date,
  keys: BookingKeys,
  booker: Booker,
) {
  const info = payload.repairInfo;
  const fixed = fixedRepairValues(info);
  return {
    id: keys.orderId,
    rmaNumber: keys.rmaNumber,
    status: REPAIR_STATUS.logisticsToBeBuilt,
    language: bookingLanguage(payload),
    waybill: payload.waybill ?? WAYBILL.printBill,
    clientName: info.clientName,
    clientTell: info.clientTell,
    clientEmail: info.clientEmail,
    clientCity: info.clientCity,
    clientStreet: info.clientStreet,
    clientHouseNumber: info.clientHouseNumber,
    clientPostalCode: info.clientPostalCode,
    clientAddress: fixed.clientAddress,
    userId: info.userId,
    sourceChannelId: info.sourceChannelId,
    sourceChannelName: refs.channelName,
    productId: info.productId,
    warrantyStatus: info.warrantyStatus,
    applySn: fixed.applySn,
    applyAppearanceId: info.applyAppearanceId,
    applyAppearance: refs.exteriorName,
    faultDescribe: info.faultDescribe,
    remark: info.remark,
    afterSalesType: fixed.afterSalesType,
    orderType: fixed.orderType,
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
  const refs = await resolveReferences(db, payload);
  const info = payload.repairInfo;
  const keys = newBookingKeys(now);
  const booker = bookerOf({ email: info.clientEmail, phone: info.clientTell }, bookedFrom);
  // The caps' counts and the new order decide together: two bookings sent at
  // once, to one instance or two, cannot both take a contact's last place.
  await db.$transaction(async (tx) => {
    await lockKeys(tx, databaseKind(db), bookerKeys(booker));
    checkBookingCaps(await countOpenBookings(tx, booker, now), caps);
    const order = await tx.repairOrder.create({
      data: {
        ...orderColumns(payload, refs, now, keys, booker),
        accessories: { create: refs.accessories },
        shipment: { create: { id: keys.shipmentId, shipmentNo: keys.shipmentNo, createdAt: now } },
      },
      select: { id: true },
    });
    // Whatever becomes of the reservation, the customer hears of the booking: sent
    // only if it has no pick-up by then (the reservation's confirmation covers the rest).
    await tx.mailOutbox.create({
      data: outboxEntry('repair-unreserved', order.id, now, reminderAfterMs),
    });
  }, WRITE_TRANSACTION);
  return keys;
}
