import { API_PATHS, OPS_PATHS, type JournalEntry, type Stub } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { findCatalogue, repairOrderBody, type Catalogue } from './fixtures';
import {
  form,
  inThisThread,
  startAnotherInstance,
  startTestApp,
  type TestContext,
} from './harness';
import { expectError, okBody } from './requests';

const TOKEN = 'controls-test-token-of-the-stubs-0123456789ab';
const operator = { authorization: `Bearer ${TOKEN}` };

let ctx: TestContext;
let catalogue: Catalogue;

beforeAll(async () => {
  ctx = await startTestApp({ OPERATOR_TOKEN: TOKEN });
  catalogue = await findCatalogue(ctx.app);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ops(ctx, 'DELETE', OPS_PATHS.stubs);
  await ops(ctx, 'DELETE', OPS_PATHS.journal);
});

function ops(
  on: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return send(on, { method, url, headers: operator, payload });
}

async function addStub(stub: object, on = ctx): Promise<number> {
  const [id] = okBody<{ data: { ids: number[] } }>(await ops(on, 'POST', OPS_PATHS.stubs, stub))
    .data.ids;
  return id!;
}

/**
 * A request whose answer is not held to the OpenAPI document: stubs answer
 * what the tester wrote (the chained form of inject is not checked).
 */
function send(on: TestContext, { method = 'GET', url, payload, headers }: InjectOptions) {
  const verb = String(method).toLowerCase() as 'get' | 'post';
  let chain = on.app.inject()[verb](String(url));
  if (headers) chain = chain.headers(headers);
  if (payload !== undefined) chain = chain.payload(payload as object);
  return chain.end();
}

const announcement = (query = '') => send(ctx, { url: `${API_PATHS.announcement}${query}` });

/** An answer in the API's error shape, as an instance's answers are checked against the document. */
const failure = (status: number) => ({
  status,
  body: { result: 0, error_code: status, error_msg: `Stubbed ${status}` },
});

