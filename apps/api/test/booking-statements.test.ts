import { API_PATHS, VERIFY_CODE_COOKIE } from '@portal/contracts';
import { sentStatements } from '@portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessoriesOrderBody,
  bookRepair,
  findCatalogue,
  repairOrderBody,
  reserve,
  type Catalogue,
} from './fixtures';
import { startTestApp, testDatabaseKind, type TestContext } from './harness';
import { readOutbox } from '@portal/test-support';

/**
 * The statements a booking's two requests and a checkout send to the
 * database, counted as `/ops/stats` counts them (the driver adapters'
 * statements, COMMIT included, BEGIN not). Upper bounds: fewer is fine.
 * Before they were cut down: order/add 12 (PostgreSQL 15, with a lock
 * statement per cap key), reserve 11, checkout 9.
 */
const MOST = {
  // The caps' locks are a statement of their own on PostgreSQL.
  orderAdd: testDatabaseKind === 'postgresql' ? 7 : 6,
  reserve: 6,
  checkout: 6,
};

const CODE = 'K7M2';
let ctx: TestContext;
let catalogue: Catalogue;

beforeAll(async () => {
  // Without the test controls, whose clock read goes with every request.
  ctx = await startTestApp({ TEST_CONTROLS: 'false', FIXED_VERIFY_CODE: CODE });
  catalogue = await findCatalogue(ctx.app);
  // The sender polls the outbox on a timer; stopped, the counts are the requests' alone.
  await ctx.app.mailOutbox.close();
});
afterAll(() => ctx.close());

/** The statements `work` sends to the database through the driver adapters. */
async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; sent: number }> {
  const before = sentStatements.count;
  const result = await work();
  return { result, sent: sentStatements.count - before };
}

async function newCodeCookie() {
  const res = await ctx.app.inject({ method: 'GET', url: API_PATHS.verifyCode });
  return {
    [VERIFY_CODE_COOKIE]: res.cookies.find((c) => c.name === VERIFY_CODE_COOKIE)?.value ?? '',
  };
}

describe('statements of a booking and a checkout', () => {
  it('books a repair and its pick-up in a few statements each, and composes no e-mail in the requests', async () => {
    const body = repairOrderBody(catalogue);
    expect(body.accessoriesList).toHaveLength(1);
    const added = await statementsOf(() => bookRepair(ctx.app, body));
    expect(added.sent).toBeLessThanOrEqual(MOST.orderAdd);
    const reserved = await statementsOf(() =>
      reserve(ctx.app, { ...added.result, pickupDate: body.pickupDate }),
    );
    expect(reserved.result.json()).toMatchObject({ result: 1 });
    expect(reserved.sent).toBeLessThanOrEqual(MOST.reserve);
    // A second booking into the same slot: its seat count exists now.
    const again = await bookRepair(ctx.app, repairOrderBody(catalogue));
    const second = await statementsOf(() =>
      reserve(ctx.app, { ...again, pickupDate: body.pickupDate }),
    );
    expect(second.result.json()).toMatchObject({ result: 1 });
    expect(second.sent).toBeLessThanOrEqual(MOST.reserve);

    // The confirmations wait in the outbox, composed (PDFs and all) by the sender only.
    const pending = await ctx.app.db.mailOutbox.findMany({
      where: { status: 'pending', kind: { in: ['repair-booked', 'repair-unreserved'] } },
    });
    expect(pending.length).toBeGreaterThanOrEqual(4);
    expect(readOutbox(ctx.env.OUTBOX_DIR)).toEqual([]);
  });

  it('places a cart order in a few statements', async () => {
    const cookies = await newCodeCookie();
    const placed = await statementsOf(() =>
      ctx.app.inject({
        method: 'POST',
        url: API_PATHS.accessoriesOrderAdd,
        payload: accessoriesOrderBody(catalogue, CODE),
        cookies,
      }),
    );
    expect(placed.result.json()).toMatchObject({ result: 1 });
    expect(placed.sent).toBeLessThanOrEqual(MOST.checkout);
    // The code was used up, at the request's time.
    const code = await ctx.app.db.verifyCode.findUniqueOrThrow({
      where: { id: cookies[VERIFY_CODE_COOKIE] },
    });
    expect(code.usedAt?.getTime()).toBeGreaterThanOrEqual(code.createdAt.getTime());
    expect(readOutbox(ctx.env.OUTBOX_DIR)).toEqual([]);
  });
});
