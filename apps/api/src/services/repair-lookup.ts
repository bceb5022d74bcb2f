import { IMEI_NOT_PROVIDED, type RepairLookupResult } from '@portal/contracts';
import { databasePath, type Prisma, type PrismaClient } from '@portal/db';
import Database from 'better-sqlite3';
import { upstreamTimestamp } from '../lib/format';

/** The columns the lookup answers: progress only. */
export const LOOKUP_SELECT = {
  status: true,
  createTime: true,
  receiveTime: true,
  checkTime: true,
  repairTime: true,
  sendDateTime: true,
  sendLogisticsTypeName: true,
  sendLogisticsNo: true,
} as const;

type LookupRow = Prisma.RepairOrderGetPayload<{ select: typeof LOOKUP_SELECT }>;

export function toLookupResult(order: LookupRow): RepairLookupResult {
  return {
    status: order.status,
    createTime: upstreamTimestamp(order.createTime),
    receiveTime: upstreamTimestamp(order.receiveTime),
    checkTime: upstreamTimestamp(order.checkTime),
    repairTime: upstreamTimestamp(order.repairTime),
    sendDateTime: upstreamTimestamp(order.sendDateTime),
    sendLogisticsTypeName: order.sendLogisticsTypeName,
    sendLogisticsNo: order.sendLogisticsNo,
  };
}

/** Enough for one device's history; a keyword never lists the whole table. */
const MAX_RESULTS = 20;

/** The keys a keyword is compared with; `sn` null where the keyword is the missing-IMEI placeholder. */
function lookupKeys(keyword: string) {
  const exact = keyword.trim();
  if (exact === '') return null;
  return {
    // RMA and shipment numbers in any letter case, as people retype them.
    code: exact.toUpperCase(),
    exact,
    // The placeholder for a missing IMEI is shared by many orders: never a key.
    sn: exact.toLowerCase() === IMEI_NOT_PROVIDED.toLowerCase() ? null : exact,
  };
}

/**
 * Repair orders matching a keyword exactly: the RMA or shipment number (any
 * letter case, as people retype them), the return tracking number, or the
 * device IMEI / serial number. Only progress fields leave this function.
 */
export async function lookupRepairs(
  db: PrismaClient,
  keyword: string,
): Promise<RepairLookupResult[]> {
  const keys = lookupKeys(keyword);
  if (!keys) return [];
  const { code, exact, sn } = keys;
  const orders = await db.repairOrder.findMany({
    where: {
      OR: [
        { rmaNumber: code },
        { shipment: { is: { shipmentNo: code } } },
        { sendLogisticsNo: exact },
        ...(sn === null ? [] : [{ applySn: sn }]),
      ],
    },
    orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
    take: MAX_RESULTS,
    select: LOOKUP_SELECT,
  });
  return orders.map(toLookupResult);
}

/** One key per branch, each on its own index; the union gives each order once. */
const LOOKUP_SQL = `
  SELECT status, createTime, receiveTime, checkTime, repairTime, sendDateTime,
         sendLogisticsTypeName, sendLogisticsNo
  FROM RepairOrder
  WHERE id IN (
    SELECT id FROM RepairOrder WHERE rmaNumber = @code
    UNION SELECT orderId FROM Shipment WHERE shipmentNo = @code
    UNION SELECT id FROM RepairOrder WHERE sendLogisticsNo = @exact
    UNION SELECT id FROM RepairOrder WHERE applySn = @sn
  )
  ORDER BY createTime DESC, id DESC
  LIMIT ${MAX_RESULTS}`;

type Stored = string | number | null;
interface LookupSqlRow {
  status: number;
  createTime: Stored;
  receiveTime: Stored;
  checkTime: Stored;
  repairTime: Stored;
  sendDateTime: Stored;
  sendLogisticsTypeName: string | null;
  sendLogisticsNo: string | null;
}

const date = (value: Stored) => (value === null ? null : new Date(value));

export type RepairLookup = (keyword: string) => Promise<RepairLookupResult[]>;

/**
 * `lookupRepairs` as one prepared statement on a read-only connection of its
 * own: the lookup is the busiest call that cannot be cached (every keyword is
 * another order), and the statement skips the ORM's per-query work. Same
 * keys, order and limit; only committed data, as for any other reader.
 * Without a database file it falls back to `lookupRepairs`.
 */
export function createRepairLookup(db: PrismaClient, databaseUrl: string) {
  let connection: Database.Database;
  try {
    connection = new Database(databasePath(databaseUrl), { readonly: true, fileMustExist: true });
    connection.pragma('busy_timeout = 5000');
  } catch {
    return { lookup: (keyword: string) => lookupRepairs(db, keyword), close: () => undefined };
  }
  let statement: Database.Statement | undefined;
  const lookup: RepairLookup = async (keyword) => {
    const keys = lookupKeys(keyword);
    if (!keys) return [];
    // Prepared on first use: the tables exist only once the database is migrated.
    statement ??= connection.prepare(LOOKUP_SQL);
    const rows = statement.all(keys) as LookupSqlRow[];
    return rows.map((row) =>
      toLookupResult({
        ...row,
        createTime: new Date(row.createTime ?? 0),
        receiveTime: date(row.receiveTime),
        checkTime: date(row.checkTime),
        repairTime: date(row.repairTime),
        sendDateTime: date(row.sendDateTime),
      }),
    );
  };
  return { lookup, close: () => connection.close() };
}
