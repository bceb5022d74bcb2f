import {
  API_PATHS,
  FAULT_PRESETS,
  OPS_PATHS,
  type Fault,
  type JournalEntry,
  type JournalVerdict,
} from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookRepair,
  findCatalogue,
  PERSONAL_VALUES,
  repairOrderBody,
  reserve,
  type Catalogue,
} from './fixtures';
import { createJournal } from '../src/plugins/test-controls/journal';
import { inThisThread, startAnotherInstance, startTestApp, type TestContext } from './harness';
import { expectError, okBody } from './requests';

const TOKEN = 'controls-test-token-of-the-faults-0123456789';
const operator = { authorization: `Bearer ${TOKEN}` };

let ctx: TestContext;
let catalogue: Catalogue;

beforeAll(async () => {
  ctx = await startTestApp({ OPERATOR_TOKEN: TOKEN });
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ops('DELETE', OPS_PATHS.faults);
  await ops('DELETE', OPS_PATHS.journal);
});

function ops(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: operator, payload });
}

async function addFault(fault: object): Promise<number> {
  return okBody<{ data: { id: number } }>(await ops('POST', OPS_PATHS.faults, fault)).data.id;
}

/** A booked repair and a pick-up date to reserve for it. */
async function booked() {
  const body = repairOrderBody(catalogue);
  return { ...(await bookRepair(ctx.app, body)), pickupDate: body.pickupDate };
}

