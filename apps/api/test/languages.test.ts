import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  CUSTOMER_PATHS,
  OPS_PATHS,
  pickupDates,
  ERROR_CATALOGUE,
  NO_SUCH_ORDER_MESSAGE,
  VALIDATION_MESSAGES_EN,
} from '@portal/contracts';
import enUS from '../../web/src/i18n/locales/en-US.json';
import { languageOfTag, negotiateLanguage } from '../src/lib/language';
import { bookRepair, expectError, findCatalogue, repairOrderBody } from './fixtures';
import { form, startTestApp, type TestContext } from './harness';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

/** A form body with more headers. */
function formWith(fields: Record<string, string>, headers: Record<string, string>) {
  const body = form(fields);
  return { payload: body.payload, headers: { ...body.headers, ...headers } };
}

const inquiry = (orderId: string, headers: Record<string, string> = {}, lang?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/order/accessories/inquiry',
    ...formWith({ orderId, ...(lang ? { lang } : {}) }, headers),
  });

describe('the language of an answer', () => {
  it('maps a bare or regional tag to the portal language of its language', () => {
    expect(languageOfTag('pl')).toBe('pl-PL');
    expect(languageOfTag('EN-gb')).toBe('en-US');
    expect(languageOfTag('zh-TW')).toBe('zh-CN');
    expect(languageOfTag('zh_CN')).toBe('zh-CN');
    expect(languageOfTag('de')).toBeNull();
    expect(languageOfTag('*')).toBeNull();
  });

  it('negotiates Accept-Language by quality, then by order; none when nothing fits', () => {
    expect(negotiateLanguage('de-DE, pl;q=0.5, en;q=0.7')).toBe('en-US');
    expect(negotiateLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
    expect(negotiateLanguage('fr, pl')).toBe('pl-PL');
    expect(negotiateLanguage('pl;q=0, en')).toBe('en-US');
    expect(negotiateLanguage('de, fr;q=0.9, *;q=0.1')).toBeNull();
    expect(negotiateLanguage(undefined)).toBeNull();
  });

  it('keeps the English texts of the web app equal to the contracts, which clients read', () => {
    for (const [code, text] of Object.entries(ERROR_CATALOGUE))
      expect(enUS.errors.code[code as keyof typeof enUS.errors.code]).toBe(text);
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES_EN))
      expect(enUS.validation[key.replace('validation.', '') as keyof typeof enUS.validation]).toBe(
        text,
      );
  });
});

