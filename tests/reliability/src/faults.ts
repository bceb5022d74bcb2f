import path from 'node:path';
import { REPAIR_STATUS } from '@portal/contracts';
import { withDatabase } from '@portal/test-support';
import { onPostgres } from './database';
import { readCatalogue } from './fixtures';
import { booking, checkout, type Sent } from './load';
import type { Phase } from './report';
import { PortalServer, serverFiles } from './server';

/**
 * A booking and checkout load against a fresh server, killed with SIGKILL
 * once it has answered a number of bookings, with requests in flight; then
 * the server is started again on the same files and the database examined.
 */
export async function faultsPhase(phase: Phase, root: string, sent: Sent, servers: PortalServer[]) {
  const files = await serverFiles(path.join(root, 'faults'));
  const first = await PortalServer.start(files);
  servers.push(first);
  const catalogue = await readCatalogue(files.database);
  // Ids are random: the orders of this phase are those whose ids were not there before it.
  const earlierRepairs = await withDatabase(files.database, async (db) =>
    (await db.repairOrder.findMany({ select: { id: true } })).map((order) => order.id),
  );

  const KILL_AFTER = 80;
  const WORKERS = 40;
  const answeredOrders: number[] = [];
  const answeredReservations: { orderId: number; shipmentId: number }[] = [];
  const answeredCarts: number[] = [];
  let inFlight = 0;
  let inFlightAtKill = 0;
  let next = 0;
  let killed = false;
  let killing: Promise<void> | null = null;

  const kill = () => {
    if (killing) return killing;
    inFlightAtKill = inFlight;
    killed = true;
    killing = first.kill();
    return killing;
  };

  async function worker(id: number) {
    while (!killed && next < 2000) {
      const index = next++;
      inFlight += 1;
      try {
        if (id % 4 === 3) {
          const result = await checkout(first, catalogue, index, { prefix: 'Fault', sent });
          const answer = result.answers[0];
          if (answer?.result === 1) answeredCarts.push(answer.data?.orderId as number);
        } else {
          const result = await booking(first, catalogue, index, { prefix: 'Fault', sent });
          if (result.created.result === 1) {
            const data = result.created.data as { orderId: number; shipmentId: number };
            answeredOrders.push(data.orderId);
            if (result.reserved?.result === 1) answeredReservations.push(data);
          }
        }
      } catch {
        // Connection refused or reset: the server is gone.
      } finally {
        inFlight -= 1;
      }
      if (answeredOrders.length >= KILL_AFTER) void kill();
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: WORKERS }, (_, id) => worker(id)));
  await kill();
  const loadSeconds = (Date.now() - started) / 1000;

  const restartStarted = Date.now();
  const second = await PortalServer.start(files);
  servers.push(second);
  const restartSeconds = (Date.now() - restartStarted) / 1000;

  const found = await withDatabase(files.database, async (db) => {
    // The whole database, as a checker sees it: every order and the rows that hang off it.
    const orders = await db.repairOrder.findMany({
      select: {
        id: true,
        status: true,
        _count: { select: { accessories: true } },
        shipment: {
          select: {
            status: true,
            _count: { select: { reservations: { where: { status: 'active' } } } },
          },
        },
      },
    });
    const earlier = new Set(earlierRepairs);
    const newOrders = orders.filter((order) => !earlier.has(order.id));
    const pendingPickup = (order: (typeof orders)[number]) =>
      order.status === REPAIR_STATUS.pendingPickup;
    const shipmentIds = new Set(
      (await db.shipment.findMany({ select: { id: true } })).map((s) => s.id),
    );
    const cartIds = new Set(
      (await db.sparePartOrder.findMany({ select: { id: true } })).map((o) => o.id),
    );
    const lineOrders = (await db.sparePartOrderLine.findMany({ select: { orderId: true } })).map(
      (line) => line.orderId,
    );
    const stored = async (ids: number[], find: (list: bigint[]) => Promise<{ id: bigint }[]>) =>
      new Set((await find(ids.map(BigInt))).map((row) => Number(row.id)));
    return {
      // PRAGMA integrity_check reads every page of the file; a server checks its own.
      integrity: onPostgres
        ? 'n/a'
        : ((await db.$queryRawUnsafe<{ integrity_check: string }[]>('PRAGMA integrity_check'))[0]
            ?.integrity_check ?? ''),
      foreignKeys: onPostgres
        ? 0
        : (await db.$queryRawUnsafe<unknown[]>('PRAGMA foreign_key_check')).length,
      ordersWithoutShipment: orders.filter((order) => !order.shipment).length,
      newOrdersWithoutAccessory: newOrders.filter((order) => order._count.accessories === 0).length,
      reservedWithoutBooking: newOrders.filter(
        (order) =>
          order.shipment &&
          (pendingPickup(order) !== order.shipment._count.reservations > 0 ||
            (order.shipment.status === 'reserved') !== pendingPickup(order)),
      ).length,
      cartOrdersWithoutLines: [...cartIds].filter((id) => !lineOrders.includes(id)).length,
      linesWithoutOrder: lineOrders.filter((id) => !cartIds.has(id)).length,
      reservationsWithoutShipment: (
        await db.reservation.findMany({ select: { shipmentId: true } })
      ).filter((r) => !shipmentIds.has(r.shipmentId)).length,
      storedOrders: await stored(answeredOrders, (list) =>
        db.repairOrder.findMany({ where: { id: { in: list } }, select: { id: true } }),
      ),
      storedCarts: await stored(answeredCarts, (list) =>
        db.sparePartOrder.findMany({ where: { id: { in: list } }, select: { id: true } }),
      ),
      activeReservations: new Set(
        (
          await db.reservation.findMany({
            where: { status: 'active', shipment: { orderId: { notIn: earlierRepairs } } },
            select: { shipment: { select: { orderId: true } } },
          })
        ).map((r) => Number(r.shipment.orderId)),
      ),
      newOrders: newOrders.length,
    };
  });
  const missingOrders = answeredOrders.filter((id) => !found.storedOrders.has(id));
  const missingCarts = answeredCarts.filter((id) => !found.storedCarts.has(id));
  const missingReservations = answeredReservations.filter(
    (r) => !found.activeReservations.has(r.orderId),
  );

  // The restarted server takes bookings again.
  const after = await booking(second, catalogue, 1999, { prefix: 'Fault', sent });

  phase.figure(
    'killed with SIGKILL after',
    `${loadSeconds.toFixed(1)} s, ${inFlightAtKill} requests in flight`,
  );
  phase.figure(
    'bookings answered result 1 before the kill',
    `${answeredOrders.length} created, ${answeredReservations.length} reserved`,
  );
  phase.figure('cart orders answered result 1 before the kill', answeredCarts.length);
  phase.figure(
    'repair orders found after restart',
    `${found.newOrders} (answered ones missing: ${missingOrders.length})`,
  );
  phase.figure('restart', `${restartSeconds.toFixed(1)} s`);
  if (!onPostgres) phase.figure('integrity_check', found.integrity);

  if (!onPostgres) {
    phase.check(
      'PRAGMA integrity_check ok, no foreign key violation',
      found.integrity === 'ok' && found.foreignKeys === 0,
    );
  }
  phase.check('requests were in flight when the server died', inFlightAtKill > 0);
  phase.check(
    'no half order: order without shipment, order without its accessory',
    found.ordersWithoutShipment === 0 && found.newOrdersWithoutAccessory === 0,
    JSON.stringify(found),
  );
  phase.check(
    'no half reservation: status, shipment and booking agree',
    found.reservedWithoutBooking === 0 && found.reservationsWithoutShipment === 0,
  );
  phase.check(
    'no cart order without lines, no lines without order',
    found.cartOrdersWithoutLines === 0 && found.linesWithoutOrder === 0,
  );
  phase.check(
    'every order answered result 1 is there',
    missingOrders.length === 0 && missingCarts.length === 0,
    JSON.stringify({ missingOrders, missingCarts }),
  );
  phase.check(
    'every reservation answered result 1 is there',
    missingReservations.length === 0,
    JSON.stringify(missingReservations.slice(0, 5)),
  );
  phase.check(
    'the restarted server books again',
    after.created.result === 1 && after.reserved?.result === 1,
  );
  return second;
}