describe('stubs', () => {
  it('answer a JSON call by one nested body field, and leave other bodies to the portal', async () => {
    const body = repairOrderBody(catalogue);
    const { productId } = body.repairInfo;
    await addStub({
      request: {
        method: 'POST',
        path: API_PATHS.repairOrderAdd,
        body: { repairInfo: { productId } },
      },
      response: { status: 200, body: { result: 0, error_code: 503, error_msg: 'Stubbed refusal' } },
    });
    const matched = await send(ctx, {
      method: 'POST',
      url: API_PATHS.repairOrderAdd,
      payload: body,
    });
    expect(matched.json()).toEqual({ result: 0, error_code: 503, error_msg: 'Stubbed refusal' });
    expect(matched.headers['content-type']).toBe('application/json; charset=utf-8');

    const other = { ...body, repairInfo: { ...body.repairInfo, productId: productId + 100_000 } };
    const unmatched = await send(ctx, {
      method: 'POST',
      url: API_PATHS.repairOrderAdd,
      payload: other,
    });
    expect(unmatched.json().error_msg).not.toBe('Stubbed refusal');
  });

  it('match form fields as text, query fields by regular expression, and paths by pattern', async () => {
    await addStub({
      request: { method: 'POST', path: API_PATHS.reservePickup, body: { shipmentId: '424242' } },
      response: { body: { result: 1, data: 'form matched' } },
    });
    await addStub({
      request: {
        method: 'GET',
        pathPattern: '/user/(announce|agreement)',
        query: { lang: { $matches: 'zh.*' } },
      },
      response: { body: 'chinese', headers: { 'x-stubbed': 'yes' } },
    });
    const reserved = await send(ctx, {
      method: 'POST',
      url: API_PATHS.reservePickup,
      ...form({ shipmentId: 424242, orderId: 1, pickupDate: '2030-01-02' }),
    });
    expect(reserved.json()).toEqual({ result: 1, data: 'form matched' });
    const chinese = await announcement('?lang=zh-CN');
    expect(chinese.body).toBe('chinese');
    expect(chinese.headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'x-stubbed': 'yes',
    });
    expect((await announcement('?lang=en-US')).json()).toMatchObject({ result: 1 });
    // A JSON number matches the form's text that writes it, and $absent a field not sent.
    await addStub({
      request: { method: 'GET', path: API_PATHS.announcement, query: { lang: { $absent: true } } },
      response: { status: 418 },
    });
    expect((await announcement()).statusCode).toBe(418);
  });

  it('are tried by priority, then in the order made, each its number of times', async () => {
    const request = { method: 'GET', path: API_PATHS.announcement };
    await addStub({ request, response: { body: 'first made' }, times: 2 });
    await addStub({ request, response: { body: 'second made' } });
    await addStub({ request, response: { body: 'urgent' }, priority: 1, times: 1 });
    const bodies = [];
    for (let i = 0; i < 5; i += 1) bodies.push((await announcement()).body);
    expect(bodies).toEqual(['urgent', 'first made', 'first made', 'second made', 'second made']);
    const { list } = okBody<{ data: { list: Stub[] } }>(
      await ops(ctx, 'GET', OPS_PATHS.stubs),
    ).data;
    expect(list.map((stub) => [stub.priority, stub.times, stub.remaining])).toEqual([
      [1, 1, 0],
      [5, 2, 0],
      [5, null, null],
    ]);
  });

  it('play a scenario: each answer in its state, moving it on', async () => {
    const request = { method: 'GET', path: API_PATHS.announcement };
    const scenario = 'outage';
    await addStub({
      request,
      response: { status: 503 },
      scenario,
      requiredState: 'Started',
      newState: 'recovering',
    });
    await addStub({
      request,
      response: { status: 502 },
      scenario,
      requiredState: 'recovering',
      newState: 'up',
    });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await announcement()).statusCode);
    expect(statuses).toEqual([503, 502, 200, 200]);
    const listed = okBody<{ data: { scenarios: unknown[] } }>(
      await ops(ctx, 'GET', OPS_PATHS.stubs),
    );
    expect(listed.data.scenarios).toEqual([{ name: scenario, state: 'up' }]);
  });

  it('move a scenario once when two instances are asked at once', async () => {
    const other = await startAnotherInstance(ctx);
    try {
      const request = { method: 'GET', path: API_PATHS.announcement };
      await addStub({
        request,
        response: failure(503),
        scenario: 'once',
        requiredState: 'Started',
        newState: 'done',
      });
      await addStub({ request, response: failure(500), times: 3 });
      const instances = [inThisThread(ctx), other];
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          instances[i % 2]!.inject({ method: 'GET', url: API_PATHS.announcement }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([...Array(6).fill(200), 500, 500, 500, 503]);
    } finally {
      await other.close();
    }
  });

  it('send bytes, delay, or only delay and let the portal answer', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    await addStub({
      request: { method: 'GET', path: API_PATHS.verifyCode },
      response: { base64Body: png.toString('base64'), headers: { 'content-type': 'image/png' } },
    });
    const image = await send(ctx, { method: 'GET', url: API_PATHS.verifyCode });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(png);

    await addStub({
      request: { method: 'GET', path: API_PATHS.announcement },
      response: { delayMs: 300 },
      times: 1,
    });
    const started = performance.now();
    const delayed = await announcement();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(delayed.json()).toMatchObject({ result: 1 });
  });

  it('refuse what they cannot do, naming the field', async () => {
    const request = { method: 'GET', path: API_PATHS.announcement };
    const refusals: [object, string][] = [
      [{ request, response: {}, time: 2 }, 'time: Unknown field: this call does not take it'],
      [
        { request: { ...request, query: { lang: { $regex: 'x' } } }, response: {} },
        'request.query.lang.$regex: Unknown matcher: use $equalTo, $matches, $contains or $absent',
      ],
      [
        { request: { ...request, body: { a: { $matches: '(' } } }, response: {} },
        'request.body.a.$matches: Not a valid regular expression',
      ],
      [
        { request: { ...request, pathPattern: '/x' }, response: {} },
        'request.path: Give either path or pathPattern, not both',
      ],
      [
        { request, response: { body: 'x', base64Body: 'eA==' } },
        'response.base64Body: Give either body or base64Body, not both',
      ],
      [
        { request, response: {}, newState: 'x' },
        'scenario: requiredState and newState belong to a scenario: name it',
      ],
      [
        { request, response: { headers: { 'content-length': '1' } } },
        'response.headers.content-length: Invalid value',
      ],
      [
        { request: { method: 'GET', path: '/user/announcement' }, response: {} },
        'request.path: no call of the portal answers GET /user/announcement, so this stub would never be used',
      ],
    ];
    for (const [stub, message] of refusals) {
      expect(
        expectError(await ops(ctx, 'POST', OPS_PATHS.stubs, stub), 422),
        JSON.stringify(stub),
      ).toBe(message);
    }
    const polish = await send(ctx, {
      method: 'POST',
      url: OPS_PATHS.stubs,
      headers: { ...operator, 'accept-language': 'pl' },
      payload: refusals[1]![0],
    });
    expect(expectError(polish, 422)).toContain('Nieznany warunek');
    expect(
      okBody<{ data: { list: Stub[] } }>(await ops(ctx, 'GET', OPS_PATHS.stubs)).data.list,
    ).toEqual([]);
  });

  it('are replaced one by one or all at once, deleted, and cleared by the reset', async () => {
    const request = { method: 'GET', path: API_PATHS.announcement };
    const id = await addStub({ request, response: { body: 'before' } });
    okBody(
      await ops(ctx, 'PUT', OPS_PATHS.stub.replace(':id', String(id)), {
        request,
        response: { body: 'after' },
      }),
    );
    expect((await announcement()).body).toBe('after');
    expect(
      okBody(await ops(ctx, 'DELETE', OPS_PATHS.stub.replace(':id', String(id)))),
    ).toMatchObject({ data: { deleted: 1 } });
    expect(
      expectError(await ops(ctx, 'DELETE', OPS_PATHS.stub.replace(':id', String(id))), 404),
    ).toBe(`Stub ${id} not found`);
    expect((await announcement()).json()).toMatchObject({ result: 1 });

    const stubs = [
      { request, response: { body: 'imported' }, scenario: 's', requiredState: 'Started' },
    ];
    okBody(await ops(ctx, 'PUT', OPS_PATHS.stubs, { stubs }));
    expect((await announcement()).body).toBe('imported');
    okBody(await ops(ctx, 'POST', OPS_PATHS.reset));
    const listed = okBody<{ data: { list: Stub[]; scenarios: unknown[] } }>(
      await ops(ctx, 'GET', OPS_PATHS.stubs),
    ).data;
    expect(listed).toEqual({ list: [], scenarios: [] });
    expect((await announcement()).json()).toMatchObject({ result: 1 });
  });

  it('are journaled as the stub answered them', async () => {
    await addStub({
      request: { method: 'GET', path: API_PATHS.announcement },
      response: { body: { result: 0, error_code: 404 } },
    });
    await announcement();
    const [entry] = okBody<{ data: { list: JournalEntry[] } }>(
      await ops(ctx, 'GET', OPS_PATHS.journal),
    ).data.list;
    expect(entry).toMatchObject({
      answeredBy: 'stub',
      result: 0,
      error_code: 404,
      answer: {
        contentType: 'application/json; charset=utf-8',
        body: { result: 0, error_code: 404 },
      },
    });
  });
});