describe('error_msg in the language the request asks for', () => {
  const CASES = [
    {
      language: 'pl-PL',
      headers: { 'accept-language': 'pl' },
      validation: 'orderId: Nieprawidłowa wartość',
      notFound: 'Nie ma zamówienia części o tym numerze',
      tooMany: 'Zbyt wiele żądań, spróbuj ponownie za chwilę',
      noPath: 'Nie ma takiej ścieżki: GET /no/such/call',
    },
    {
      language: 'en-US',
      headers: { 'accept-language': 'en-GB,en;q=0.9,pl;q=0.8' },
      validation: 'orderId: Invalid value',
      notFound: NO_SUCH_ORDER_MESSAGE.sparePart,
      tooMany: ERROR_CATALOGUE[429],
      noPath: 'No such path: GET /no/such/call',
    },
    {
      language: 'zh-CN',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
      validation: 'orderId: 无效的值',
      notFound: '没有该编号的备件订单',
      tooMany: '请求过于频繁，请稍后再试',
      noPath: '路径不存在：GET /no/such/call',
    },
  ] as const;

  it.each(CASES)('$language: a validation error names the field and its rule', async (c) => {
    expect(expectError(await inquiry('abc', c.headers), 422)).toBe(c.validation);
  });

  it.each(CASES)('$language: a lookup that finds nothing', async (c) => {
    expect(expectError(await inquiry('999999', c.headers), 404)).toBe(c.notFound);
    const page = await ctx.app.inject({
      method: 'GET',
      url: CUSTOMER_PATHS.spareOrder.replace(':token', 'A'.repeat(43)),
      headers: c.headers,
    });
    expect(expectError(page, 404)).toBe(c.notFound);
  });

  it.each(CASES)('$language: an unknown path', async (c) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/no/such/call', headers: c.headers });
    expect(expectError(res, 404, 404)).toBe(c.noPath);
  });

  it('answers the courier refusals in each language: a past day, a shipment unknown', async () => {
    const expected = {
      'pl-PL': [
        'Kurier nie odbiera przesyłek w dniu 2020-01-07: ta data już minęła. Wybierz jeden z dni:',
        'Nie znaleziono przesyłki 999999 zlecenia 999999',
      ],
      'en-US': [
        'No courier pick-up on 2020-01-07: the date is in the past. Please choose one of',
        'Shipment 999999 of order 999999 not found',
      ],
      'zh-CN': [
        '2020-01-07 快递不上门取件：该日期已过。请从以下日期中选择：',
        '未找到订单 999999 的运单 999999',
      ],
    } as const;
    const booking = await bookRepair(ctx.app, repairOrderBody(await findCatalogue(ctx.app)));
    for (const c of CASES) {
      const send = (shipment: { shipmentId: number; orderId: number }, pickupDate: string) =>
        ctx.app.inject({
          method: 'POST',
          url: API_PATHS.reservePickup,
          ...formWith(
            {
              shipmentId: String(shipment.shipmentId),
              orderId: String(shipment.orderId),
              pickupDate,
              pickupTimeFrom: '10:00',
              pickupTimeTo: '13:00',
            },
            c.headers,
          ),
        });
      const [past, unknown] = expected[c.language];
      expect(expectError(await send(booking, '2020-01-07'), 422)).toContain(past);
      const nowhere = { shipmentId: 999999, orderId: 999999 };
      expect(expectError(await send(nowhere, pickupDates()[0]!), 404)).toBe(unknown);
    }
  });

  it('answers the rate limit, a catalogue text, in each language', async () => {
    const limited = await startTestApp({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_LOOKUP: '1' });
    try {
      const send = (headers: Record<string, string>) =>
        limited.app.inject({
          method: 'POST',
          url: '/order/accessories/inquiry',
          ...formWith({ orderId: '1' }, headers),
        });
      await send({});
      for (const c of CASES) expect(expectError(await send(c.headers), 429, 429)).toBe(c.tooMany);
    } finally {
      await limited.close();
    }
  });

  it('takes a lang field (query or body) before Accept-Language, and English without either', async () => {
    expect(expectError(await inquiry('abc', { 'accept-language': 'pl' }, 'zh-CN'), 422)).toBe(
      'orderId: 无效的值',
    );
    const query = await ctx.app.inject({
      method: 'GET',
      url: '/no/such/call?lang=pl',
      headers: { 'accept-language': 'en' },
    });
    expect(expectError(query, 404, 404)).toBe('Nie ma takiej ścieżki: GET /no/such/call');
    expect(expectError(await inquiry('abc'), 422)).toBe('orderId: Invalid value');
    expect(expectError(await inquiry('abc', { 'accept-language': 'de-DE' }), 422)).toBe(
      'orderId: Invalid value',
    );
  });
});

