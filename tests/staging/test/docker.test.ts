import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, copyFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_PATHS, pickupDates, withLuhnDigit } from '@portal/contracts';
import { freeLoopbackPort, REPO_ROOT } from '@portal/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The image and both compose profiles as an operator runs them (docs/operations.md
 * "Staging with Docker", "Scale out", "Backup and restore"): the image built
 * from the Dockerfile, each profile brought up on loopback ports, a repair
 * booked through it, the database backed up and restored from inside its
 * containers, `down` and `up` again with the booking kept, then everything
 * removed. Run by `pnpm test:docker` (scripts/test-docker.sh), which starts
 * a Docker engine and makes the base images first when the machine has none.
 */
const run = promisify(execFile);
const PROJECT = 'portal-docker-test';
const IMAGE = 'phonecare-portal:staging';
/** What `docker image inspect` may report for the image (bytes). */
const MAX_IMAGE_BYTES = 300_000_000;
const SCALE_INSTANCES = ['portal-1', 'portal-2', 'portal-3'];

const ports = { portal: 0, lb: 0, stats: 0 };
let composeCommand: string[] = [];
let createdEnvFile = false;

async function docker(args: string[], timeout = 120_000) {
  return run('docker', args, { cwd: REPO_ROOT, encoding: 'utf8', timeout });
}

/** `docker compose` (v2) where installed, else Debian's `docker-compose` (1.29): the file suits both. */
async function findCompose(): Promise<string[]> {
  try {
    await run('docker', ['compose', 'version']);
    return ['docker', 'compose'];
  } catch {
    return ['docker-compose'];
  }
}

async function compose(args: string[], timeout = 300_000) {
  const [command = 'docker-compose', ...first] = composeCommand;
  return run(command, [...first, '-p', PROJECT, ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout,
    maxBuffer: 64 * 2 ** 20,
    env: {
      ...process.env,
      PORTAL_PORT: `127.0.0.1:${ports.portal}`,
      LB_PORT: `127.0.0.1:${ports.lb}`,
      LB_STATS_PORT: `127.0.0.1:${ports.stats}`,
    },
  });
}

const scale = (args: string[], timeout?: number) =>
  compose(['--profile', 'scale', ...args], timeout);

