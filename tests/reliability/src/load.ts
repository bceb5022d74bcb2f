import { API_PATHS, REPAIR_STATUS } from '@portal/contracts';
import { withDatabase, type Customer } from '@portal/test-support';
import { holdWriteLock, onPostgres } from './database';
import {
  accessoriesOrderBody,
  answerOf,
  newCodeCookie,
  orderLines,
  person,
  postForm,
  postJson,
  repairOrderBody,
  reservationFields,
  type Answer,
  type Catalogue,
} from './fixtures';
import type { Phase } from './report';
import type { PortalServer } from './server';

/** What the load runs sent, for the privacy checks of the log afterwards. */
export interface Sent {
  people: Customer[];
  codeCookies: string[];
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

function timings(values: number[]): string {
  return `p50 ${percentile(values, 50)} ms, p95 ${percentile(values, 95)} ms, max ${Math.max(0, ...values)} ms`;
}

async function timed<T>(into: number[], work: () => Promise<T>): Promise<T> {
  const start = Date.now();
  try {
    return await work();
  } finally {
    into.push(Date.now() - start);
  }
}

export function imeiOf(index: number): string {
  // Not a real device: 15 digits, unique per booking of a run.
  return `99${String(index).padStart(13, '0')}`;
}

export interface CheckoutResult {
  index: number;
  lines: ReturnType<typeof orderLines>;
  who: Customer;
  answers: Answer[];
}

/** One customer's checkout: a code image (its cookie), then the order with the code's answer. */
export async function checkout(
  server: PortalServer,
  catalogue: Catalogue,
  index: number,
  options: { prefix: string; doubleSubmit?: boolean; sent: Sent; times?: number[] },
): Promise<CheckoutResult> {
  const who = person(options.prefix, index);
  options.sent.people.push(who);
  const lines = orderLines(catalogue, index);
  const cookie = await newCodeCookie(server.baseUrl);
  options.sent.codeCookies.push(cookie.split('=')[1] ?? '');
  const body = accessoriesOrderBody(who, lines);
  const submit = () =>
    timed(options.times ?? [], () =>
      postJson(server.baseUrl, API_PATHS.accessoriesOrderAdd, body, { cookie }),
    );
  // A double click on "Confirm submit": the same order twice at once with one code.
  const responses = await Promise.all(options.doubleSubmit ? [submit(), submit()] : [submit()]);
  return { index, lines, who, answers: responses.map(answerOf) };
}

export interface BookingResult {
  who: Customer;
  imei: string;
  created: Answer;
  reserved?: Answer;
}

/** One customer's repair booking: the order (JSON), then the pick-up reservation (form). */
export async function booking(
  server: PortalServer,
  catalogue: Catalogue,
  index: number,
  options: { prefix: string; sent: Sent; times?: { create: number[]; reserve: number[] } },
): Promise<BookingResult> {
  const who = person(options.prefix, index);
  options.sent.people.push(who);
  const imei = imeiOf(index + (options.prefix === 'Load' ? 0 : 500_000));
  const created = answerOf(
    await timed(options.times?.create ?? [], () =>
      postJson(server.baseUrl, API_PATHS.repairOrderAdd, repairOrderBody(catalogue, who, imei)),
    ),
  );
  if (created.result !== 1) return { who, imei, created };
  const { shipmentId, orderId } = created.data as { shipmentId: number; orderId: number };
  const reserved = answerOf(
    await timed(options.times?.reserve ?? [], () =>
      postForm(server.baseUrl, API_PATHS.reservePickup, reservationFields(shipmentId, orderId)),
    ),
  );
  return { who, imei, created, reserved };
}

/**
 * 200 concurrent cart checkouts, then 200 concurrent repair bookings, each
 * wave while another connection holds the write lock for a while: every order
 * must be stored exactly once, whole.
 */
export async function loadPhase(
  phase: Phase,
  server: PortalServer,
  catalogue: Catalogue,
  sent: Sent,
  clients = 200,
) {
  const url = server.files.database;
  // Ids are random: the rows of this phase are those whose ids were not there before it.
  const earlierIds = await withDatabase(url, async (db) => ({
    spare: (await db.sparePartOrder.findMany({ select: { id: true } })).map((o) => o.id),
    repair: (await db.repairOrder.findMany({ select: { id: true } })).map((o) => o.id),
  }));
  const times = { checkout: [] as number[], create: [] as number[], reserve: [] as number[] };

  const started = Date.now();
  const [checkouts, lockMsCheckout, refusals] = await Promise.all([
    Promise.all(
      Array.from({ length: clients }, (_, i) =>
        checkout(server, catalogue, i, {
          prefix: 'Load',
          doubleSubmit: i % 10 === 0,
          sent,
          times: times.checkout,
        }),
      ),
    ),
    holdWriteLock(url, 300, 1500),
    // Refused reservations roll their transactions back meanwhile; nothing of the
    // other customers' work may go with them.
    Promise.all(
      Array.from({ length: clients / 2 }, () =>
        postForm(server.baseUrl, API_PATHS.reservePickup, {
          ...reservationFields(catalogue.shipment.id, catalogue.shipment.orderId),
          pickupDate: '2020-01-01',
        }).then(answerOf),
      ),
    ),
  ]);
  const checkoutSeconds = (Date.now() - started) / 1000;
  const bookingStarted = Date.now();
  const [bookings, lockMsBooking] = await Promise.all([
    Promise.all(
      Array.from({ length: clients }, (_, i) =>
        booking(server, catalogue, i, { prefix: 'Load', sent, times }),
      ),
    ),
    holdWriteLock(url, 300, 1500),
  ]);
  const bookingSeconds = (Date.now() - bookingStarted) / 1000;

  const placed = checkouts.map((c) =>
    c.answers.map((a) => (a.result === 1 ? (a.data?.orderId as number) : null)),
  );
  const orderIds = placed.map((ids) => ids[0]).filter((id): id is number => typeof id === 'number');
  const doubleAnswersAgree = placed.every((ids) => ids.every((id) => id === ids[0]));
  const failedCheckouts = checkouts.filter((c) => c.answers.some((a) => a.result !== 1));
  const created = bookings.filter((b) => b.created.result === 1);
  const reserved = bookings.filter((b) => b.reserved?.result === 1);

  const stored = await withDatabase(url, async (db) => {
    const orders = (
      await db.sparePartOrder.findMany({
        where: { id: { notIn: earlierIds.spare } },
        select: { id: true, contract: true, verifyCodeId: true },
      })
    ).map((o) => ({ ...o, id: Number(o.id) }));
    const lines = (
      await db.sparePartOrderLine.findMany({
        where: { orderId: { notIn: earlierIds.spare } },
        orderBy: { id: 'asc' },
        select: { orderId: true, skuId: true, num: true },
      })
    ).map((line) => ({ ...line, orderId: Number(line.orderId) }));
    const repairs = (
      await db.repairOrder.findMany({
        where: { id: { notIn: earlierIds.repair } },
        select: {
          id: true,
          status: true,
          rmaNumber: true,
          applySn: true,
          shipment: {
            select: {
              id: true,
              status: true,
              shipmentNo: true,
              _count: { select: { reservations: { where: { status: 'active' } } } },
            },
          },
          _count: { select: { accessories: true } },
        },
      })
    ).map((o) => ({
      id: Number(o.id),
      status: o.status,
      rmaNumber: o.rmaNumber,
      applySn: o.applySn,
      shipmentId: o.shipment ? Number(o.shipment.id) : null,
      shipmentStatus: o.shipment?.status ?? null,
      shipmentNo: o.shipment?.shipmentNo ?? null,
      active: o.shipment?._count.reservations ?? 0,
      accessories: o._count.accessories,
    }));
    // SQLite's write-ahead log lets readers on while a write commits; a server has its own.
    const journal = onPostgres
      ? 'n/a'
      : ((await db.$queryRawUnsafe<{ journal_mode: string }[]>('PRAGMA journal_mode'))[0]
          ?.journal_mode ?? '');
    return { orders, lines, repairs, journal };
  });

  // Each answered order holds exactly the lines its customer sent.
  const linesByOrder = new Map<number, { skuId: number; num: number }[]>();
  for (const line of stored.lines)
    linesByOrder.set(line.orderId, [...(linesByOrder.get(line.orderId) ?? []), line]);
  const contractById = new Map(stored.orders.map((o) => [o.id, o.contract]));
  const wrongOrders = checkouts.filter((c) => {
    const id = placed[c.index]?.[0];
    if (typeof id !== 'number') return false;
    const got = linesByOrder.get(id) ?? [];
    return (
      contractById.get(id) !== c.who.name ||
      got.length !== c.lines.length ||
      got.some((line, k) => line.skuId !== c.lines[k]?.skuId || line.num !== c.lines[k]?.num)
    );
  });
  const expectedLines = checkouts.reduce((sum, c) => sum + c.lines.length, 0);
  const repairsByImei = new Map(stored.repairs.map((r) => [r.applySn, r]));
  const badRepairs = bookings.filter((b) => {
    const row = repairsByImei.get(b.imei);
    return (
      !row ||
      row.shipmentId === null ||
      row.active !== 1 ||
      row.accessories !== 1 ||
      row.status !== REPAIR_STATUS.pendingPickup ||
      row.rmaNumber.startsWith('pending-') ||
      row.shipmentNo?.startsWith('pending-')
    );
  });

  phase.figure(
    'clients',
    `${clients} concurrent checkouts (every 10th submitted twice at once), then ${clients} concurrent bookings`,
  );
  phase.figure(
    'time',
    `checkouts ${checkoutSeconds.toFixed(1)} s, bookings ${bookingSeconds.toFixed(1)} s`,
  );
  phase.figure(
    'another connection held the write lock meanwhile',
    `${lockMsCheckout} ms, ${lockMsBooking} ms`,
  );
  phase.figure('checkout answers', timings(times.checkout));
  phase.figure(
    'booking answers',
    `create ${timings(times.create)}; reserve ${timings(times.reserve)}`,
  );
  phase.figure(
    'cart orders expected / answered / stored',
    `${clients} / ${orderIds.length} / ${stored.orders.length}`,
  );
  phase.figure('order lines expected / stored', `${expectedLines} / ${stored.lines.length}`);
  phase.figure(
    'repair orders expected / answered / stored / reserved',
    `${clients} / ${created.length} / ${stored.repairs.length} / ${reserved.length}`,
  );
  if (!onPostgres) phase.figure('journal mode', stored.journal);

  phase.check(
    `refused reservations meanwhile answered 422 (${refusals.length})`,
    refusals.every((a) => a.status === 200 && a.result === 0),
    JSON.stringify(refusals.find((a) => a.result !== 0)),
  );
  phase.check(
    'every checkout answered result 1',
    failedCheckouts.length === 0,
    JSON.stringify(failedCheckouts.slice(0, 3).map((c) => c.answers)),
  );
  phase.check('a double submission gets the one order', doubleAnswersAgree);
  phase.check(
    `exactly ${clients} cart orders stored, no duplicates`,
    stored.orders.length === clients &&
      new Set(orderIds).size === clients &&
      new Set(stored.orders.map((o) => o.verifyCodeId)).size === clients,
  );
  phase.check(
    'no lost or foreign lines',
    stored.lines.length === expectedLines && wrongOrders.length === 0,
    `${wrongOrders.length} orders differ`,
  );
  phase.check(
    'every booking created and reserved',
    created.length === clients && reserved.length === clients,
    JSON.stringify(bookings.find((b) => b.reserved?.result !== 1)),
  );
  phase.check(
    `exactly ${clients} repair orders, each with its shipment, reservation and accessory`,
    stored.repairs.length === clients && badRepairs.length === 0,
    `${badRepairs.length} incomplete`,
  );
  if (!onPostgres) phase.check('SQLite in WAL mode', stored.journal === 'wal');
}