describe('faults', () => {
  it('the reservation-failure preset fails the next reservation with result 0, then the next one succeeds', async () => {
    const booking = await booked();
    okBody(await ops('POST', OPS_PATHS.faultPreset.replace(':name', 'reservation-failure')));
    const failed = await reserve(ctx.app, booking);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({
      result: 0,
      error_code: FAULT_PRESETS['reservation-failure'].error_code,
      error_msg: FAULT_PRESETS['reservation-failure'].error_msg,
    });
    expect(okBody(await reserve(ctx.app, booking))).toMatchObject({ result: 1 });
  });

  it.each(Object.entries(FAULT_PRESETS))(
    'the %s preset answers its call once, in the error shape',
    async (name, preset) => {
      okBody(await ops('POST', OPS_PATHS.faultPreset.replace(':name', name), { times: 1 }));
      const call = { method: preset.method, url: preset.path } as const;
      const res = await ctx.app.inject(call);
      expect(res.statusCode).toBe(preset.status);
      expect(res.json()).toEqual({
        result: 0,
        error_code: preset.error_code,
        error_msg: preset.error_msg,
      });
      const list = okBody<{ data: { list: Fault[] } }>(await ops('GET', OPS_PATHS.faults)).data
        .list;
      expect(list.map((fault) => fault.remaining)).toEqual([0]);
    },
  );

  it('with times: 2 fails exactly two requests', async () => {
    await addFault({ method: 'GET', path: API_PATHS.announcement, times: 2, status: 503 });
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await ctx.app.inject({ method: 'GET', url: API_PATHS.announcement })).statusCode,
      );
    }
    expect(statuses).toEqual([503, 503, 200]);
    const list = okBody<{ data: { list: Fault[] } }>(await ops('GET', OPS_PATHS.faults)).data.list;
    expect(list.map((fault) => fault.remaining)).toEqual([0]);
  });

  it('with times: 3 fails exactly three of the requests sent at once to two instances', async () => {
    const other = await startAnotherInstance(ctx);
    try {
      await addFault({ method: 'GET', path: API_PATHS.announcement, times: 3, status: 503 });
      const instances = [inThisThread(ctx), other];
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          instances[i % 2]!.inject({ method: 'GET', url: API_PATHS.announcement }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([...Array(7).fill(200), 503, 503, 503]);
    } finally {
      await other.close();
    }
  });

  it('answers in the error shape with the given status, result and message', async () => {
    await addFault({
      method: 'GET',
      path: API_PATHS.announcement,
      status: 500,
      error_code: 502,
      error_msg: 'Upstream gone',
    });
    const res = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.announcement}?x=1` });
    expect(expectError(res, 502, 500)).toBe('Upstream gone');
  });

  it('matches the method and the exact path only', async () => {
    await addFault({ method: 'HEAD', path: API_PATHS.announcement, status: 500 });
    await addFault({ method: 'GET', path: API_PATHS.documentsPage, status: 500 });
    const res = await ctx.app.inject({ method: 'GET', url: API_PATHS.announcement });
    expect(res.statusCode).toBe(200);
  });

  it("answers result 1 in a success's shape when asked, not a 500", async () => {
    await addFault({ method: 'GET', path: API_PATHS.announcement, result: 1, error_msg: 'Queued' });
    // The chained form: a fault answers what the tester asked, whatever the document says.
    const res = await ctx.app.inject().get(API_PATHS.announcement);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 1, error_msg: 'Queued' });
  });

  it('refuses a fault no request can meet, naming the method and path', async () => {
    for (const [method, path] of [
      ['POST', API_PATHS.announcement],
      ['GET', `${API_PATHS.announcement}/x`],
      ['GET', OPS_PATHS.clock],
    ] as const) {
      const message = expectError(await ops('POST', OPS_PATHS.faults, { method, path }), 422);
      expect(message).toBe(
        `path: no call of the portal answers ${method} ${path}, so this stub would never be used`,
      );
    }
    // A path with a parameter is met by any value of it.
    await addFault({ method: 'GET', path: '/portal/repair-orders/any-token', status: 503 });
  });

  it('refuses a misspelt field instead of dropping it, and takes delays up to 60 s', async () => {
    const fault = { method: 'GET', path: API_PATHS.announcement };
    const misspelt = await ops('POST', OPS_PATHS.faults, { ...fault, time: 2 });
    expect(expectError(misspelt, 422)).toBe('time: Unknown field: this call does not take it');
    const preset = OPS_PATHS.faultPreset.replace(':name', 'reservation-failure');
    expectError(await ops('POST', preset, { time: 2 }), 422);
    await addFault({ ...fault, delayMs: 60_000 });
    expectError(await ops('POST', OPS_PATHS.faults, { ...fault, delayMs: 60_001 }), 422);
  });

  it('delays a request, which is then answered normally', async () => {
    await addFault({ method: 'GET', path: API_PATHS.announcement, delayMs: 400 });
    const started = performance.now();
    const res = await ctx.app.inject({ method: 'GET', url: API_PATHS.announcement });
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(okBody(res)).toMatchObject({ result: 1 });
  });

  it('drops the connection', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    await addFault({ method: 'GET', path: API_PATHS.announcement, drop: true });
    await expect(fetch(`${address}${API_PATHS.announcement}`)).rejects.toThrow();
    const after = await fetch(`${address}${API_PATHS.announcement}`);
    expect(after.status).toBe(200);
    // Journaled with status 0: there was no answer.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const journal = okBody<{ data: { list: JournalEntry[] } }>(await ops('GET', OPS_PATHS.journal));
    expect(journal.data.list.map((entry) => entry.status)).toEqual([0, 200]);
  });

  it('refuses a fault without a method or with a path holding a query', async () => {
    expectError(await ops('POST', OPS_PATHS.faults, { path: API_PATHS.announcement }), 422);
    expectError(
      await ops('POST', OPS_PATHS.faults, { method: 'GET', path: `${API_PATHS.announcement}?a=1` }),
      422,
    );
    expectError(await ops('POST', OPS_PATHS.faultPreset.replace(':name', 'no-such')), 422);
  });

  it('are cleared all at once', async () => {
    await addFault({ method: 'GET', path: API_PATHS.announcement, status: 500 });
    okBody(await ops('DELETE', OPS_PATHS.faults));
    expect((await ctx.app.inject({ method: 'GET', url: API_PATHS.announcement })).statusCode).toBe(
      200,
    );
  });
});

describe('the journal', () => {
  /** The journal is written after each answer: wait until it holds `count` entries. */
  async function journal(query: Record<string, string>, count: number) {
    for (let tries = 0; ; tries++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: OPS_PATHS.journal,
        headers: operator,
        query,
      });
      const list = okBody<{ data: { list: JournalEntry[] } }>(res).data.list;
      if (list.length >= count || tries > 50) return list;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('records a booking with personal fields redacted, and verify finds it exactly once', async () => {
    const body = repairOrderBody(catalogue);
    await bookRepair(ctx.app, body);
    const [entry] = await journal({ path: API_PATHS.repairOrderAdd }, 1);
    expect(entry).toMatchObject({
      method: 'POST',
      path: API_PATHS.repairOrderAdd,
      query: {},
      status: 200,
      result: 1,
      error_code: null,
    });
    const shown = JSON.stringify(entry);
    for (const value of PERSONAL_VALUES) expect(shown).not.toContain(value);
    expect(entry?.body).toMatchObject({
      repairInfo: {
        clientName: '***',
        clientEmail: '***',
        applySn: '***',
        productId: body.repairInfo.productId,
      },
      pickupDate: body.pickupDate,
    });

    const [personal] = await journal({ path: API_PATHS.repairOrderAdd, personal: 'true' }, 1);
    expect(personal?.body).toEqual(body);

    const verdict = async (expected: object) =>
      okBody<{ data: JournalVerdict }>(await ops('POST', OPS_PATHS.journalVerify, expected)).data;
    expect(
      await verdict({
        method: 'POST',
        path: API_PATHS.repairOrderAdd,
        body: { pickupDate: body.pickupDate, repairInfo: body.repairInfo },
      }),
    ).toEqual({ ok: true, matched: 1, expected: 1, atLeast: null, atMost: null });
    expect(
      await verdict({
        method: 'POST',
        path: API_PATHS.repairOrderAdd,
        body: { pickupDate: '2000-01-01' },
      }),
    ).toMatchObject({ ok: false, matched: 0, expected: 1 });
    expect(await verdict({ method: 'POST', path: API_PATHS.repairOrderAdd, times: 2 })).toEqual({
      ok: false,
      matched: 1,
      expected: 2,
      atLeast: null,
      atMost: null,
    });
    // One nested field is enough: the rest of repairInfo is left out.
    const nested = { repairInfo: { productId: body.repairInfo.productId } };
    const add = { method: 'POST', path: API_PATHS.repairOrderAdd, body: nested };
    expect(await verdict(add)).toMatchObject({ ok: true, matched: 1 });
    expect(
      await verdict({ ...add, body: { repairInfo: { productId: body.repairInfo.productId + 1 } } }),
    ).toMatchObject({ ok: false, matched: 0 });
    expect(
      await verdict({
        ...add,
        body: { accessoriesList: [{ accessoriesId: body.accessoriesList[0]?.accessoriesId }] },
      }),
    ).toMatchObject({ ok: true, matched: 1 });
    expect(await verdict({ ...add, atLeast: 1, atMost: 3 })).toEqual({
      ok: true,
      matched: 1,
      expected: null,
      atLeast: 1,
      atMost: 3,
    });
    expect(await verdict({ ...add, atLeast: 2 })).toMatchObject({ ok: false, matched: 1 });
    expect(await verdict({ ...add, atMost: 0 })).toMatchObject({ ok: false, matched: 1 });
    const both = await ops('POST', OPS_PATHS.journalVerify, { ...add, times: 1, atLeast: 1 });
    expect(expectError(both, 422)).toBe('times: Give either times or atLeast and atMost, not both');
  });

  it('keeps the body as sent, of a request a fault answered too', async () => {
    const booking = await booked();
    await ops('POST', OPS_PATHS.faultPreset.replace(':name', 'reservation-failure'));
    await reserve(ctx.app, booking);
    await reserve(ctx.app, booking);
    const entries = await journal({ path: API_PATHS.reservePickup }, 2);
    // Both as sent (form fields are text), not as the server's validation coerced them.
    const sent = { shipmentId: String(booking.shipmentId), pickupDate: booking.pickupDate };
    expect(entries).toEqual([
      expect.objectContaining({ body: expect.objectContaining(sent), result: 0 }),
      expect.objectContaining({ body: expect.objectContaining(sent), result: 1 }),
    ]);
    // A form's text matches the number it writes.
    const verify = { method: 'POST', path: API_PATHS.reservePickup, times: 2 };
    const body = { shipmentId: booking.shipmentId };
    const verdict = await ops('POST', OPS_PATHS.journalVerify, { ...verify, body });
    expect(okBody<{ data: JournalVerdict }>(verdict).data).toMatchObject({ ok: true, matched: 2 });
  });

  it('records answers of faults and errors, with their query, and not the operator calls', async () => {
    await addFault({ method: 'GET', path: API_PATHS.announcement, status: 503 });
    await ctx.app.inject({ method: 'GET', url: API_PATHS.announcement, query: { lang: 'pl' } });
    const list = await journal({ path: '', method: '', since: '2020-01-01T00:00:00Z' }, 1);
    expect(list).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: API_PATHS.announcement,
        query: { lang: 'pl' },
        status: 503,
        result: 0,
        error_code: 503,
      }),
    ]);
  });

  it('stays readable after deep and huge bodies: each entry shown, its body marked, never a 500', async () => {
    const json = { 'content-type': 'application/json' };
    const send = (payload: string) =>
      ctx.app.inject({ method: 'POST', url: API_PATHS.repairOrderAdd, payload, headers: json });
    expectError(await send(`${'['.repeat(3000)}${']'.repeat(3000)}`), 422, 422);
    const large = { remark: 'x'.repeat(100 * 1024) };
    expectError(await send(JSON.stringify(large)), 422);
    const list = await journal({ path: API_PATHS.repairOrderAdd }, 2);
    expect(list).toEqual([
      // Refused before it was parsed: there is no body to show.
      expect.objectContaining({ status: 422, error_code: 422, body: null }),
      expect.objectContaining({
        status: 200,
        error_code: 422,
        body: { truncated: true, reason: 'size', bytes: JSON.stringify(large).length },
      }),
    ]);
    const verdict = await ops('POST', OPS_PATHS.journalVerify, {
      method: 'POST',
      path: API_PATHS.repairOrderAdd,
      times: 2,
    });
    expect(okBody<{ data: JournalVerdict }>(verdict).data.ok).toBe(true);
  });

  it('holds entries written before the bounds to them, and a deep value recorded in-process', async () => {
    const deep = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    const large = JSON.stringify({ remark: 'x'.repeat(100 * 1024) });
    for (const body of [deep, large]) {
      await ctx.app.db.testJournalEntry.create({
        data: {
          at: new Date(),
          method: 'POST',
          path: '/order/add',
          query: '{}',
          body,
          status: 200,
        },
      });
    }
    let value: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) value = { a: value };
    await createJournal(ctx.app.db).record({
      at: new Date(),
      method: 'POST',
      path: '/order/add',
      query: {},
      body: value,
      status: 200,
      answeredBy: 'portal',
      answer: { contentType: 'application/json', body: { result: 0, error_code: 422 } },
    });
    for (const personal of ['false', 'true']) {
      const list = await journal({ path: '/order/add', personal }, 3);
      expect(list.map((entry) => entry.body)).toEqual([
        { truncated: true, reason: 'depth', bytes: deep.length },
        { truncated: true, reason: 'size', bytes: large.length },
        { truncated: true, reason: 'depth' },
      ]);
    }
    const verdict = await ops('POST', OPS_PATHS.journalVerify, {
      method: 'POST',
      path: '/order/add',
      body: { a: 1 },
    });
    expect(okBody<{ data: JournalVerdict }>(verdict).data).toMatchObject({
      ok: false,
      matched: 0,
      expected: 1,
    });
  });

  it('spends one answer on the newest bodies, marking older ones past it', async () => {
    const journal = createJournal(ctx.app.db, { answerBytes: 2_000 });
    const body = { remark: 'x'.repeat(900) };
    for (let i = 0; i < 4; i += 1) {
      await journal.record({
        at: new Date(),
        method: 'POST',
        path: `/budget/${i}`,
        query: {},
        body,
        status: 200,
        answeredBy: 'portal',
        answer: null,
      });
    }
    const bodies = (await journal.list({}, false)).map((entry) => entry.body);
    const bytes = JSON.stringify(body).length;
    expect(bodies).toEqual([
      { truncated: true, reason: 'answer', bytes },
      { truncated: true, reason: 'answer', bytes },
      body,
      body,
    ]);
  });

  it('keeps only the newest entries, pruned as new ones are written', async () => {
    const journal = createJournal(ctx.app.db, { keep: 5, pruneEvery: 4 });
    for (let i = 0; i < 12; i++) {
      await journal.record({
        at: new Date(),
        method: 'GET',
        path: `/probe/${i}`,
        query: {},
        body: undefined,
        status: 200,
        answeredBy: 'portal',
        answer: null,
      });
    }
    const paths = (await journal.list({}, false)).map((entry) => entry.path);
    expect(paths).toEqual([7, 8, 9, 10, 11].map((i) => `/probe/${i}`));
  });
});