async function until<T>(what: string, check: () => Promise<T | undefined>, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function containerOf(service: string): Promise<string> {
  const { stdout } = await compose(['ps', '-q', service]);
  const id = stdout.trim();
  if (!id) throw new Error(`no container for ${service}`);
  return id;
}

/** Seconds from now until Docker reports the service's container healthy. */
async function secondsToHealthy(service: string, started: number): Promise<number> {
  const id = await until('a container', () => containerOf(service), 60);
  await until(
    `${service} healthy`,
    async () => {
      const { stdout } = await docker(['inspect', '-f', '{{.State.Health.Status}}', id]);
      return stdout.trim() === 'healthy' ? true : undefined;
    },
    90,
  );
  return (Date.now() - started) / 1000;
}

/** HAProxy's status page (CSV): the state of each portal instance. */
async function instanceStates(): Promise<Record<string, string>> {
  const res = await fetch(`http://127.0.0.1:${ports.stats}/;csv`);
  const states: Record<string, string> = {};
  for (const line of (await res.text()).split('\n')) {
    const [proxy, server, ...fields] = line.split(',');
    if (proxy === 'portals' && server?.startsWith('portal')) states[server] = fields[15] ?? '';
  }
  return states;
}

const allUp = async () => {
  const states = await instanceStates();
  return Object.values(states).filter((state) => state === 'UP').length === 3 ? states : undefined;
};

let bookings = 0;
/** The booking of docs/api.md ("A repair booked end to end"), with its own IMEI and e-mail each time. */
async function bookRepair(base: string): Promise<string> {
  const pickupDate = pickupDates()[1] ?? '';
  bookings += 1;
  const imei = withLuhnDigit(
    `3546781${String(Date.now() % 1e5).padStart(5, '0')}${String(bookings).padStart(2, '0')}`,
  );
  const created = await fetch(`${base}${API_PATHS.repairOrderAdd}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      repairInfo: {
        clientName: 'Anna Kowalska',
        clientTell: '+48600100200',
        clientEmail: `anna.kowalska+${bookings}@example.com`,
        clientCity: 'Warszawa',
        clientStreet: 'ul. Marszałkowska',
        clientHouseNumber: '12',
        clientPostalCode: '00-950',
        userId: 1,
        sourceChannelId: 1,
        sourceChannelName: 'Website',
        productId: 1,
        warrantyStatus: '1',
        applySn: imei,
        applyAppearanceId: 11,
        applyAppearance: 'Screen normal',
        faultDescribe: 'The screen stays black after a fall.',
        remark: 'Always',
        afterSalesType: 3,
        address: '-',
        operator: 'portal',
      },
      accessoriesList: [{ accessoriesId: 21, accessoriesName: 'Charger' }],
      pickupDate,
      isCreateShip: true,
      orderType: 1,
    }),
  });
  const order = (await created.json()) as {
    result: number;
    error_msg?: string;
    data: { shipmentId: number; orderId: number; rmaNumber: string };
  };
  expect(order.result, order.error_msg).toBe(1);
  const reserved = await fetch(`${base}${API_PATHS.reservePickup}`, {
    method: 'POST',
    body: new URLSearchParams({
      shipmentId: String(order.data.shipmentId),
      orderId: String(order.data.orderId),
      pickupDate,
      pickupTimeFrom: '10:00',
      pickupTimeTo: '13:00',
    }),
  });
  const reservation = (await reserved.json()) as { result: number; error_msg?: string };
  expect(reservation.result, reservation.error_msg).toBe(1);
  return order.data.rmaNumber;
}

/** The status the repair lookup shows for an RMA number, or undefined when it finds none. */
async function lookup(base: string, rmaNumber: string): Promise<number | undefined> {
  const res = await fetch(`${base}${API_PATHS.repairLookup}?keyword=${rmaNumber}`);
  const body = (await res.json()) as { result: number; data?: { list: { status: number }[] } };
  return body.result === 1 ? body.data?.list[0]?.status : undefined;
}

/** The app runs as the `node` user and cannot change its own code. */
async function expectLockedDown(service: string, runScale = false) {
  const exec = (args: string[]) => (runScale ? scale : compose)(['exec', '-T', service, ...args]);
  expect((await exec(['id', '-u'])).stdout.trim()).toBe('1000');
  await expect(exec(['touch', 'apps/api/dist/main.js'])).rejects.toThrow();
  await expect(exec(['sh', '-c', 'echo x >> node_modules/.modules.yaml'])).rejects.toThrow();
  expect((await exec(['stat', '-c', '%U %a', 'data'])).stdout.trim()).toBe('node 750');
}

beforeAll(async () => {
  composeCommand = await findCompose();
  ports.portal = await freeLoopbackPort();
  ports.lb = await freeLoopbackPort();
  ports.stats = await freeLoopbackPort();
  // As docs/operations.md says: `cp .env.example .env`, unless the operator has one.
  if (!existsSync(path.join(REPO_ROOT, '.env'))) {
    copyFileSync(path.join(REPO_ROOT, '.env.example'), path.join(REPO_ROOT, '.env'));
    createdEnvFile = true;
  }
  await scale(['down', '-v', '--remove-orphans']).catch(() => undefined);
});

afterAll(async () => {
  await scale(['down', '-v', '--remove-orphans']).catch(() => undefined);
  if (createdEnvFile) rmSync(path.join(REPO_ROOT, '.env'), { force: true });
});

describe('the image', () => {
  it('builds from the Dockerfile, runs as node and is at most 300 MB', async () => {
    const started = Date.now();
    await compose(['build', 'portal'], 1_500_000);
    const { stdout } = await docker([
      'image',
      'inspect',
      '-f',
      '{{.Size}} {{.Config.User}}',
      IMAGE,
    ]);
    const [size = '0', user] = stdout.trim().split(' ');
    console.log(
      `image ${IMAGE}: ${(Number(size) / 1e6).toFixed(1)} MB, built in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    expect(user).toBe('node');
    expect(Number(size)).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
  }, 1_600_000);
});