describe('every error path in the language asked for', () => {
  const TOKEN = 'ops-token-of-the-language-sweep-0123456789';
  const bearer = { authorization: `Bearer ${TOKEN}` };
  let ops: TestContext;
  let rmaNumber = '';
  beforeAll(async () => {
    ops = await startTestApp({ OPERATOR_TOKEN: TOKEN, TEST_CONTROLS: 'true' });
    rmaNumber = (await bookRepair(ops.app, repairOrderBody(await findCatalogue(ops.app))))
      .rmaNumber;
  });
  afterAll(() => ops.close());

  type Headers = Record<string, string>;
  const send = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Headers,
    payload?: string | object,
  ) => ops.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const advance = (key: string, to: string | undefined, headers: Headers, more: object = {}) =>
    send(
      'POST',
      OPS_PATHS.advanceRepairOrder.replace(':rmaNumber', key),
      { ...headers, ...bearer },
      { ...(to ? { to } : {}), ...more },
    );
  const json = { 'content-type': 'application/json' };
  const formType = { 'content-type': 'application/x-www-form-urlencoded' };

  const PATHS: { name: string; code: number; status?: number; send: (h: Headers) => unknown }[] = [
    {
      name: 'a repair lookup that finds nothing',
      code: 404,
      send: (h) =>
        send('POST', API_PATHS.repairLookup, { ...h, ...formType }, 'keyword=RMA000000000000'),
    },
    {
      name: 'a private page nobody was given',
      code: 404,
      send: (h) => send('GET', CUSTOMER_PATHS.repairOrder.replace(':token', 'x'.repeat(43)), h),
    },
    {
      name: 'a brand without an agreement',
      code: 404,
      send: (h) => send('GET', `${API_PATHS.agreement}?userId=999999`, h),
    },
    {
      name: 'a body in the other encoding',
      code: 400,
      status: 415,
      send: (h) => send('POST', API_PATHS.repairOrderAdd, { ...h, ...formType }, 'a=1'),
    },
    {
      name: 'a malformed JSON body',
      code: 400,
      status: 400,
      send: (h) => send('POST', API_PATHS.repairOrderAdd, { ...h, ...json }, '{"a":'),
    },
    {
      name: 'a cross-site write',
      code: 403,
      status: 403,
      send: (h) =>
        send(
          'POST',
          API_PATHS.repairOrderAdd,
          { ...h, ...json, 'sec-fetch-site': 'cross-site' },
          '{}',
        ),
    },
    {
      name: 'a wrong method',
      code: 400,
      status: 405,
      send: (h) => send('PUT', API_PATHS.repairOrderAdd, { ...h, ...json }, '{}'),
    },
    {
      name: 'a wrong operator token',
      code: 401,
      status: 401,
      send: (h) => send('GET', OPS_PATHS.clock, { ...h, authorization: 'Bearer wrong' }),
    },
    {
      name: 'an unknown repair order of the operator',
      code: 404,
      send: (h) => advance('RMA000000999999', undefined, h),
    },
    { name: 'an illegal jump', code: 422, send: (h) => advance(rmaNumber, 'finished', h) },
    { name: 'an unknown target', code: 422, send: (h) => advance(rmaNumber, 'nonsense', h) },
    { name: 'the state it is in', code: 422, send: (h) => advance(rmaNumber, 'pendingPickup', h) },
    {
      name: 'quote lines with another step',
      code: 422,
      send: (h) =>
        advance(rmaNumber, 'cancelled', h, {
          quoteLines: [{ feeType: 'part', currency: 'EUR', amountCents: 100 }],
        }),
    },
    {
      name: 'an unknown spare-part order of the operator',
      code: 404,
      send: (h) =>
        send(
          'POST',
          OPS_PATHS.advanceSparePartOrder.replace(':orderId', '500000000000001'),
          { ...h, ...bearer },
          {},
        ),
    },
    {
      name: 'a clock advanced while it runs',
      code: 422,
      send: (h) => send('POST', OPS_PATHS.clockAdvance, { ...h, ...bearer }, { seconds: 5 }),
    },
  ];

  /** Words only an English text has. */
  const ENGLISH =
    /\b(the|not|found|has|have|is|please|cannot|already|refused|unsupported|missing|wrong|too|many|no|malformed|unknown|use|body)\b/i;
  const CJK = /[\u3400-\u9fff]/;

  it.each(PATHS)('$name', async (path) => {
    const answer = async (tag: string) =>
      expectError((await path.send({ 'accept-language': tag })) as never, path.code, path.status);
    const [en, pl, zh] = [await answer('en'), await answer('pl'), await answer('zh')];
    expect(en).toMatch(ENGLISH);
    expect(en).not.toMatch(CJK);
    expect(pl, pl).not.toMatch(ENGLISH);
    expect(pl).not.toBe(en);
    expect(zh, zh).toMatch(CJK);
    expect(zh, zh).not.toMatch(ENGLISH);
  });
});
