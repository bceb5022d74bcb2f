import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  PURCHASE_STATES,
  PURCHASE_STATUS,
  PURCHASE_TRANSITIONS,
  purchaseStepsFrom,
  REPAIR_STATES,
  REPAIR_TRANSITIONS,
  repairStepsFrom,
  type PurchaseState,
  type RepairState,
} from '@portal/contracts';
import { DEMO_KEYS } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../src/env';
import { randomPublicId } from '../src/lib/public-id';
import { COURIERS } from '../src/services/return-courier';
import { bookRepair, findCatalogue, repairOrderBody, reserve, type Catalogue } from './fixtures';
import { form, startTestApp, type TestContext } from './harness';
import { expectError, okBody } from './requests';

const PENDING_PICKUP = DEMO_KEYS.repairOrders.pendingPickup;

/** tsx's command line, to run the server's and the CLI's entry points as processes. */
const tsxCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
  'dist',
  'cli.mjs',
);

const TOKEN = 'ops-test-token-of-the-lifecycle-0123456789';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const REPAIR_TIMES = [
  'createTime',
  'receiveTime',
  'checkTime',
  'repairTime',
  'sendDateTime',
] as const;

interface Advanced {
  data: {
    step: string;
    from: string;
    to: string;
    status: number;
    next: { step: string; to: string; status: number; manual: boolean }[];
    lookup: Record<string, string | number | null>;
  };
}

let ctx: TestContext;
let catalogue: Catalogue;
/** Every transition taken through the API, to prove each legal one was exercised. */
const taken = new Set<string>();

beforeAll(async () => {
  ctx = await startTestApp({ OPERATOR_TOKEN: TOKEN });
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());

function post(url: string, to?: string, token: string | null = TOKEN) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    payload: to === undefined ? {} : { to },
  });
}
const advanceRepair = (rma: string, to?: string) => post(`/ops/repair-orders/${rma}/advance`, to);
const advanceSpare = (id: number, to?: string) => post(`/ops/spare-orders/${id}/advance`, to);

/** A repair booked through the API; with its pick-up reserved unless told otherwise. */
async function bookedRepair({ reserved = true } = {}) {
  const body = repairOrderBody(catalogue);
  const booking = await bookRepair(ctx.app, body);
  if (reserved) {
    const res = await reserve(ctx.app, {
      ...booking,
      pickupDate: body.pickupDate,
      from: '13:00',
      to: '15:00',
    });
    okBody(res);
  }
  return booking;
}

function repairRow(rmaNumber: string) {
  return ctx.app.db.repairOrder.findUniqueOrThrow({
    where: { rmaNumber },
    select: {
      status: true,
      pickedUpAt: true,
      receiveTime: true,
      checkTime: true,
      repairTime: true,
      sendDateTime: true,
      sendLogisticsTypeName: true,
      sendLogisticsNo: true,
    },
  });
}

/** Every target that is not a legal step from `state` is refused with 422, and nothing changes. */
async function expectIllegalRepairTargets(rmaNumber: string, state: RepairState) {
  const legal = new Set(repairStepsFrom(state).map((t) => t.to));
  const before = await repairRow(rmaNumber);
  for (const target of REPAIR_STATES.filter((s) => !legal.has(s))) {
    const message = expectError(await advanceRepair(rmaNumber, target), 422);
    expect(message).toContain(rmaNumber);
    expect(message).toMatch(target === state ? /Already/ : /Cannot go from/);
  }
  expect(await repairRow(rmaNumber)).toEqual(before);
}

