import { randomInt } from 'node:crypto';
import {
  API_PATHS,
  formatRmaNumber,
  formatTrackingNumber,
  isNumberSerial,
  NUMBER_SERIAL,
  PUBLIC_ID,
  warsawToday,
} from '@portal/contracts';
import { withDatabase } from '@portal/test-support';
import { countChanges, rowCounts } from './database';
import { postForm, reservationFields } from './fixtures';
import { json, pool, send, type RawResponse } from './http';
import type { Phase } from './report';
import type { PortalServer } from './server';

/** Guesses per kind of reference; at the production limits each takes an attacker hours. */
const GUESSES = 400;
/** Live shipments whose ids are tried as the RMA and tracking numbers they once made. */
const FROM_IDS = 100;

interface Live {
  shipments: { id: number; orderId: number }[];
  spareOrders: number[];
  /** The serials of the live RMA and tracking numbers (after `RMA` + YYMMDD, after `PCS`). */
  rmaSerials: number[];
  trackingSerials: number[];
  /** Each shipment's ids with its order's booking day (YYMMDD), as the numbers once held them. */
  booked: { id: number; orderId: number; day: string }[];
  /** What each label prints: the tracking number and the RMA number. */
  printed: { shipmentNo: string; rmaNumber: string }[];
}

function liveReferences(database: string): Promise<Live> {
  return withDatabase(database, async (db) => {
    const shipments = await db.shipment.findMany({
      select: { id: true, orderId: true, shipmentNo: true, order: { select: { rmaNumber: true } } },
    });
    const orders = await db.repairOrder.findMany({ select: { rmaNumber: true } });
    return {
      shipments: shipments.map((s) => ({ id: Number(s.id), orderId: Number(s.orderId) })),
      spareOrders: (await db.sparePartOrder.findMany({ select: { id: true } })).map((o) =>
        Number(o.id),
      ),
      rmaSerials: orders
        .map((o) => Number(o.rmaNumber.slice('RMAyymmdd'.length)))
        .filter(isNumberSerial),
      trackingSerials: shipments
        .map((s) => Number(s.shipmentNo.slice('PCS'.length)))
        .filter(isNumberSerial),
      booked: shipments.map((s) => ({
        id: Number(s.id),
        orderId: Number(s.orderId),
        day: s.order.rmaNumber.slice('RMA'.length, 'RMAyymmdd'.length),
      })),
      printed: shipments.map((s) => ({ shipmentNo: s.shipmentNo, rmaNumber: s.order.rmaNumber })),
    };
  });
}

/**
 * Guesses as an attacker makes them: uniform over the id space (which the
 * serials of the RMA and tracking numbers share), and the neighbours of a
 * known id or serial.
 */
function guesses(known: number[]): number[] {
  const uniform = Array.from({ length: GUESSES / 2 }, () =>
    randomInt(PUBLIC_ID.min, PUBLIC_ID.min + 2 ** 47),
  );
  const near = Array.from({ length: GUESSES / 2 }, (_, i) => {
    const base = known[i % known.length] ?? PUBLIC_ID.min;
    const step = Math.floor(i / known.length) + 1;
    return base + (i % 2 === 0 ? step : -step);
  });
  return [...uniform, ...near];
}

/** A guessed neighbour clamped into the serials' range, as the formatters take no other. */
function serialInRange(serial: number): number {
  return Math.min(NUMBER_SERIAL.max, Math.max(NUMBER_SERIAL.min, serial));
}

/** An answer that gives something away: a success or a PDF. */
function reveals(res: RawResponse): boolean {
  if (res.headers['content-type']?.startsWith('application/pdf')) return true;
  try {
    return (json(res) as { result?: number }).result === 1;
  } catch {
    return false;
  }
}

function hitsListed(res: RawResponse): boolean {
  try {
    const body = json(res) as { result?: number; data?: { list?: unknown[] } };
    return body.result === 1 && (body.data?.list?.length ?? 0) > 0;
  } catch {
    return false;
  }
}

/**
 * Every reference a client is given is guessed, as an attacker on loopback
 * would: labels, reservations and cancellations by shipment id (alone, and
 * with a guessed order id), the purchase lookup by order id, the repair
 * lookup by RMA and tracking numbers with guessed serials (the numbers are
 * drawn apart from the ids), and by numbers made of the real ids, as the
 * numbers once were. Nothing may be revealed or changed.
 */
