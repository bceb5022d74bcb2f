import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { API_PATHS, HEALTH_PATHS } from '@portal/contracts';
import {
  person,
  postForm,
  postJson,
  readCatalogue,
  repairOrderBody,
  reservationFields,
} from './fixtures';
import { send, type RawResponse } from './http';
import { imeiOf } from './load';
import type { Phase } from './report';
import { PortalServer, serverFiles } from './server';

/** The label's limit in production (RATE_LIMIT_RESERVATION's default), per client address. */
const LABEL_RATE_LIMIT = 30;
const SHIPMENTS = 40;
const RESERVED = 20;
const REQUESTS = 500;
const ADDRESSES = Array.from({ length: 10 }, (_, i) => `127.0.0.${i + 2}`);

/** Customers from everywhere, so every label embeds several scripts. */
const NAMES = ['王小明', 'สมชาย ใจดี', 'محمد أحمد', 'முருகன்', 'Γιώργος', 'Иван', 'Zażółć'];

/**
 * Without a heap cap, what bounds the server's memory is the design: renders
 * at once × a render's memory, plus the fonts and the kept labels.
 */
export const MEMORY_BOUND_MIB = 400;

/** Peak resident memory of a process so far, in MiB (VmHWM). */
export function peakRssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

export type Kind = 'pdf' | '429' | '503' | 'other';

export function kindOf(res: RawResponse): Kind {
  const errorShape = (code: number) => {
    try {
      const body = JSON.parse(res.body.toString('utf8')) as Record<string, unknown>;
      return (
        body.result === 0 &&
        body.error_code === code &&
        typeof body.error_msg === 'string' &&
        res.headers['retry-after'] !== undefined
      );
    } catch {
      return false;
    }
  };
  if (
    res.status === 200 &&
    res.headers['content-type'] === 'application/pdf' &&
    res.body.subarray(0, 5).toString('latin1') === '%PDF-'
  ) {
    return 'pdf';
  }
  if (res.status === 429 && errorShape(429)) return '429';
  if (res.status === 503 && errorShape(503)) return '503';
  return 'other';
}

/**
 * A burst of label PDFs against a server of its own with the label's rate
 * limit at its production value: 500 requests at once from 10 client
 * addresses over 40 shipments. The server must stay up, answer each with a
 * PDF, a 429 (over the limit) or a 503 (render queue full), and keep its
 * memory bounded without a heap cap.
 */
export async function labelsPhase(phase: Phase, root: string, servers: PortalServer[]) {
  const server = await PortalServer.start(await serverFiles(path.join(root, 'labels')), {
    RATE_LIMIT_RESERVATION: String(LABEL_RATE_LIMIT),
  });
  servers.push(server);
  const catalogue = await readCatalogue(server.files.database);
  const pid = server.child.pid ?? 0;

  const shipments: number[] = [];
  for (let i = 0; i < SHIPMENTS; i++) {
    const who = {
      ...person('Labels', i),
      name: `${NAMES[i % NAMES.length]} Klient${i}`,
      phone: `+48 602 000 ${String(i).padStart(3, '0')}`,
      email: `labels.klient${i}@example.pl`,
      street: `ul. Etykietowa ${i}`,
    };
    const body = repairOrderBody(catalogue, who, imeiOf(900_000 + i));
    const created = JSON.parse(
      (await postJson(server.baseUrl, API_PATHS.repairOrderAdd, body)).body.toString('utf8'),
    ) as { result: number; data: { shipmentId: number; orderId: number } };
    if (created.result !== 1) throw new Error(`booking ${i} refused`);
    const { shipmentId, orderId } = created.data;
    if (i < RESERVED) {
      const reserved = await postForm(
        server.baseUrl,
        API_PATHS.reservePickup,
        reservationFields(shipmentId, orderId),
      );
      if (reserved.status !== 200) throw new Error(`reservation ${i}: HTTP ${reserved.status}`);
    }
    shipments.push(shipmentId);
  }
  const rssBefore = peakRssMiB(pid);

  const agents = ADDRESSES.map(
    (localAddress) => new http.Agent({ keepAlive: true, localAddress, maxSockets: 64 }),
  );
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: REQUESTS }, async (_, i) => {
      const shipmentId = shipments[i % shipments.length] ?? 0;
      const address = i % ADDRESSES.length;
      try {
        const res = await send(
          server.baseUrl,
          {
            method: 'GET',
            path: `${API_PATHS.label}?shipmentId=${shipmentId}&labelType=LBLP`,
          },
          30_000,
          agents[address],
        );
        return { address, shipmentId, res, kind: kindOf(res) };
      } catch {
        return { address, shipmentId, res: undefined, kind: 'other' as Kind };
      }
    }),
  );
  const took = Date.now() - started;
  for (const agent of agents) agent.destroy();

  const count = (kind: Kind) => answers.filter((answer) => answer.kind === kind).length;
  const health = await send(server.baseUrl, { method: 'GET', path: HEALTH_PATHS.health }).catch(
    () => undefined,
  );
  const crashes = server.running ? 0 : 1;
  const peak = crashes === 0 ? peakRssMiB(pid) : 0;
  const pdfsPerAddress = ADDRESSES.map(
    (_, address) => answers.filter((a) => a.address === address && a.kind === 'pdf').length,
  );
  // The same shipment's label is the same bytes every time it is answered.
  const variants = new Map<number, Set<string>>();
  for (const answer of answers) {
    if (answer.kind !== 'pdf' || !answer.res) continue;
    const seen = variants.get(answer.shipmentId) ?? new Set<string>();
    seen.add(answer.res.body.toString('base64'));
    variants.set(answer.shipmentId, seen);
  }

  phase.figure(
    'label burst',
    `${REQUESTS} requests at once from ${ADDRESSES.length} addresses over ${SHIPMENTS} shipments, limit ${LABEL_RATE_LIMIT}/min per address`,
  );
  phase.figure(
    'answers',
    `PDF ${count('pdf')}, 429 ${count('429')}, 503 queue full ${count('503')}, other ${count('other')}`,
  );
  phase.figure('label burst crashes', crashes);
  phase.figure('peak RSS of the server', `${peak} MiB (peak before the burst ${rssBefore} MiB)`);
  phase.figure('time taken', `${(took / 1000).toFixed(1)} s`);

  phase.check('no crash: the server is still running', crashes === 0);
  phase.check('the server answers /health after the burst', health?.status === 200);
  phase.check('every answer is a PDF, a 429 or a 503 in the error shape', count('other') === 0);
  phase.check(
    `no address gets more than ${LABEL_RATE_LIMIT} labels a minute`,
    pdfsPerAddress.every((n) => n <= LABEL_RATE_LIMIT),
    `PDFs per address: ${pdfsPerAddress.join(', ')}`,
  );
  phase.check(`peak RSS under ${MEMORY_BOUND_MIB} MiB`, peak > 0 && peak < MEMORY_BOUND_MIB);
  phase.check(
    'a shipment answered more than once gets the same bytes each time',
    [...variants.values()].every((seen) => seen.size === 1),
  );
}
