import {
  API_CALLS,
  API_PATHS,
  CALL_BINDINGS,
  ERROR_CATALOGUE,
  errorResponseSchema,
  isFileAnswer,
  type CallDescription,
  type CallName,
} from '@portal/contracts';
import fc from 'fast-check';
import { z } from 'zod';
import { countChanges, rowCounts } from './database';
import {
  accessoriesOrderBody,
  person,
  repairOrderBody,
  reservationFields,
  type Catalogue,
} from './fixtures';
import { pool, send, type RawRequest, type RawResponse } from './http';
import type { Phase } from './report';
import type { PortalServer } from './server';

type Encoding = 'json' | 'form' | 'query';
type Payload = Record<string, unknown>;

interface Call {
  name: CallName;
  method: 'GET' | 'POST';
  path: string;
  encoding: Encoding;
  request: z.ZodType;
  /** The success body, or the media type of a non-JSON success. */
  success: z.ZodType | 'image/svg+xml' | 'application/pdf';
  /**
   * What a request the contract accepts would write: 'never' (reads), 'code'
   * (a verification code row, counted), 'always' (must not be sent valid),
   * 'code-required' (a checkout: without a real code cookie nothing may pass).
   */
  writes: 'never' | 'code' | 'always' | 'code-required';
  base: Payload;
}

const MEDIA_TYPES: Record<Encoding, readonly string[]> = {
  json: ['application/json'],
  form: ['application/x-www-form-urlencoded', 'multipart/form-data'],
  query: [],
};

/** What each call is sent when it is tried, and what a valid request of it would write. */
function inputsOf(catalogue: Catalogue): Record<CallName, Pick<Call, 'writes' | 'base'>> {
  const order = accessoriesOrderBody(person('Fuzz', 1), [
    {
      skuId: catalogue.priced[0]?.id ?? 1,
      bom: catalogue.priced[0]?.bom ?? 'X',
      productName: 'x',
      num: 1,
    },
  ]);
  const booking = repairOrderBody(catalogue, person('Fuzz', 2), '354678120000017');
  const shipment = catalogue.shipment;
  return {
    verifyCode: { writes: 'code', base: { t: '1700000000000' } },
    accessoriesOrderAdd: { writes: 'code-required', base: order as unknown as Payload },
    accessoriesOrderInquiry: { writes: 'never', base: { orderId: catalogue.sparePartOrderId } },
    brandPage: { writes: 'never', base: { userName: '', status: 1, start: 0, length: 20 } },
    agreement: { writes: 'never', base: { userId: catalogue.brandId } },
    announcement: { writes: 'never', base: {} },
    documentsPage: { writes: 'never', base: { start: 0, length: 10, status: 2, docType: 1 } },
    productPage: {
      writes: 'never',
      base: { status: 1, start: 0, length: 20, category: '2', userId: catalogue.brandId },
    },
    materialPage: {
      writes: 'never',
      base: { status: 1, length: 15, start: 0, enName: '', plName: '' },
    },
    serialQuery: { writes: 'never', base: { status: 1, enName: '' } },
    dictionary: { writes: 'never', base: { typeId: 10004, status: 1 } },
    repairOrderAdd: { writes: 'always', base: booking as unknown as Payload },
    reservePickup: { writes: 'always', base: reservationFields(shipment.id, shipment.orderId) },
    cancelShipment: {
      writes: 'always',
      base: { shipmentId: shipment.id, orderId: shipment.orderId },
    },
    label: { writes: 'never', base: { shipmentId: shipment.id, labelType: 'LBLP' } },
    repairLookup: { writes: 'never', base: { keyword: '354678124182036' } },
  };
}

/** Every way of sending every call (contracts `API_CALLS`), with its inputs. */
function callsOf(catalogue: Catalogue): Call[] {
  const inputs = inputsOf(catalogue);
  return CALL_BINDINGS.map((binding) => {
    const call: CallDescription = API_CALLS[binding.name];
    return {
      ...binding,
      request: call.request ?? z.object({}).passthrough(),
      success: isFileAnswer(call.success) ? call.success.mediaType : call.success,
      ...inputs[binding.name],
    };
  });
}