describe('an upstream (UPSTREAM_URL)', () => {
  let upstream: TestContext;
  let proxy: TestContext;

  beforeAll(async () => {
    upstream = await startTestApp({ OPERATOR_TOKEN: TOKEN });
    const address = await upstream.app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startTestApp({ OPERATOR_TOKEN: TOKEN, UPSTREAM_URL: address });
  });
  afterAll(async () => {
    await proxy?.close();
    await upstream?.close();
  });

  it('answers what no stub answers, is journaled with both sides, and is recorded for replay without it', async () => {
    const lookup = `${API_PATHS.announcement}?lang=en-US`;
    const direct = await send(upstream, { method: 'GET', url: lookup });
    const forwarded = await send(proxy, { method: 'GET', url: lookup });
    expect(forwarded.json()).toEqual(direct.json());
    const image = await send(proxy, { method: 'GET', url: API_PATHS.verifyCode });
    expect(image.headers['content-type']).toMatch(/^image\//);
    const booking = await send(proxy, {
      method: 'POST',
      url: API_PATHS.repairOrderAdd,
      payload: { repairInfo: {} },
    });
    expect(booking.json()).toMatchObject({ result: 0, error_code: 422 });
    // The upstream saw them: its own journal holds the booking as the proxy sent it.
    const seen = await ops(upstream, 'POST', OPS_PATHS.journalVerify, {
      method: 'POST',
      path: API_PATHS.repairOrderAdd,
      body: { repairInfo: {} },
    });
    expect(okBody<{ data: { ok: boolean } }>(seen).data.ok).toBe(true);

    const journal = okBody<{ data: { list: JournalEntry[] } }>(
      await ops(proxy, 'GET', OPS_PATHS.journal),
    ).data.list;
    expect(journal.map((entry) => [entry.path, entry.answeredBy, entry.status])).toEqual([
      [API_PATHS.announcement, 'upstream', 200],
      [API_PATHS.verifyCode, 'upstream', 200],
      [API_PATHS.repairOrderAdd, 'upstream', 200],
    ]);
    expect(journal[0]?.answer).toMatchObject({ body: direct.json() });

    const snapshot = okBody<{ data: { stubs: object[] } }>(
      await ops(proxy, 'POST', OPS_PATHS.recordingSnapshot, { persist: false }),
    );
    expect(snapshot.data.stubs).toHaveLength(3);
    // Replayed by a portal that has never seen the upstream.
    // Its answer as saved, put in place of any stubs there were.
    okBody(await ops(ctx, 'PUT', OPS_PATHS.stubs, snapshot));
    expect((await send(ctx, { method: 'GET', url: lookup })).json()).toEqual(direct.json());
    const replayedImage = await send(ctx, { method: 'GET', url: API_PATHS.verifyCode });
    expect(replayedImage.rawPayload).toEqual(image.rawPayload);
    expect(replayedImage.headers['content-type']).toBe(image.headers['content-type']);
    expect(replayedImage.headers['set-cookie']).toEqual(image.headers['set-cookie']);
  });

  it('says so when the upstream does not answer', async () => {
    const gone = await startTestApp({ OPERATOR_TOKEN: TOKEN, UPSTREAM_URL: 'http://127.0.0.1:9' });
    try {
      const res = await send(gone, { method: 'GET', url: API_PATHS.announcement });
      expect(expectError(res, 502, 502)).toBe('The upstream at http://127.0.0.1:9 did not answer');
    } finally {
      await gone.close();
    }
  });
});