/** Takes one step (after trying every illegal one) and checks what it filled in. */
async function repairStep(
  rmaNumber: string,
  from: RepairState,
  to: string | undefined,
  expected: RepairState,
) {
  await expectIllegalRepairTargets(rmaNumber, from);
  const before = await repairRow(rmaNumber);
  const body = okBody<Advanced>(await advanceRepair(rmaNumber, to));
  const transition = REPAIR_TRANSITIONS.find((t) => t.from === from && t.to === expected);
  expect(transition, `${from} → ${expected}`).toBeDefined();
  expect(body.data).toMatchObject({ from, to: expected, step: transition?.step });
  const after = await repairRow(rmaNumber);
  expect(after.status).toBe(body.data.status);
  const sets: readonly string[] = transition?.sets ?? [];
  for (const field of [
    'pickedUpAt',
    'receiveTime',
    'checkTime',
    'repairTime',
    'sendDateTime',
  ] as const) {
    if (sets.includes(field)) {
      expect(before[field], field).toBeNull();
      expect(after[field], field).toBeInstanceOf(Date);
    } else {
      expect(after[field], field).toEqual(before[field]);
    }
  }
  if (sets.includes('sendLogistics')) {
    const courier = COURIERS.find((c) => c.name === after.sendLogisticsTypeName);
    expect(courier, String(after.sendLogisticsTypeName)).toBeDefined();
    expect(after.sendLogisticsNo).toMatch(courier?.pattern ?? /^$/);
  } else {
    expect(after.sendLogisticsNo).toBe(before.sendLogisticsNo);
  }
  expect(body.data.next.map((n) => n.to)).toEqual(repairStepsFrom(expected).map((t) => t.to));
  taken.add(`repair:${from}>${expected}`);
  return body.data;
}

describe('operator token', () => {
  it('answers 404 with the error shape when no OPERATOR_TOKEN is configured, as for an unknown path', async () => {
    const closed = await startTestApp();
    try {
      for (const url of [
        `/ops/repair-orders/${PENDING_PICKUP.rmaNumber}/advance`,
        `/ops/spare-orders/${DEMO_KEYS.purchaseOrders.pendingConfirmation}/advance`,
      ]) {
        const res = await closed.app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${TOKEN}` },
          payload: {},
        });
        expect(expectError(res, 404, 404)).toBe(`No such path: POST ${url}`);
      }
      const row = await closed.app.db.repairOrder.findUniqueOrThrow({
        where: { rmaNumber: PENDING_PICKUP.rmaNumber },
      });
      expect(row.status).toBe(1);
    } finally {
      await closed.close();
    }
  });

  it.each([
    ['no header', null],
    ['a wrong token', 'ops-test-token-wrong-000000'],
    ['an empty token', ''],
  ])('refuses %s with 401 and a Bearer challenge', async (_name, token) => {
    const res = await post(
      `/ops/repair-orders/${PENDING_PICKUP.rmaNumber}/advance`,
      undefined,
      token,
    );
    expectError(res, 401, 401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="ops"');
  });

  it('refuses a token that is too short to configure', async () => {
    await expect(startTestApp({ OPERATOR_TOKEN: 'short' })).rejects.toThrow(/OPERATOR_TOKEN/);
  });

  it.each([
    [
      'shorter than 32 characters',
      'q7Zk2mVx9PfR4tLw8NcB1hYs6DgJ3aE',
      'must be at least 32 characters',
    ],
    ['one letter repeated', 'a'.repeat(48), 'must not be one short pattern repeated'],
    ['two letters repeated', 'ab'.repeat(20), 'must not be one short pattern repeated'],
    ['a word repeated', 'operator'.repeat(5), 'must not be one short pattern repeated'],
  ])('refuses a token %s, in one line that names the variable', (_name, token, rule) => {
    const error = (() => {
      try {
        readEnv({ OPERATOR_TOKEN: token });
      } catch (caught) {
        return caught as Error;
      }
      throw new Error(`${token} was taken`);
    })();
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: OPERATOR_TOKEN: ${rule}`));
    expect(error.message).not.toContain('\n');
    expect(error.message).not.toContain(token);
  });

  it('takes a token of 32 characters or more that is no pattern repeated', () => {
    expect(readEnv({ OPERATOR_TOKEN: TOKEN }).OPERATOR_TOKEN).toBe(TOKEN);
    expect(
      readEnv({ OPERATOR_TOKEN: 'q7Zk2mVx9PfR4tLw8NcB1hYs6DgJ3aEu' }).OPERATOR_TOKEN,
    ).toHaveLength(32);
  });

  it('stops the server at start-up with that one line and exit code 1', async () => {
    const token = 'abc'.repeat(16);
    const started = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (resolve) => {
        const child = spawn(process.execPath, [tsxCli, 'src/main.ts'], {
          cwd: path.resolve(import.meta.dirname, '..'),
          env: { ...process.env, DATABASE_URL: ctx.env.DATABASE_URL, OPERATOR_TOKEN: token },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      },
    );
    expect(started.code).toBe(1);
    expect(started.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Invalid configuration: OPERATOR_TOKEN: must not be one short pattern repeated/,
      ),
    ]);
    expect(started.stdout + started.stderr).not.toContain(token);
  }, 60_000);
});