// ── Hostile values ────────────────────────────────────────────────────────────

const NASTY = [
  "' OR '1'='1",
  '1; DROP TABLE RepairOrder; --',
  '" OR 1=1 --',
  '1 UNION SELECT name, sql FROM sqlite_master --',
  "%' AND 1=1 AND '%'='",
  '%_%_%',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '<%= 7*7 %>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: x=1',
  '\u202eevil',
  '\ud800',
  'x\udfffy',
  '😀🔥👨‍👩‍👧',
  'ﷺ',
  '𝕳𝖊𝖑𝖑𝖔',
  'Zażółć gęślą jaźń',
  '中文测试',
  '\ufeff',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  '',
  ' ',
  '\t\n',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  '2021-02-30',
  '99:99',
  'LBLP\u0000',
];

const hugeString = fc
  .tuple(
    fc.constantFrom('A', 'ą', '😀', '<', "'", '\u0000', '%', '9'),
    fc.integer({ min: 300, max: 40_000 }),
  )
  .map(([unit, count]) => unit.repeat(count));

const hostileString = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, fc.integer()), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'result',
    'id',
    'status',
    'userId',
    'verifyCodeId',
    'usedAt',
    'totalCents',
    'priceCents',
  ),
  fc.string({ minLength: 1, maxLength: 20 }),
);

interface Mutation {
  op: 'delete' | 'set' | 'extra';
  pick: number;
  value: unknown;
  key: string;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  op: fc.constantFrom('delete', 'set', 'set', 'extra'),
  pick: fc.nat(),
  value: hostileValue,
  key: extraKey,
});

/** Every path into a payload: top-level fields and, for JSON, the nested ones. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value)
    ? value.map((item, i) => [i, item] as const)
    : Object.entries(value);
  const inner = entries.flatMap(([key, item]) => pathsOf(item, [...prefix, key]));
  return prefix.length === 0 ? inner : [prefix, ...inner];
}

function setOwn(target: Record<string | number, unknown>, key: string | number, value: unknown) {
  // defineProperty keeps `__proto__` an own key, so JSON.stringify sends it.
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  });
}

function mutate(base: Payload, mutations: Mutation[], nested: boolean): Payload {
  const payload = structuredClone(base);
  for (const m of mutations) {
    const paths = nested ? pathsOf(payload) : Object.keys(payload).map((key) => [key]);
    const path = paths.length > 0 ? paths[m.pick % paths.length] : undefined;
    if (m.op === 'extra' || !path) {
      setOwn(payload, m.key, m.value);
      continue;
    }
    let parent: Record<string | number, unknown> = payload;
    for (const key of path.slice(0, -1)) {
      const next = parent[key];
      if (next === null || typeof next !== 'object') break;
      parent = next as Record<string | number, unknown>;
    }
    const last = path[path.length - 1] as string | number;
    if (m.op === 'delete') delete parent[last];
    else setOwn(parent, last, m.value);
  }
  return payload;
}

// ── Encodings ─────────────────────────────────────────────────────────────────

/** A top-level field as form text: arrays repeat the key, objects go as JSON text. */
function formPairs(payload: Payload): [string, string][] {
  return Object.entries(payload).flatMap(([key, value]): [string, string][] => {
    if (Array.isArray(value)) return value.map((item) => [key, textOf(item)]);
    return [[key, textOf(value)]];
  });
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields the server reads from form pairs: repeated keys become arrays. */
function decodedForm(pairs: [string, string][]): Payload {
  const fields: Payload = {};
  for (const [key, value] of pairs) {
    const previous = fields[key];
    const next = previous === undefined ? value : [previous, value].flat();
    setOwn(fields, key, next);
  }
  return fields;
}

/** `URLSearchParams` turns lone surrogates into U+FFFD, as the server would read them. */
function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udfff]/g, (c, i: number, s: string) => {
    const code = c.charCodeAt(0);
    if (code <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      return next >= 0xdc00 && next <= 0xdfff ? c : '\ufffd';
    }
    const prev = s.charCodeAt(i - 1);
    return prev >= 0xd800 && prev <= 0xdbff ? c : '\ufffd';
  });
}

