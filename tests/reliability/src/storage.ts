import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { resolveDatabasePath } from '@portal/db';
import { readDatabase } from '@portal/test-support';
import { readCatalogue, type Catalogue } from './fixtures';
import { booking, checkout, type Sent } from './load';
import type { Phase } from './report';
import { PortalServer, serverFiles, type ServerFiles } from './server';

/** What the clients were told: orders answered result 1 (by IMEI or customer name) and every HTTP status. */
interface Told {
  bookings: string[];
  carts: string[];
  statuses: number[];
}

const told = (): Told => ({ bookings: [], carts: [], statuses: [] });

/** A mix of bookings (create + reserve) and cart checkouts, four at a time. */
async function traffic(
  server: PortalServer,
  catalogue: Catalogue,
  sent: Sent,
  first: number,
  count: number,
  into: Told,
) {
  let next = first;
  const worker = async () => {
    while (next < first + count) {
      const index = next++;
      try {
        if (index % 3 === 2) {
          const result = await checkout(server, catalogue, index, { prefix: 'Storage', sent });
          const answer = result.answers[0];
          into.statuses.push(answer?.status ?? 0);
          if (answer?.result === 1) into.carts.push(result.who.name);
        } else {
          const result = await booking(server, catalogue, index, { prefix: 'Storage', sent });
          into.statuses.push(result.created.status);
          if (result.reserved) into.statuses.push(result.reserved.status);
          if (result.created.result === 1) into.bookings.push(result.imei);
        }
      } catch (error) {
        // The code image was refused (its code could not be stored): no order was tried.
        const status = /HTTP (\d+)/.exec(String(error))?.[1];
        into.statuses.push(status ? Number(status) : 0);
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

async function readyStatus(server: PortalServer): Promise<number> {
  const res = await fetch(`${server.baseUrl}/ready`);
  await res.arrayBuffer();
  return res.status;
}

/** Orders the clients were told were stored and the database does not hold. */
function lost(files: ServerFiles, answered: Told): number {
  return readDatabase(databaseFile(files), (db) => {
    const has = (sql: string) => db.prepare(sql).pluck();
    const order = has('SELECT COUNT(*) FROM RepairOrder WHERE applySn = ?');
    const cart = has('SELECT COUNT(*) FROM SparePartOrder WHERE contract = ?');
    return (
      answered.bookings.filter((imei) => order.get(imei) === 0).length +
      answered.carts.filter((name) => cart.get(name) === 0).length
    );
  });
}

interface Fault {
  name: string;
  /** Why it cannot be made here, or null. */
  unavailable(): string | null;
  files(root: string): Promise<ServerFiles>;
  /** Brings the fault about; may restart the server (returns the one to use). */
  begin(server: PortalServer, files: ServerFiles): Promise<PortalServer>;
  /** Takes the fault away; may restart the server. */
  end(server: PortalServer, files: ServerFiles): Promise<PortalServer>;
  /** Whether writes work again without a restart once it ended. */
  recoversLive: boolean;
  cleanUp(files: ServerFiles): void;
}

const isRoot = () => process.getuid?.() === 0;
/** This phase is SQLite's: the database is a file in the server's folder. */
const databaseFile = (files: ServerFiles) => resolveDatabasePath(files.database);
const databaseFiles = (files: ServerFiles) =>
  ['', '-wal', '-shm'].map((suffix) => `${databaseFile(files)}${suffix}`);

const deleted: Fault = {
  name: 'database file deleted',
  unavailable: () => null,
  files: (root) => serverFiles(path.join(root, 'storage-deleted')),
  async begin(server, files) {
    for (const file of databaseFiles(files)) fs.rmSync(file, { force: true });
    return server;
  },
  // Nothing to restore: the data is gone with the file. Started again, the
  // test server makes a new database; the check is that no order was
  // acknowledged after the file went.
  end: (server) => Promise.resolve(server),
  recoversLive: false,
  cleanUp: () => undefined,
};

/**
 * A database file that cannot be written: root writes through file modes, so
 * then the immutable attribute. SQLite opens such a file read-only without a
 * word, so the server is started on it as it is.
 */
const readOnly: Fault = {
  name: 'database file read-only',
  unavailable: () =>
    isRoot() && spawnSync('chattr', ['--help']).error ? 'chattr is not available' : null,
  files: (root) => serverFiles(path.join(root, 'storage-readonly')),
  async begin(server, files) {
    await server.stop();
    fs.chmodSync(databaseFile(files), 0o444);
    if (isRoot()) execFileSync('chattr', ['+i', databaseFile(files)]);
    return PortalServer.start(files);
  },
  async end(server, files) {
    await server.stop();
    if (isRoot()) execFileSync('chattr', ['-i', databaseFile(files)]);
    fs.chmodSync(databaseFile(files), 0o644);
    return PortalServer.start(files);
  },
  recoversLive: false,
  cleanUp(files) {
    if (isRoot()) spawnSync('chattr', ['-i', databaseFile(files)]);
  },
};

/** A real full disk: the server's files on a 24 MiB tmpfs, filled to the last byte. */
const diskFull: Fault = {
  name: 'disk full',
  unavailable: () => (isRoot() ? null : 'mounting a small tmpfs needs root'),
  files(root) {
    const dir = path.join(root, 'storage-full');
    fs.mkdirSync(dir, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', dir]);
    return serverFiles(dir);
  },
  async begin(server, files) {
    const filler = fs.openSync(path.join(files.dir, 'filler'), 'w');
    try {
      for (const size of [1 << 20, 4096, 512]) {
        const chunk = Buffer.alloc(size, 1);
        for (;;) {
          try {
            fs.writeSync(filler, chunk);
          } catch {
            break;
          }
        }
      }
    } finally {
      fs.closeSync(filler);
    }
    return server;
  },
  async end(server, files) {
    fs.rmSync(path.join(files.dir, 'filler'));
    return server;
  },
  recoversLive: true,
  cleanUp(files) {
    spawnSync('umount', [files.dir]);
  },
};

/**
 * Storage faults under a booking and checkout load, each against a server of
 * its own: no order may be answered result 1 and then be missing, `/ready`
 * must answer 503 while the fault lasts, and the server must answer nothing
 * but 503 among the 5xx and never die.
 */
export async function storagePhase(
  phase: Phase,
  root: string,
  sent: Sent,
  servers: PortalServer[],
) {
  let index = 0;
  for (const fault of [deleted, readOnly, diskFull]) {
    const unavailable = fault.unavailable();
    if (unavailable) {
      phase.figure(fault.name, `not run: ${unavailable}`);
      continue;
    }
    const files = await fault.files(root);
    try {
      let server = await PortalServer.start(files);
      servers.push(server);
      const catalogue = await readCatalogue(files.database);
      const before = told();
      await traffic(server, catalogue, sent, index, 12, before);
      index += 12;

      server = await fault.begin(server, files);
      servers.push(server);
      const during = told();
      const ready: number[] = [await readyStatus(server)];
      await traffic(server, catalogue, sent, index, 24, during);
      index += 24;
      ready.push(await readyStatus(server));

      server = await fault.end(server, files);
      servers.push(server);
      const after = told();
      if (fault.recoversLive) {
        ready.push(await readyStatus(server));
        await traffic(server, catalogue, sent, index, 12, after);
        index += 12;
      }
      const crashed = !server.running;
      await server.stop();
      const restarted = await PortalServer.start(files);
      servers.push(restarted);
      const answered = {
        bookings: [...during.bookings, ...after.bookings],
        carts: [...during.carts, ...after.carts],
        statuses: [],
      };
      const missing = lost(files, answered);
      await restarted.stop();

      const statuses = [...before.statuses, ...during.statuses, ...after.statuses];
      const duringReady = fault.recoversLive ? ready.slice(0, 2) : ready;
      phase.figure(
        fault.name,
        `before: ${before.bookings.length + before.carts.length} orders acknowledged; during: ${during.bookings.length + during.carts.length} acknowledged of ${during.statuses.length} answers (${during.statuses.filter((s) => s === 503).length} × 503); /ready during: ${duringReady.join(', ')}` +
          (fault.recoversLive
            ? `; after space returned, no restart: /ready ${ready[2]}, ${after.bookings.length + after.carts.length} of 12 orders acknowledged`
            : '') +
          `; acknowledged but lost after restart: ${missing}`,
      );
      phase.check(`${fault.name}: no acknowledged order lost`, missing === 0);
      phase.check(
        `${fault.name}: /ready 503 during the fault`,
        duringReady.every((s) => s === 503),
        duringReady.join(','),
      );
      phase.check(
        `${fault.name}: no 5xx but 503, the server never crashed`,
        !crashed && statuses.every((s) => s !== 0 && (s < 500 || s === 503)),
        statuses.join(','),
      );
      if (fault.recoversLive) {
        phase.check(
          `${fault.name}: writes work again without a restart`,
          ready[2] === 200 && after.bookings.length + after.carts.length === 12,
        );
      }
    } finally {
      for (const server of servers) if (server.files === files) await server.kill();
      fault.cleanUp(files);
    }
  }
}