describe('POST /ops/repair-orders/:rmaNumber/advance', () => {
  it('walks a booked repair to finished with "next", filling each lookup field at its step', async () => {
    const { rmaNumber } = await bookedRepair();
    const path: RepairState[] = [
      'pendingPickup',
      'toBeReceivedByFactory',
      'checking',
      'waitingForPart',
      'quoteToBeConfirmed',
      'processing',
      'repaired',
      'finished',
    ];
    for (let i = 0; i + 1 < path.length; i += 1) {
      const from = path[i] as RepairState;
      await repairStep(rmaNumber, from, undefined, path[i + 1] as RepairState);
    }
    await expectIllegalRepairTargets(rmaNumber, 'finished');
    expectError(await advanceRepair(rmaNumber), 422);

    // The customer's lookup shows the whole journey and the return parcel.
    const lookup = okBody<{ data: { list: Record<string, string | number | null>[] } }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/order/user/query',
        query: { keyword: rmaNumber },
      }),
    ).data.list[0];
    expect(lookup?.status).toBe(8);
    for (const field of REPAIR_TIMES) expect(lookup?.[field], field).toMatch(TIMESTAMP);
    const times = REPAIR_TIMES.map((field) => String(lookup?.[field]));
    expect([...times].sort()).toEqual(times);
    const byParcel = okBody<{ data: { list: unknown[] } }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/order/user/query',
        query: { keyword: String(lookup?.sendLogisticsNo) },
      }),
    );
    expect(byParcel.data.list).toEqual([lookup]);
  });

  it('takes the other branches when asked by status code, state or step name', async () => {
    const { rmaNumber } = await bookedRepair();
    await repairStep(rmaNumber, 'pendingPickup', '3', 'toBeReceivedByChannel');
    await repairStep(rmaNumber, 'toBeReceivedByChannel', 'received', 'checking');
    await repairStep(rmaNumber, 'checking', 'quote-to-be-confirmed', 'quoteToBeConfirmed');
    await repairStep(rmaNumber, 'quoteToBeConfirmed', 'partOrdered', 'waitingForPart');
    await repairStep(rmaNumber, 'waitingForPart', 'partArrived', 'processing');
    await repairStep(rmaNumber, 'processing', 'repaired', 'repaired');
    await repairStep(rmaNumber, 'repaired', 'finished', 'finished');

    const other = await bookedRepair();
    await repairStep(other.rmaNumber, 'pendingPickup', undefined, 'toBeReceivedByFactory');
    await repairStep(other.rmaNumber, 'toBeReceivedByFactory', undefined, 'checking');
    await repairStep(other.rmaNumber, 'checking', 'processing', 'processing');

    // The customer declined the quote: the device goes back unrepaired.
    const declined = await bookedRepair();
    await repairStep(declined.rmaNumber, 'pendingPickup', undefined, 'toBeReceivedByFactory');
    await repairStep(declined.rmaNumber, 'toBeReceivedByFactory', undefined, 'checking');
    await repairStep(declined.rmaNumber, 'checking', 'quoteToBeConfirmed', 'quoteToBeConfirmed');
    await repairStep(declined.rmaNumber, 'quoteToBeConfirmed', 'quoteDeclined', 'finished');
  });

  it('cancels before pick-up only, and calls off the courier with it', async () => {
    const waiting = await bookedRepair();
    await repairStep(waiting.rmaNumber, 'pendingPickup', 'cancelled', 'cancelled');
    const shipment = await ctx.app.db.shipment.findUniqueOrThrow({
      where: { id: waiting.shipmentId },
      include: { reservations: true },
    });
    expect(shipment.status).toBe('cancelled');
    expect(shipment.reservations.map((r) => r.status)).toEqual(['cancelled']);
    await expectIllegalRepairTargets(waiting.rmaNumber, 'cancelled');

    const unreserved = await bookedRepair({ reserved: false });
    const refused = expectError(await advanceRepair(unreserved.rmaNumber), 422);
    expect(refused).toContain('No next step');
    await repairStep(unreserved.rmaNumber, 'logisticsToBeBuilt', 'Cancelled', 'cancelled');
  });

  it('has taken every legal repair step through the API', () => {
    const legal = REPAIR_TRANSITIONS.map((t) => `repair:${t.from}>${t.to}`);
    expect(legal.filter((key) => !taken.has(key))).toEqual([]);
  });

  it('accepts a form body, a lower-case RMA number and no body at all', async () => {
    const { rmaNumber } = await bookedRepair();
    const body = form({ to: 'toBeReceivedByChannel' });
    const viaForm = await ctx.app.inject({
      method: 'POST',
      url: `/ops/repair-orders/${rmaNumber.toLowerCase()}/advance`,
      headers: { ...body.headers, authorization: `bearer ${TOKEN}` },
      payload: body.payload,
    });
    expect(okBody<Advanced>(viaForm).data).toMatchObject({
      to: 'toBeReceivedByChannel',
      status: 3,
    });
    const bare = await ctx.app.inject({
      method: 'POST',
      url: `/ops/repair-orders/${rmaNumber}/advance`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(okBody<Advanced>(bare).data).toMatchObject({ to: 'checking', status: 4 });
  });

  it('answers 404 for an unknown RMA number and 422 for an unknown status', async () => {
    expect(expectError(await advanceRepair('RMA000000999999'), 404)).toBe(
      'Repair order RMA000000999999 not found',
    );
    const { rmaNumber } = await bookedRepair();
    expect(expectError(await advanceRepair(rmaNumber, 'teleported'), 422)).toMatch(
      /Unknown status "teleported"/,
    );
    expectError(await advanceRepair(rmaNumber, 'x'.repeat(41)), 422);
  });
});