function urlEncoded(pairs: [string, string][]): string {
  return new URLSearchParams(pairs).toString();
}

const BOUNDARY = '----reliability7MA4YWxkTrZu0gW';

function multipartBody(pairs: [string, string][], boundary = BOUNDARY): string {
  const parts = pairs.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name.replaceAll('"', '%22')}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

// ── Cases ─────────────────────────────────────────────────────────────────────

export interface Case {
  kind: string;
  call: Call;
  request: RawRequest;
  /** Whether the contract would accept it as sent (right encoding, valid fields). */
  acceptable: boolean;
}

function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}?${query}`;
}

interface Encoded {
  request: RawRequest;
  fields: Payload | null;
}

function encode(
  call: Call,
  payload: Payload,
  as: Encoding | 'multipart',
  extraHeaders: Record<string, string> = {},
): Encoded {
  const pairs = formPairs(payload).map(
    ([k, v]) => [wellFormed(k), wellFormed(v)] as [string, string],
  );
  if (as === 'query') {
    return {
      request: {
        method: call.method,
        path: withQuery(call.path, urlEncoded(pairs)),
        headers: extraHeaders,
      },
      fields: decodedForm(pairs),
    };
  }
  if (as === 'json') {
    return {
      request: {
        method: call.method,
        path: call.path,
        headers: { 'content-type': 'application/json', ...extraHeaders },
        body: JSON.stringify(payload),
      },
      fields: JSON.parse(JSON.stringify(payload)) as Payload,
    };
  }
  if (as === 'form') {
    return {
      request: {
        method: call.method,
        path: call.path,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...extraHeaders },
        body: urlEncoded(pairs),
      },
      fields: decodedForm(pairs),
    };
  }
  return {
    request: {
      method: call.method,
      path: call.path,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...extraHeaders },
      body: multipartBody(pairs),
    },
    // Multipart values with CR/LF or quotes in names may be read differently; judged as sent.
    fields: decodedForm(pairs),
  };
}

function judge(call: Call, encoded: Encoded): boolean {
  if (encoded.fields === null) return false;
  if (call.encoding === 'query') {
    return call.method === 'GET' && call.request.safeParse(encoded.fields).success;
  }
  const type = mediaTypeOf(encoded.request.headers?.['content-type']);
  if (!MEDIA_TYPES[call.encoding].includes(type)) return false;
  return call.request.safeParse(encoded.fields).success;
}

function caseArbitrary(calls: Call[]): fc.Arbitrary<Case> {
  const callArb = fc.constantFrom(...calls);
  const mutations = fc.array(mutation, { minLength: 1, maxLength: 4 });

  const mutated = fc.tuple(callArb, mutations, fc.boolean()).map(([call, ms, multipart]): Case => {
    const payload = mutate(call.base, ms, call.encoding === 'json');
    const as = call.encoding === 'form' && multipart ? 'multipart' : call.encoding;
    const encoded = encode(call, payload, as);
    return {
      kind: `fields (${as})`,
      call,
      request: encoded.request,
      acceptable: judge(call, encoded),
    };
  });

  const WRONG_TYPES = [
    'text/plain',
    'application/xml',
    'text/html',
    'application/octet-stream',
    'application/json-patch+json',
    'application/x-www-form-urlencoded; charset=utf-16',
    'application/json; charset=iso-8859-1',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/mixed; boundary=x',
    '*/*',
    'APPLICATION/JSON',
    'application/x-www-form-urlencoded',
    'application/json',
    'image/svg+xml',
    'garbage',
  ];
  const wrongEncoding = fc
    .tuple(
      callArb,
      fc.constantFrom(...WRONG_TYPES),
      fc.constantFrom('json', 'form', 'multipart') as fc.Arbitrary<'json' | 'form' | 'multipart'>,
      fc.option(mutations, { nil: undefined }),
    )
    .map(([call, type, as, ms]): Case => {
      const payload = ms ? mutate(call.base, ms, call.encoding === 'json') : call.base;
      const body = encode({ ...call, method: 'POST' }, payload, as);
      const query = call.encoding === 'query' ? encode(call, payload, 'query') : null;
      const request: RawRequest = {
        method: call.method,
        path: query ? query.request.path : call.path,
        headers: { 'content-type': type },
        body: body.request.body,
      };
      // The server reads the body by its declared type: only a JSON text declared JSON, or
      // form text declared form, reaches the fields (no type here names our multipart boundary).
      const mediaType = mediaTypeOf(type);
      const readable =
        (mediaType === 'application/json' && as === 'json') ||
        (mediaType === 'application/x-www-form-urlencoded' && as === 'form');
      const acceptable = query
        ? call.method === 'GET' && call.request.safeParse(query.fields).success
        : readable &&
          MEDIA_TYPES[call.encoding].includes(mediaType) &&
          call.request.safeParse(body.fields).success;
      return { kind: 'content type', call, request, acceptable };
    });

  const BROKEN_JSON = [
    '{',
    '{"OrderInfo":',
    '[1,2',
    '{"a":1,}',
    "{'a':1}",
    'NaN',
    '{"a":NaN}',
    '// comment\n{}',
    '\ufeff{}',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    'nul',
    'tru',
    '"unterminated',
    '{"a":"\\x41"}',
    '{"a":"\\u12"}',
    '{"a":1}{"b":2}',
    '0',
    '"text"',
    'null',
    '[]',
    '[{}]',
    '{"repairInfo":null}',
    '{"detail":[null]}',
    '   ',
  ];
  const nested = fc
    .integer({ min: 1000, max: 60_000 })
    .map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);
  const nestedObject = fc
    .integer({ min: 1000, max: 20_000 })
    .map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
  const brokenJson = fc.tuple(
    fc.constantFrom(...calls.filter((c) => c.method === 'POST')),
    fc.oneof(
      fc.constantFrom(...BROKEN_JSON),
      nested,
      nestedObject,
      fc.string({ unit: 'binary', maxLength: 200 }),
    ),
  );
  const truncatedJson = fc
    .tuple(callArb, fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([call, at]) => {
      const text = JSON.stringify(call.base);
      return [call, text.slice(0, Math.floor(text.length * at * 0.99))] as const;
    });
  const malformedJson = fc.oneof(brokenJson, truncatedJson).map(([call, text]): Case => ({
    kind: 'malformed JSON',
    call,
    request: {
      method: 'POST',
      path: call.path,
      headers: { 'content-type': 'application/json' },
      body: text,
    },
    acceptable: false,
  }));

  const BROKEN_FORMS = [
    '%zz=1',
    'keyword=%E0%A4%A',
    '=&=&=',
    '&&&&',
    'a[b][c]=1&a[b][d]=2',
    'orderId=1;orderId=2',
    'keyword',
    '%',
    '+++=+++',
    'typeId=10004&typeId=10003',
    'shipmentId[]=1&orderId[]=1',
  ];
  const manyKeys = fc
    .integer({ min: 500, max: 5000 })
    .map((n) => Array.from({ length: n }, (_, i) => `k${i}=${i}`).join('&'));
  const longKey = fc.integer({ min: 1000, max: 100_000 }).map((n) => `${'k'.repeat(n)}=1`);
  const malformedForm = fc
    .tuple(
      fc.constantFrom(...calls.filter((c) => c.method === 'POST')),
      fc.oneof(
        fc.constantFrom(...BROKEN_FORMS),
        manyKeys,
        longKey,
        fc.string({ unit: 'binary', maxLength: 200 }),
      ),
    )
    .map(([call, body]): Case => ({
      kind: 'malformed form',
      call,
      request: {
        method: 'POST',
        path: call.path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      },
      acceptable: call.writes !== 'always',
    }));

  const brokenMultipart = fc
    .tuple(
      fc.constantFrom(...calls.filter((c) => c.method === 'POST')),
      fc.nat(7),
      fc.integer({ min: 101, max: 400 }),
    )
    .map(([call, variant, many]): Case => {
      const b = BOUNDARY;
      const field = (name: string, value: string) =>
        `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const bodies = [
        `${field('keyword', 'x')}`, // no closing boundary
        `--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n`, // boundary mismatch
        `--${b}\r\nContent-Disposition: form-data; name="f"; filename="a.php"\r\nContent-Type: application/x-php\r\n\r\n<?php echo 1; ?>\r\n--${b}--\r\n`, // a file
        `${Array.from({ length: many }, (_, i) => field(`f${i}`, String(i))).join('')}--${b}--\r\n`, // too many parts
        `${field('keyword', 'x'.repeat(20_000))}--${b}--\r\n`, // field over its size limit
        `--${b}\r\n\r\nno headers\r\n--${b}--\r\n`,
        `--${b}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${b}--\r\n`,
        `\u0000\u0001garbage--${b}`,
      ];
      return {
        kind: 'malformed multipart',
        call,
        request: {
          method: 'POST',
          path: call.path,
          headers: { 'content-type': `multipart/form-data; boundary=${b}` },
          body: bodies[variant] ?? '',
        },
        acceptable: call.writes !== 'always' && call.encoding === 'form',
      };
    });

  const hugeBody = fc
    .tuple(
      callArb,
      fc.constantFrom('json', 'form', 'multipart') as fc.Arbitrary<'json' | 'form' | 'multipart'>,
      fc.integer({ min: 300_000, max: 1_200_000 }),
    )
    .map(([call, as, size]): Case => {
      const filler = 'x'.repeat(size);
      const payload = { ...call.base, filler };
      const encoded = encode(
        { ...call, method: call.method === 'GET' ? 'POST' : call.method },
        payload,
        as,
      );
      return {
        kind: 'huge body',
        call,
        request: { ...encoded.request, method: 'POST' },
        acceptable: false,
      };
    });

  const hugeQuery = fc
    .tuple(callArb, fc.integer({ min: 9_000, max: 70_000 }))
    .map(([call, size]): Case => ({
      kind: 'huge URL',
      call,
      request: { method: call.method, path: `${call.path}?q=${'a'.repeat(size)}` },
      acceptable: false,
    }));

  const wrongMethod = fc
    .tuple(callArb, fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'GET', 'POST', 'TRACE'))
    .map(([call, method]): Case => ({
      kind: 'method',
      call,
      request: {
        method,
        path: call.path,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' || method === 'TRACE' ? undefined : '{}',
      },
      acceptable:
        method === call.method ||
        (call.name === 'repairLookup' && (method === 'GET' || method === 'POST')),
    }));

  const RAW_QUERIES = [
    '%',
    '%zz',
    'keyword=%E0%A4%A',
    'userId=1&userId=2',
    'userId[]=1',
    'userId[a]=1',
    '&&&',
    '=',
    'shipmentId=1&shipmentId=1',
    't=%00',
    'keyword=%0d%0aSet-Cookie:%20x=1',
  ];
  const rawQuery = fc
    .tuple(
      callArb,
      fc.oneof(
        fc.constantFrom(...RAW_QUERIES),
        fc.string({ unit: 'binary-ascii', maxLength: 60 }).map(encodeURIComponent),
      ),
    )
    .map(([call, query]): Case => {
      const body =
        call.method === 'POST'
          ? encode(
              call,
              call.encoding === 'json' ? {} : { keyword: '' },
              call.encoding === 'json' ? 'json' : 'form',
            ).request
          : null;
      return {
        kind: 'query string',
        call,
        request: body
          ? { ...body, path: `${call.path}?${query}` }
          : { method: call.method, path: `${call.path}?${query}` },
        acceptable: call.writes !== 'always',
      };
    });

  const hostileHeaders = fc
    .tuple(
      callArb,
      mutations,
      fc.constantFrom(
        'cookie',
        'accept',
        'accept-language',
        'x-forwarded-for',
        'content-encoding',
        'transfer-encoding-ish',
      ),
      fc.string({ unit: 'binary-ascii', maxLength: 80 }),
    )
    .map(([call, ms, header, value]): Case => {
      const safe = value.replace(/[^\x20-\x7e]/g, '');
      const headers: Record<string, string> = {};
      if (header === 'cookie') headers.cookie = `verify_code=${safe}`;
      else if (header === 'accept') headers.accept = `application/json, ${safe}`;
      else if (header === 'accept-language') headers['accept-language'] = safe;
      else if (header === 'x-forwarded-for') headers['x-forwarded-for'] = safe;
      else if (header === 'content-encoding') headers['content-encoding'] = 'gzip';
      else headers['x-http-method-override'] = 'DELETE';
      const payload = mutate(call.base, ms, call.encoding === 'json');
      const encoded = encode(call, payload, call.encoding, headers);
      const acceptable = judge(call, encoded);
      return { kind: 'headers', call, request: encoded.request, acceptable };
    });

  return fc.oneof(
    { weight: 50, arbitrary: mutated },
    { weight: 10, arbitrary: wrongEncoding },
    { weight: 8, arbitrary: malformedJson },
    { weight: 5, arbitrary: malformedForm },
    { weight: 5, arbitrary: brokenMultipart },
    { weight: 3, arbitrary: hugeBody },
    { weight: 2, arbitrary: hugeQuery },
    { weight: 5, arbitrary: wrongMethod },
    { weight: 6, arbitrary: rawQuery },
    { weight: 6, arbitrary: hostileHeaders },
  );
}

