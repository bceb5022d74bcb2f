import path from 'node:path';
import { REPAIR_STATUS } from '@portal/contracts';
import { readDatabase } from '@portal/test-support';
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
  const files = serverFiles(path.join(root, 'faults'));
  const first = await PortalServer.start(files);
  servers.push(first);
  const catalogue = readCatalogue(files.database);
  // Ids are random: the orders of this phase are those whose ids were not there before it.
  const earlierRepairs = readDatabase(files.database, (db) =>
    JSON.stringify(db.prepare('SELECT id FROM RepairOrder').pluck().all()),
  );
  const NEW = 'NOT IN (SELECT value FROM json_each(?))';

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

  const found = readDatabase(files.database, (db) => {
    const count = (sql: string, ...params: unknown[]) =>
      db
        .prepare(sql)
        .pluck()
        .get(...params) as number;
    const ids = (table: string, list: number[]) =>
      new Set(
        list.length === 0
          ? []
          : (db
              .prepare(`SELECT id FROM ${table} WHERE id IN (${list.map(() => '?').join(',')})`)
              .pluck()
              .all(...list) as number[]),
      );
    return {
      integrity: db.pragma('integrity_check', { simple: true }) as string,
      foreignKeys: (db.pragma('foreign_key_check') as unknown[]).length,
      ordersWithoutShipment: count(
        'SELECT COUNT(*) FROM RepairOrder o WHERE NOT EXISTS (SELECT 1 FROM Shipment s WHERE s.orderId = o.id)',
      ),
      newOrdersWithoutAccessory: count(
        `SELECT COUNT(*) FROM RepairOrder o WHERE o.id ${NEW} AND NOT EXISTS (SELECT 1 FROM RepairOrderAccessory a WHERE a.orderId = o.id)`,
        earlierRepairs,
      ),
      reservedWithoutBooking: count(
        `SELECT COUNT(*) FROM RepairOrder o JOIN Shipment s ON s.orderId = o.id WHERE o.id ${NEW} AND (
           (o.status = ${REPAIR_STATUS.pendingPickup}) <> EXISTS (SELECT 1 FROM Reservation r WHERE r.shipmentId = s.id AND r.status = 'active')
           OR (s.status = 'reserved') <> (o.status = ${REPAIR_STATUS.pendingPickup}))`,
        earlierRepairs,
      ),
      cartOrdersWithoutLines: count(
        'SELECT COUNT(*) FROM SparePartOrder o WHERE NOT EXISTS (SELECT 1 FROM SparePartOrderLine l WHERE l.orderId = o.id)',
      ),
      linesWithoutOrder: count(
        'SELECT COUNT(*) FROM SparePartOrderLine l WHERE NOT EXISTS (SELECT 1 FROM SparePartOrder o WHERE o.id = l.orderId)',
      ),
      reservationsWithoutShipment: count(
        'SELECT COUNT(*) FROM Reservation r WHERE NOT EXISTS (SELECT 1 FROM Shipment s WHERE s.id = r.shipmentId)',
      ),
      storedOrders: ids('RepairOrder', answeredOrders),
      storedCarts: ids('SparePartOrder', answeredCarts),
      activeReservations: new Set(
        db
          .prepare(
            `SELECT s.orderId FROM Reservation r JOIN Shipment s ON s.id = r.shipmentId WHERE r.status = 'active' AND s.orderId ${NEW}`,
          )
          .pluck()
          .all(earlierRepairs) as number[],
      ),
      newOrders: count(`SELECT COUNT(*) FROM RepairOrder WHERE id ${NEW}`, earlierRepairs),
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
  phase.figure('integrity_check', found.integrity);

  phase.check(
    'PRAGMA integrity_check ok, no foreign key violation',
    found.integrity === 'ok' && found.foreignKeys === 0,
  );
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