// ── Spare-part orders ────────────────────────────────────────────────────────

async function newSpareOrder() {
  const order = await ctx.app.db.sparePartOrder.create({
    data: {
      id: randomPublicId(),
      status: PURCHASE_STATUS.pendingConfirmation,
      contract: 'Jan Nowak',
      tell: '+48 512 345 678',
      email: 'jan.nowak@example.pl',
      address: 'ul. Kwiatowa 5/2',
      country: 'Polska',
      city: 'Warszawa',
      invoiceType: '1',
      invoiceName: 'Jan Nowak',
      invoiceEmail: 'jan.nowak@example.pl',
      totalCents: 1999,
    },
  });
  return Number(order.id);
}

const spareRow = (id: number) =>
  ctx.app.db.sparePartOrder.findUniqueOrThrow({
    where: { id },
    select: { status: true, logisticsName: true, logisticsNo: true },
  });

async function spareStep(
  id: number,
  from: PurchaseState,
  to: string | undefined,
  expected: PurchaseState,
) {
  const legal = new Set(purchaseStepsFrom(from).map((t) => t.to));
  const before = await spareRow(id);
  for (const target of PURCHASE_STATES.filter((s) => !legal.has(s))) {
    expect(expectError(await advanceSpare(id, target), 422)).toContain(`Order ${id}`);
  }
  expect(await spareRow(id)).toEqual(before);

  const body = okBody<Advanced>(await advanceSpare(id, to));
  const transition = PURCHASE_TRANSITIONS.find((t) => t.from === from && t.to === expected);
  expect(body.data).toMatchObject({
    from,
    to: expected,
    step: transition?.step,
    status: PURCHASE_STATUS[expected],
  });
  const after = await spareRow(id);
  expect(after.status).toBe(PURCHASE_STATUS[expected]);
  if (transition?.sets.includes('logistics')) {
    const courier = COURIERS.find((c) => c.name === after.logisticsName);
    expect(after.logisticsNo).toMatch(courier?.pattern ?? /^$/);
  } else {
    expect(after.logisticsNo).toBe(before.logisticsNo);
  }
  taken.add(`spare:${from}>${expected}`);
  return body.data;
}

