import path from 'node:path';
import { API_PATHS, OPS_PATHS } from '@portal/contracts';
import {
  answerOf,
  postForm,
  postJson,
  readCatalogue,
  repairOrderBody,
  reservationFields,
  person,
} from './fixtures';
import { databaseDigest } from './database';
import { send, type RawRequest } from './http';
import type { Phase } from './report';
import { PortalServer, serverFiles } from './server';

const ALLOWED = 'http://127.0.0.2:8080';
const OPERATOR_TOKEN = 'reliability-operator-token-of-the-cross-site-phase';

/** What a page on another site makes a browser send with its writes. */
const HOSTILE_HEADERS: Record<string, string>[] = [
  { origin: 'http://127.0.0.3:8080', 'sec-fetch-site': 'cross-site' },
  { origin: 'https://evil.example', 'sec-fetch-site': 'same-site' },
  { origin: 'null', 'sec-fetch-site': 'cross-site' },
  { origin: `${ALLOWED}.evil.example` },
  { origin: 'http://localhost' },
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-site' },
];

/** The bodies a browser form can send without a preflight: form, multipart and text/plain. */
function formBodies(fields: Record<string, string>): Pick<RawRequest, 'headers' | 'body'>[] {
  const boundary = '----cross-site-form';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return [
    {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    },
    {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `${parts.join('')}--${boundary}--\r\n`,
    },
    { headers: { 'content-type': 'text/plain' }, body: JSON.stringify(fields) },
  ];
}

/**
 * Cross-site writes against a server of its own (CORS_ORIGINS set): every
 * state-changing path, with each hostile Origin / Sec-Fetch-Site combination
 * and each body a browser form sends, must be refused and change no row;
 * the allowlisted origin gets CORS answers; clients without those headers
 * still book, reserve and cancel.
 */
export async function crossSitePhase(phase: Phase, root: string, servers: PortalServer[]) {
  const started = Date.now();
  const server = await PortalServer.start(await serverFiles(path.join(root, 'crosssite')), {
    CORS_ORIGINS: ALLOWED,
    OPERATOR_TOKEN,
  });
  servers.push(server);
  const base = server.baseUrl;
  const catalogue = await readCatalogue(server.files.database);
  const shipment = catalogue.shipment;
  const fields = {
    ...reservationFields(shipment.id, shipment.orderId),
    keyword: 'RMA',
    to: 'cancelled',
    typeId: '10004',
  };
  const writePaths = [
    ...Object.values(API_PATHS),
    // DEMO_KEYS: the pending pick-up order, which a write that got through would move on.
    OPS_PATHS.advanceRepairOrder.replace(':rmaNumber', 'RMA261119924084675699546'),
    OPS_PATHS.advanceSparePartOrder.replace(':orderId', String(catalogue.sparePartOrderId)),
  ];

  const before = await databaseDigest(server.files.database);
  let sent = 0;
  let accepted = 0;
  const acceptedExamples: string[] = [];
  for (const writePath of writePaths) {
    for (const headers of HOSTILE_HEADERS) {
      for (const body of formBodies(fields)) {
        const res = await send(base, {
          method: 'POST',
          path: writePath,
          headers: { ...body.headers, ...headers, authorization: `Bearer ${OPERATOR_TOKEN}` },
          body: body.body,
        });
        sent += 1;
        const answer = answerOf(res);
        if (
          res.status !== 403 ||
          answer.result !== 0 ||
          res.headers['access-control-allow-origin']
        ) {
          accepted += 1;
          if (acceptedExamples.length < 5) {
            acceptedExamples.push(`${writePath} ${JSON.stringify(headers)} → ${res.status}`);
          }
        }
      }
    }
  }
  const unchanged = (await databaseDigest(server.files.database)) === before;
  phase.figure(
    'cross-site writes sent',
    `${sent} (${writePaths.length} paths × ${HOSTILE_HEADERS.length} header sets × 3 bodies)`,
  );
  phase.figure('cross-site writes accepted', accepted);
  phase.check('no cross-site write is accepted', accepted === 0, acceptedExamples.join('\n'));
  phase.figure('database after them', unchanged ? 'unchanged' : 'CHANGED');
  phase.check('the database is unchanged', unchanged);

  let corsAnswered = 0;
  for (const apiPath of Object.values(API_PATHS)) {
    const res = await send(base, {
      method: 'OPTIONS',
      path: apiPath,
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    const other = await send(base, {
      method: 'OPTIONS',
      path: apiPath,
      headers: { origin: 'http://127.0.0.3:8080', 'access-control-request-method': 'POST' },
    });
    if (
      res.status === 204 &&
      res.headers['access-control-allow-origin'] === ALLOWED &&
      res.headers['access-control-allow-credentials'] === 'true' &&
      other.headers['access-control-allow-origin'] === undefined
    ) {
      corsAnswered += 1;
    }
  }
  // A write (the contract's POST read of a dictionary) from the allowlisted origin.
  const allowedWrite = answerOf(
    await send(base, {
      method: 'POST',
      path: API_PATHS.dictionary,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ALLOWED },
      body: 'typeId=10004',
    }),
  );
  phase.figure(
    'allowlisted origin: preflights with CORS headers (others none)',
    `${corsAnswered} of ${Object.values(API_PATHS).length}`,
  );
  phase.check(
    'the allowlisted origin gets CORS answers on every path, others none',
    corsAnswered === Object.values(API_PATHS).length,
  );
  phase.check(
    'the allowlisted origin may write',
    allowedWrite.result === 1,
    JSON.stringify(allowedWrite),
  );

  const booked = answerOf(
    await postJson(
      base,
      API_PATHS.repairOrderAdd,
      repairOrderBody(catalogue, person('cross', 1), '354678120009991'),
    ),
  );
  const ids = booked.data as { shipmentId: number; orderId: number } | undefined;
  const reserved = ids
    ? answerOf(
        await postForm(
          base,
          API_PATHS.reservePickup,
          reservationFields(ids.shipmentId, ids.orderId),
        ),
      )
    : booked;
  const cancelled = ids
    ? answerOf(
        await postForm(base, API_PATHS.cancelShipment, {
          shipmentId: String(ids.shipmentId),
          orderId: String(ids.orderId),
        }),
      )
    : booked;
  const working = [booked, reserved, cancelled].filter((answer) => answer.result === 1).length;
  phase.figure('no-Origin writes (book, reserve, cancel) working', `${working} of 3`);
  phase.check(
    'clients without Origin still write',
    working === 3,
    JSON.stringify([booked, reserved, cancelled]),
  );
  phase.figure('time', `${((Date.now() - started) / 1000).toFixed(1)} s`);
  await server.kill();
}
