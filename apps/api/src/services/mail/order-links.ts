import {
  emailKey,
  formatCalendarDate,
  LANGUAGES,
  languageOrDefault,
  MY_LINKS_MAX_ORDERS,
  polishTimestamp,
  type Language,
} from '@portal/contracts';
import { type PrismaClient } from '@portal/db';
import { countEvent } from '../../lib/window-counter';
import { composeOrderLinks, type MailContext, type OrderLink } from './compose';
import { outboxEntry } from './outbox';
import { recipientKey } from './recipient-cap';

/**
 * "E-mail me my links" (docs/decisions/039-my-links-by-e-mail.md): the
 * private pages of an address's orders, e-mailed to that address. The
 * request answers the same whatever is found; the e-mail is an outbox row
 * like every other, composed when it is sent from the orders as stored then.
 */

/** Requests for the links of one address an hour (all instances together); more are answered but not sent. */
export const MY_LINKS_PER_ADDRESS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

type OrderKind = 'repair' | 'spare';

/**
 * The outbox row's ref: the order the address was found through, its kind
 * and the language of the e-mail, in one number (ids are 15 digits, far
 * below 2^60): id × 8 + (4 for a spare-part order) + the language's index.
 */
export function orderLinksRef(kind: OrderKind, orderId: bigint, language: Language): bigint {
  return orderId * 8n + (kind === 'spare' ? 4n : 0n) + BigInt(LANGUAGES.indexOf(language));
}

export function readOrderLinksRef(ref: bigint) {
  return {
    kind: (ref & 4n) === 4n ? ('spare' as const) : ('repair' as const),
    orderId: ref / 8n,
    language: LANGUAGES[Number(ref & 3n)] ?? LANGUAGES[0],
  };
}

/** Spare-part orders of an address in any letter case, the latest first; the column has no key of its own. */
function spareOrdersOf(db: Pick<PrismaClient, '$queryRaw'>, key: string, take: number) {
  // lower(trim()) is the same in SQLite and PostgreSQL for the ASCII of addresses.
  return db.$queryRaw<{ id: bigint }[]>`
    SELECT "id" FROM "SparePartOrder"
    WHERE lower(trim("email")) = ${key} AND "accessToken" IS NOT NULL
    ORDER BY "createdAt" DESC, "id" DESC
    LIMIT ${take}`;
}

/**
 * Queues the e-mail of an address's links, or nothing when it has no order
 * with a private page or asked too often this hour. Every request counts
 * the address, looks up both kinds of order and runs one transaction, found
 * or not; what the caller learns is only that it ended.
 */
export async function requestOrderLinks(
  db: PrismaClient,
  request: { email: string; language?: string | undefined },
  now: Date,
): Promise<boolean> {
  const key = emailKey(request.email);
  return db.$transaction(async (tx) => {
    const window = await countEvent(tx, `my-links:${recipientKey(key)}`, HOUR_MS, now);
    const [repair, spare] = await Promise.all([
      tx.repairOrder.findFirst({
        where: { clientEmailKey: key, accessToken: { not: null } },
        orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
        select: { id: true, language: true, createTime: true },
      }),
      // Read whether found or not (id 0 is none), so both take the same statements.
      spareOrdersOf(tx, key, 1).then(async ([row]) =>
        tx.sparePartOrder.findUnique({
          where: { id: row ? BigInt(row.id) : 0n },
          select: { id: true, language: true, createdAt: true },
        }),
      ),
    ]);
    const latest =
      repair && (!spare || repair.createTime >= spare.createdAt)
        ? { kind: 'repair' as const, id: repair.id, language: repair.language }
        : spare && { kind: 'spare' as const, id: spare.id, language: spare.language };
    if (!latest || window.count > MY_LINKS_PER_ADDRESS_PER_HOUR) return false;
    const language = languageOrDefault(request.language ?? latest.language);
    await tx.mailOutbox.create({
      data: outboxEntry('order-links', orderLinksRef(latest.kind, latest.id, language), now),
    });
    return true;
  });
}

/**
 * The e-mail of a queued request: every order of the address it was found
 * through (at most MY_LINKS_MAX_ORDERS, the latest first), or null when that
 * order is gone.
 */
export async function orderLinks(db: PrismaClient, ref: bigint, context: MailContext) {
  const { kind, orderId, language } = readOrderLinksRef(ref);
  const found =
    kind === 'repair'
      ? await db.repairOrder.findUnique({ where: { id: orderId }, select: { clientEmail: true } })
      : await db.sparePartOrder.findUnique({ where: { id: orderId }, select: { email: true } });
  if (!found) return null;
  const address = 'clientEmail' in found ? found.clientEmail : found.email;
  const key = emailKey(address);
  const [repairs, spareIds] = await Promise.all([
    db.repairOrder.findMany({
      where: { clientEmailKey: key, accessToken: { not: null } },
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
      take: MY_LINKS_MAX_ORDERS,
      select: { rmaNumber: true, status: true, createTime: true, accessToken: true },
    }),
    spareOrdersOf(db, key, MY_LINKS_MAX_ORDERS),
  ]);
  const spares = await db.sparePartOrder.findMany({
    where: { id: { in: spareIds.map((row) => BigInt(row.id)) } },
    select: { id: true, status: true, createdAt: true, accessToken: true },
  });
  const day = (instant: Date) => formatCalendarDate(polishTimestamp(instant), language, 'long');
  const links: (OrderLink & { at: Date })[] = [
    ...repairs.map((order) => ({
      kind: 'repair' as const,
      number: order.rmaNumber,
      status: order.status,
      date: day(order.createTime),
      accessToken: order.accessToken ?? '',
      at: order.createTime,
    })),
    ...spares.map((order) => ({
      kind: 'spare' as const,
      number: String(order.id),
      status: order.status,
      date: day(order.createdAt),
      accessToken: order.accessToken ?? '',
      at: order.createdAt,
    })),
  ];
  links.sort((a, b) => b.at.getTime() - a.at.getTime());
  return composeOrderLinks(
    { language, email: address, orders: links.slice(0, MY_LINKS_MAX_ORDERS) },
    context,
  );
}
