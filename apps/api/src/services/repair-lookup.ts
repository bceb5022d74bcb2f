import { IMEI_NOT_PROVIDED, type RepairLookupResult } from '@portal/contracts';
import {
  postgresqlSql,
  sqliteSql,
  type DatabaseKind,
  type Prisma,
  type PrismaClient,
} from '@portal/db';
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
 *
 * One statement (`repairLookup.sql`): every branch is an equality on an
 * indexed column of the order, the shipment number's through a scalar
 * subquery giving its order's id, so the databases read each index and
 * merge. A join through the shipment made SQLite read every order instead.
 */
export async function lookupRepairs(
  db: PrismaClient,
  kind: DatabaseKind,
  keyword: string,
): Promise<RepairLookupResult[]> {
  const keys = lookupKeys(keyword);
  if (!keys) return [];
  const { code, exact, sn } = keys;
  const orders = await db.$queryRawTyped(
    kind === 'postgresql'
      ? postgresqlSql.repairLookup(code, exact, sn, MAX_RESULTS)
      : sqliteSql.repairLookup(code, code, exact, sn, MAX_RESULTS),
  );
  return orders.map(toLookupResult);
}