describe('POST /ops/spare-orders/:orderId/advance', () => {
  it('walks a new order through confirmed, paid, shipped (with a courier) and invoiced to completed', async () => {
    const id = await newSpareOrder();
    await spareStep(id, 'pendingConfirmation', undefined, 'pendingPayment');
    await spareStep(id, 'pendingPayment', undefined, 'pendingShipment');
    const shipped = await spareStep(id, 'pendingShipment', undefined, 'pendingInvoice');
    expect(shipped.lookup).toMatchObject({
      orderId: id,
      status: 7,
      logisticsName: expect.any(String),
    });
    await spareStep(id, 'pendingInvoice', 'invoiced', 'completed');
    expectError(await advanceSpare(id), 422);

    // The purchase lookup shows the courier.
    const inquiry = okBody<{ data: Record<string, unknown> }>(
      await ctx.app.inject({
        method: 'POST',
        url: '/order/accessories/inquiry',
        ...form({ orderId: id }),
      }),
    );
    expect(inquiry.data).toEqual({ ...shipped.lookup, status: 11 });
  });

  it('cancels before shipment, reopens, and confirms a reopened order again', async () => {
    const id = await newSpareOrder();
    await spareStep(id, 'pendingConfirmation', 'cancelled', 'cancelled');
    expect(expectError(await advanceSpare(id), 422)).toContain('No next step');
    await spareStep(id, 'cancelled', 'reopened', 'reopened');
    await spareStep(id, 'reopened', undefined, 'pendingPayment');
    await spareStep(id, 'pendingPayment', '12', 'cancelled');
    await spareStep(id, 'cancelled', '21', 'reopened');
    await spareStep(id, 'reopened', 'cancelled', 'cancelled');

    const paid = await newSpareOrder();
    await spareStep(paid, 'pendingConfirmation', 'confirmed', 'pendingPayment');
    await spareStep(paid, 'pendingPayment', 'paid', 'pendingShipment');
    await spareStep(paid, 'pendingShipment', 'cancelled', 'cancelled');
  });

  it('has taken every legal spare-part step through the API', () => {
    const legal = PURCHASE_TRANSITIONS.map((t) => `spare:${t.from}>${t.to}`);
    expect(legal.filter((key) => !taken.has(key))).toEqual([]);
  });

  it('answers 404 for an unknown order, 422 for a bad id or a status outside the lifecycle', async () => {
    expect(expectError(await advanceSpare(500_000_000_000_001), 404)).toBe(
      'Order 500000000000001 not found',
    );
    expectError(await post('/ops/spare-orders/abc/advance'), 422);
    const id = await newSpareOrder();
    await ctx.app.db.sparePartOrder.update({ where: { id }, data: { status: 13 } });
    expect(expectError(await advanceSpare(id), 422)).toMatch(/status 13, outside the lifecycle/);
  });
});

// ── pnpm demo:advance ────────────────────────────────────────────────────────

function demoAdvance(...args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [tsxCli, 'src/cli/demo-advance.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATABASE_URL: ctx.env.DATABASE_URL, LOG_LEVEL: 'silent' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('pnpm demo:advance', () => {
  it('moves a repair by RMA number through the same service, and refuses an illegal jump with exit code 1', async () => {
    const { rmaNumber, orderId } = await bookedRepair();
    const next = await demoAdvance(rmaNumber);
    expect(next, next.stderr).toMatchObject({ code: 0 });
    expect(next.stdout).toContain(
      `${rmaNumber}: pendingPickup → toBeReceivedByFactory (status 2), step "pickedUp"`,
    );

    const jump = await demoAdvance(rmaNumber, 'to', 'finished');
    expect(jump.code).toBe(1);
    expect(jump.stderr).toContain(
      `Repair order ${rmaNumber}: Cannot go from toBeReceivedByFactory (2) to finished (8).`,
    );
    expect((await repairRow(rmaNumber)).status).toBe(2);

    const received = await demoAdvance(rmaNumber, 'to', 'received');
    expect(received, received.stderr).toMatchObject({ code: 0 });
    expect(received.stdout).toMatch(/receiveTime\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    // The running portal sends what the command's steps wrote, one e-mail each.
    await ctx.app.mailOutbox.drain();
    const told = await ctx.app.db.mailOutbox.findMany({
      where: { ref: BigInt(orderId), kind: { in: ['repair-picked-up', 'repair-received'] } },
      select: { kind: true, status: true },
      orderBy: { id: 'asc' },
    });
    expect(told).toEqual([
      { kind: 'repair-picked-up', status: 'sent' },
      { kind: 'repair-received', status: 'sent' },
    ]);
  }, 60_000);

  it('moves a spare-part order by id, and explains its usage', async () => {
    const id = await newSpareOrder();
    const paid = await demoAdvance(String(id), 'to', 'cancelled');
    expect(paid, paid.stderr).toMatchObject({ code: 0 });
    expect(paid.stdout).toContain(`Order ${id}: pendingConfirmation → cancelled (status 12)`);

    const usage = await demoAdvance();
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: pnpm demo:advance <RMA number|order id> [to <status>]');
    const unknown = await demoAdvance(PENDING_PICKUP.shipmentNo);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('neither an RMA number nor an order id');
  }, 60_000);
});