describe('the default profile (SQLite)', () => {
  const base = () => `http://127.0.0.1:${ports.portal}`;
  let kept = '';

  it('comes up healthy on a new volume and answers /ready', async () => {
    const started = Date.now();
    await compose(['up', '-d', 'portal']);
    const seconds = await secondsToHealthy('portal', started);
    console.log(`default profile: healthy ${seconds.toFixed(1)} s after \`up\` on a new volume`);
    expect((await fetch(`${base()}/ready`)).status).toBe(200);
    await expectLockedDown('portal');
  }, 180_000);

  it('serves the API reference page with its scripts, read from the installed package', async () => {
    const page = await fetch(`${base()}/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui-bundle.js');
    const script = await fetch(`${base()}/docs/static/swagger-ui-bundle.js`);
    expect(script.status).toBe(200);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  it('keeps a booking across a backup and restore made inside the container', async () => {
    kept = await bookRepair(base());
    await compose(['exec', '-T', 'portal', 'node', 'apps/api/dist/db-backup.js', 'data/backup.db']);
    const later = await bookRepair(base());
    expect(await lookup(base(), later)).toBe(1);
    // A restore replaces the database only while no server has it open.
    await compose(['stop', 'portal']);
    await compose([
      'run',
      '--rm',
      '--no-deps',
      'portal',
      'node',
      'apps/api/dist/db-restore.js',
      'data/backup.db',
    ]);
    await compose(['start', 'portal']);
    await until(
      'ready after the restore',
      async () => ((await fetch(`${base()}/ready`)).ok ? true : undefined),
      60,
    );
    expect(await lookup(base(), kept)).toBe(1);
    expect(await lookup(base(), later)).toBeUndefined();
  }, 240_000);

  it('keeps the booking across down and up', async () => {
    await compose(['down']);
    await compose(['up', '-d', 'portal']);
    await until(
      'ready after up',
      async () => ((await fetch(`${base()}/ready`)).ok ? true : undefined),
      90,
    );
    expect(await lookup(base(), kept)).toBe(1);
    await compose(['down', '-v']);
  }, 240_000);
});

describe('the scale profile (PostgreSQL, three instances, HAProxy)', () => {
  const base = () => `http://127.0.0.1:${ports.lb}`;
  const operatorToken = randomBytes(32).toString('hex');
  let kept = '';

  it('comes up with three instances in service behind HAProxy', async () => {
    // The test controls through .env, as docs/operations.md has it (only in a .env made here).
    if (createdEnvFile)
      appendFileSync(
        path.join(REPO_ROOT, '.env'),
        `\nTEST_CONTROLS=true\nOPERATOR_TOKEN=${operatorToken}\n`,
      );
    const started = Date.now();
    await scale(['up', '-d', 'lb'], 600_000);
    const states = await until('three instances UP on the status page', allUp, 240);
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `scale profile: three instances UP behind HAProxy ${seconds.toFixed(1)} s after \`up\``,
    );
    expect(Object.keys(states).sort()).toEqual(['portal1', 'portal2', 'portal3']);
    for (const instance of SCALE_INSTANCES) await secondsToHealthy(instance, started);
    expect((await fetch(`${base()}/ready`)).status).toBe(200);
    await expectLockedDown('portal-1', true);
    if (createdEnvFile) {
      // Every instance has the controls and the token: three calls reach all three.
      for (let call = 0; call < 3; call += 1) {
        const clock = await fetch(`${base()}/ops/clock`, {
          headers: { authorization: `Bearer ${operatorToken}` },
        });
        expect(clock.status).toBe(200);
      }
      expect((await fetch(`${base()}/ops/clock`)).status).toBe(401);
    }
  }, 600_000);

  it('keeps a booking across a pg_dump backup and pg_restore made inside a portal container', async () => {
    kept = await bookRepair(base());
    await scale([
      'exec',
      '-T',
      'portal-1',
      'node',
      'apps/api/dist/db-backup.js',
      'data/backup.dump',
    ]);
    const later = await bookRepair(base());
    expect(await lookup(base(), later)).toBe(1);
    // A restore is refused while another session uses the database.
    await scale(['stop', ...SCALE_INSTANCES]);
    await scale([
      'run',
      '--rm',
      '--no-deps',
      'portal-1',
      'node',
      'apps/api/dist/db-restore.js',
      'data/backup.dump',
    ]);
    await scale(['start', ...SCALE_INSTANCES]);
    await until('three instances UP after the restore', allUp, 180);
    expect(await lookup(base(), kept)).toBe(1);
    expect(await lookup(base(), later)).toBeUndefined();
  }, 420_000);

  it('keeps the booking across down and up', async () => {
    await scale(['down']);
    await scale(['up', '-d', 'lb'], 600_000);
    await until('three instances UP after up', allUp, 240);
    expect(await lookup(base(), kept)).toBe(1);
  }, 600_000);
});