// ── Judging the answers ───────────────────────────────────────────────────────

/** What an answer must never show: stack frames, source paths, SQL, engine names. */
const INTERNALS =
  /\n\s+at |node_modules|\.ts:\d+|\/work\/|\/home\/|\/tmp\/|SELECT |SQLITE|Prisma|Invalid `/i;

interface Verdict {
  ok: boolean;
  success: boolean;
  problem?: string;
}

function verdict(c: Case, res: RawResponse): Verdict {
  if (res.status >= 500) return { ok: false, success: false, problem: `HTTP ${res.status}` };
  const type = res.headers['content-type'] ?? '';
  const text = res.body.toString('utf8');
  if (!type.startsWith('application/json')) {
    const expected = typeof c.call.success === 'string' ? c.call.success : null;
    const sameCall =
      c.request.method === c.call.method && c.request.path.split('?')[0] === c.call.path;
    if (res.status === 200 && expected && sameCall && type.startsWith(expected))
      return { ok: true, success: true };
    return {
      ok: false,
      success: false,
      problem: `HTTP ${res.status} ${type || 'no content type'}, not the error shape`,
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, success: false, problem: 'unparsable JSON answer' };
  }
  if (INTERNALS.test(text)) return { ok: false, success: false, problem: 'answer shows internals' };
  const error = errorResponseSchema.safeParse(body);
  if (error.success) {
    if (!(error.data.error_code in ERROR_CATALOGUE) || error.data.error_msg === '') {
      return {
        ok: false,
        success: false,
        problem: 'error code outside the catalogue or empty message',
      };
    }
    if (res.status !== 200 && res.status < 400)
      return { ok: false, success: false, problem: `error shape with HTTP ${res.status}` };
    return { ok: true, success: false };
  }
  if (
    res.status === 200 &&
    typeof c.call.success !== 'string' &&
    c.call.success.safeParse(body).success
  ) {
    return { ok: true, success: true };
  }
  // A write call's success that does not even match its schema still counts as accepted.
  if ((body as { result?: unknown } | null)?.result === 1) return { ok: true, success: true };
  return {
    ok: false,
    success: false,
    problem: `HTTP ${res.status}: neither the error shape nor a valid answer`,
  };
}

function describe(c: Case, res: RawResponse | null, problem: string): string {
  const body = c.request.body === undefined ? '' : String(c.request.body);
  const shown = body.length > 200 ? `${body.slice(0, 200)}… (${body.length} chars)` : body;
  const path = c.request.path.length > 200 ? `${c.request.path.slice(0, 200)}…` : c.request.path;
  const answer = res ? res.body.toString('utf8').slice(0, 300) : '';
  return `${problem} [${c.kind}] ${c.request.method} ${path} ${JSON.stringify(c.request.headers ?? {})}\n  sent: ${JSON.stringify(shown)}\n  got: ${answer}`;
}

export async function hostileInput(
  phase: Phase,
  server: PortalServer,
  catalogue: Catalogue,
  options: { cases: number; seed: number },
) {
  const calls = callsOf(catalogue);
  const arbitrary = caseArbitrary(calls).filter(
    (c) => !(c.acceptable && c.call.writes === 'always'),
  );
  const cases = fc.sample(arbitrary, { numRuns: options.cases, seed: options.seed });
  phase.figure('seed', options.seed);
  phase.figure(
    'paths covered',
    `${new Set(cases.map((c) => c.call.path)).size} of ${Object.keys(API_PATHS).length}`,
  );

  const before = await rowCounts(server.files.database);
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  const kinds = new Map<string, number>();
  let serverErrors = 0;
  let successes = 0;
  let codesIssued = 0;
  let acceptedWrites = 0;
  let noAnswer = 0;
  const started = Date.now();

  await pool(cases, 12, async (c) => {
    kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
    let res: RawResponse;
    try {
      res = await send(server.baseUrl, c.request, 30_000);
    } catch (error) {
      noAnswer += 1;
      problems.push(describe(c, null, `no answer: ${(error as Error).message}`));
      return;
    }
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (res.status >= 500) serverErrors += 1;
    const v = verdict(c, res);
    if (!v.ok) problems.push(describe(c, res, v.problem ?? 'bad answer'));
    if (v.success) {
      successes += 1;
      if (
        c.call.writes === 'code' &&
        c.request.method === 'GET' &&
        c.request.path.startsWith(c.call.path)
      )
        codesIssued += 1;
      if (c.call.writes === 'always' || c.call.writes === 'code-required') {
        acceptedWrites += 1;
        problems.push(describe(c, res, 'a hostile write was accepted'));
      }
    }
  });
  const seconds = (Date.now() - started) / 1000;

  const changes = countChanges(before, await rowCounts(server.files.database));
  const codeRows = changes.VerifyCode ?? 0;
  delete changes.VerifyCode;
  const alive =
    server.running &&
    (await send(server.baseUrl, { method: 'GET', path: API_PATHS.announcement })).status === 200;

  phase.figure('cases tried', cases.length);
  phase.figure(
    'by kind',
    [...kinds]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', '),
  );
  phase.figure(
    'answers by HTTP status',
    [...statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}: ${n}`)
      .join(', '),
  );
  phase.figure('valid answers to read calls', successes);
  phase.figure('5xx answers', serverErrors);
  phase.figure('answers outside the error shape', problems.length - acceptedWrites - noAnswer);
  phase.figure('hostile writes accepted', acceptedWrites);
  phase.figure(
    'rows written (other than issued codes)',
    Object.values(changes).reduce((a, b) => a + b, 0),
  );
  phase.figure(
    'time',
    `${seconds.toFixed(1)} s (${Math.round(cases.length / seconds)} requests/s)`,
  );

  phase.check(`at least 5,000 cases (${cases.length})`, cases.length >= 5000);
  phase.check(
    'every call of API_CALLS tried, each way it is answered',
    new Set(cases.map(({ call }) => `${call.method} ${call.path}`)).size === CALL_BINDINGS.length,
  );
  phase.check('no 5xx answer', serverErrors === 0);
  phase.check(
    'every answer in the error shape or a valid success',
    problems.length === 0,
    problems.slice(0, 5).join('\n'),
  );
  phase.check('nothing written', Object.keys(changes).length === 0, JSON.stringify(changes));
  phase.check(
    `verification codes written only by the code image (${codeRows} rows, ${codesIssued} images)`,
    codeRows === codesIssued,
  );
  phase.check('server alive afterwards', alive);
}