export async function referencesPhase(phase: Phase, server: PortalServer) {
  const live = await liveReferences(server.files.database);
  const shipmentIds = live.shipments.map((s) => s.id);
  const orderIds = live.shipments.map((s) => s.orderId);
  const before = await rowCounts(server.files.database);
  const today = warsawToday();
  let sent = 0;
  let revealed = 0;
  const tally = (res: RawResponse, leak: (res: RawResponse) => boolean = reveals) => {
    sent += 1;
    if (leak(res)) revealed += 1;
  };

  const started = Date.now();
  await pool(guesses(shipmentIds), 16, async (id) => {
    tally(
      await send(server.baseUrl, {
        method: 'GET',
        path: `${API_PATHS.label}?shipmentId=${id}&labelType=LBLP`,
      }),
    );
  });
  // A shipment id that exists, with guessed order ids: the pair is what unlocks a change.
  await pool(guesses(orderIds), 16, async (orderId, i) => {
    const shipmentId = shipmentIds[i % shipmentIds.length] ?? PUBLIC_ID.min;
    const path = i % 2 === 0 ? API_PATHS.reservePickup : API_PATHS.cancelShipment;
    const fields = reservationFields(shipmentId, orderId);
    tally(await postForm(server.baseUrl, path, fields));
  });
  await pool(guesses(live.spareOrders), 16, async (orderId) => {
    tally(
      await postForm(server.baseUrl, API_PATHS.accessoriesOrderInquiry, {
        orderId: String(orderId),
      }),
    );
  });
  const lookUp = async (keyword: string) =>
    tally(
      await send(server.baseUrl, {
        method: 'GET',
        path: `${API_PATHS.repairLookup}?keyword=${encodeURIComponent(keyword)}`,
      }),
      hitsListed,
    );
  // RMA and tracking numbers in turn, each with a guessed serial of its own kind.
  const trackingGuesses = guesses(live.trackingSerials);
  const numberGuesses = guesses(live.rmaSerials).map((serial, i) =>
    i % 2 === 0
      ? formatRmaNumber(today, serialInRange(serial))
      : formatTrackingNumber(serialInRange(trackingGuesses[i] ?? serial)),
  );
  await pool(numberGuesses, 16, lookUp);
  // Knowing a shipment's ids (from its label request, its reservation) gives neither number.
  const fromIds = live.booked
    .slice(0, FROM_IDS)
    .flatMap(({ id, orderId, day }) => [`RMA${day}${orderId}`, `PCS${id}`]);
  await pool(fromIds, 16, lookUp);
  // What a label shows, read as the ids that reserve and cancel: the tracking
  // number's digits as the shipment id, the RMA number's after the date as the order id.
  let fromLabels = 0;
  await pool(live.printed.slice(0, FROM_IDS), 16, async ({ shipmentNo, rmaNumber }, i) => {
    const path = i % 2 === 0 ? API_PATHS.cancelShipment : API_PATHS.reservePickup;
    const fields = reservationFields(
      Number(shipmentNo.slice('PCS'.length)),
      Number(rmaNumber.slice('RMAyymmdd'.length)),
    );
    const res = await postForm(server.baseUrl, path, fields);
    tally(res);
    if (reveals(res)) fromLabels += 1;
  });

  const changed = countChanges(before, await rowCounts(server.files.database));
  phase.figure(
    'references guessed',
    `${sent} (labels, reservation and cancellation pairs, purchase and repair lookups by guessed serials and by the ids; ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  phase.figure(
    'live references at the time',
    `${shipmentIds.length} shipments, ${live.spareOrders.length} spare-part orders`,
  );
  phase.figure('guesses that revealed or changed something', revealed);
  phase.figure('bookings changed from what a label shows', fromLabels);
  phase.check('no guessed reference reveals anything', revealed === 0, `${revealed} revealed`);
  // Code images are not asked for here; nothing else may be written.
  phase.check(
    'no guess wrote anything',
    Object.keys(changed).length === 0,
    JSON.stringify(changed),
  );
  // What an attacker gets at the production limits: per address, 30 label or
  // change requests a minute over 9 × 10^14 ids.
  const space = PUBLIC_ID.max - PUBLIC_ID.min + 1;
  const perLive = space / Math.max(1, shipmentIds.length);
  const years = perLive / 30 / 60 / 24 / 365;
  phase.figure(
    'expected time to hit one of the live shipments from one address at 30 a minute',
    `${years.toExponential(1)} years`,
  );
}
