/**
 * Test controls of the operator for contract tests (OPS_PATHS reset, clock,
 * faults, journal, calendar): the portal's answers made predictable, as
 * WireMock or Prism give them. Only where TEST_CONTROLS is on.
 */
import { z } from 'zod';
import { API_PATHS } from './calls.ts';
import { RESULT_FAILED, RESULT_OK } from './constants.ts';
import { isoDateSchema, timeOfDaySchema } from './pickup-calendar.ts';

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Faults by name, for SPEC §8's error paths. `times` may be given with the preset. */
export const FAULT_PRESETS = {
  /** The result page's error state shows this error_msg. */
  'reservation-failure': {
    method: 'POST',
    path: API_PATHS.reservePickup,
    status: 200,
    result: RESULT_FAILED,
    error_code: 503,
    error_msg: 'The courier cannot book this pick-up now, please choose another date',
  },
  /** The code image fails to load. */
  'verify-code-failure': {
    method: 'GET',
    path: API_PATHS.verifyCode,
    status: 503,
    result: RESULT_FAILED,
    error_code: 503,
    error_msg: 'Service unavailable',
  },
  /** The cart's order submission answers result 0. */
  'order-submission-failure': {
    method: 'POST',
    path: API_PATHS.accessoriesOrderAdd,
    status: 200,
    result: RESULT_FAILED,
    error_code: 500,
    error_msg: 'Server error',
  },
  /** As for a brand without an agreement. */
  'agreement-missing': {
    method: 'GET',
    path: API_PATHS.agreement,
    status: 200,
    result: RESULT_FAILED,
    error_code: 404,
    error_msg: 'The brand has no agreement',
  },
} as const satisfies Record<string, FaultRule>;
export type FaultPresetName = keyof typeof FAULT_PRESETS;

/** Longest delay a fault may hold a request: past SPEC's 30 s time-out, so a client's can be tried. */
export const MAX_FAULT_DELAY_MS = 60_000;

/** Form fields arrive as text: "true"/"false" count as booleans. */
const bool = () =>
  z.preprocess(
    (value) =>
      value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
    z.boolean({ error: 'validation.invalidValue' }),
  );
const int = (min: number, max: number) =>
  z.coerce
    .number({ error: 'validation.invalidValue' })
    .int('validation.invalidValue')
    .min(min, 'validation.invalidValue')
    .max(max, 'validation.invalidValue');
/** As HTTP names methods: upper case (RFC 9110 methods are case-sensitive). */
const method = () => z.enum(HTTP_METHODS, { error: 'validation.invalidValue' });
/** A path after the API base path, as routes name it; no query. */
const apiPath = () =>
  z
    .string()
    .max(300, 'validation.tooLong')
    .regex(/^\/[^?#\s]*$/, 'validation.invalidValue');
const times = () => int(1, 1_000_000);

interface FaultRule {
  method: string;
  path: string;
  status?: number;
  result?: number;
  error_code?: number;
  error_msg?: string;
}

const instant = () => z.iso.datetime({ offset: true, error: 'validation.invalidValue' });

export const clockSetRequestSchema = z.lazy(() => z.object({ now: instant() }));
export const clockAdvanceRequestSchema = z.lazy(() =>
  z.object({
    seconds: z.coerce
      .number({ error: 'validation.invalidValue' })
      .min(-10 * 365 * 86_400, 'validation.invalidValue')
      .max(10 * 365 * 86_400, 'validation.invalidValue'),
  }),
);

/** Strict: a misspelt field (`time` for `times`) is refused, not dropped. */
export const faultRequestSchema = z.lazy(() =>
  z.strictObject({
    method: method(),
    path: apiPath(),
    times: times().default(1),
    /** Default 200; left out with only `delayMs`, the request is delayed, then handled. */
    status: int(100, 599).optional(),
    result: int(-1_000_000, 1_000_000).optional(),
    error_code: int(0, 1_000_000).optional(),
    error_msg: z.string().max(500, 'validation.tooLong').optional(),
    delayMs: int(0, MAX_FAULT_DELAY_MS).optional(),
    drop: bool().optional(),
  }),
);
export type FaultRequest = z.output<typeof faultRequestSchema>;

/**
 * What a stub's query and body matchers may hold besides plain values: a
 * plain value must equal the sent one (objects in part, at any depth); an
 * object of one of these keys tests the sent value instead.
 */
export const VALUE_MATCHERS = ['$equalTo', '$matches', '$contains', '$absent'] as const;
export type ValueMatcher = (typeof VALUE_MATCHERS)[number];

/** Every `$…` key in `value`, at any depth, with the regular expressions of `$matches`. */
function matcherProblems(value: unknown, at: (string | number)[] = []): z.core.$ZodRawIssue[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => matcherProblems(item, [...at, index]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) => {
    const path = [...at, key];
    if (!key.startsWith('$')) return matcherProblems(field, path);
    if (!(VALUE_MATCHERS as readonly string[]).includes(key)) {
      return [{ code: 'custom', path, message: 'validation.unknownMatcher', input: value }];
    }
    if (key === '$matches' && !compiles(field)) {
      return [{ code: 'custom', path, message: 'validation.invalidPattern', input: field }];
    }
    return [];
  });
}

const compiles = (pattern: unknown) => {
  if (typeof pattern !== 'string') return false;
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
};

export const DEFAULT_STUB_PRIORITY = 5;
/** The state of a scenario no stub has moved yet, as in WireMock. */
export const SCENARIO_STARTED = 'Started';
export const STUB_SOURCES = ['stub', 'fault', 'recording'] as const;

/** Largest JSON text of one matcher or answer body a stub keeps (a recorded PDF fits). */
export const MAX_STUB_JSON_BYTES = 2 * 1024 * 1024;

/** A JSON object of plain values and matchers, each `$matches` a valid regular expression. */
const matcherObject = () =>
  jsonObject().superRefine((value, context) => {
    for (const issue of matcherProblems(value)) context.addIssue(issue);
  });

const stateName = () => z.string().min(1, 'validation.required').max(100, 'validation.tooLong');
/** Header names as RFC 9110 tokens; the ones that frame the message are the server's. */
const headerName = () =>
  z
    .string()
    .regex(/^[!#$%&'*+.^`|~\w-]+$/, 'validation.invalidValue')
    .refine(
      (name) => !['content-length', 'transfer-encoding', 'connection'].includes(name.toLowerCase()),
      'validation.invalidValue',
    );

/** What Node can send in a header: no line breaks, nothing past Latin-1. */
const headerValue = () =>
  z
    .string()
    .max(4000, 'validation.tooLong')
    .regex(/^[\t\x20-\x7e\x80-\xff]*$/, 'validation.invalidValue');

export const stubMatcherSchema = z.lazy(() =>
  z
    .strictObject({
      method: method(),
      /** The exact path after the API base path. */
      path: apiPath().optional(),
      /** Or a regular expression the whole path must match. */
      pathPattern: z
        .string()
        .max(300, 'validation.tooLong')
        .refine(compiles, 'validation.invalidPattern')
        .optional(),
      query: matcherObject().optional(),
      /** The parsed body: JSON, or a form's fields (as text). */
      body: matcherObject().optional(),
    })
    .refine((matcher) => (matcher.path === undefined) !== (matcher.pathPattern === undefined), {
      path: ['path'],
      message: 'validation.pathOrPattern',
    }),
);
export type StubMatcher = z.output<typeof stubMatcherSchema>;

export const stubAnswerSchema = z.lazy(() =>
  z
    .strictObject({
      /** Default 200; with only `delayMs`, the request is delayed, then answered as without the stub. */
      status: int(100, 599).optional(),
      /** A list of values sends the header once per value (Set-Cookie). */
      headers: z
        .record(
          headerName(),
          z.union([headerValue(), z.array(headerValue()).max(20, 'validation.tooMany')]),
        )
        .optional(),
      /** JSON (sent as application/json) or text (text/plain), unless a Content-Type header says otherwise. */
      body: z.unknown().optional(),
      /** Bytes (a PDF, an image), in base64. */
      base64Body: z.base64('validation.invalidValue').optional(),
      delayMs: int(0, MAX_FAULT_DELAY_MS).optional(),
      drop: bool().optional(),
    })
    .refine((answer) => answer.body === undefined || answer.base64Body === undefined, {
      path: ['base64Body'],
      message: 'validation.bodyOrBase64',
    }),
);
export type StubAnswer = z.output<typeof stubAnswerSchema>;

/**
 * A stub, as WireMock names its parts: what it matches, what it answers,
 * how often (`times`; every matching request when left out), before which
 * others (`priority` 1 first; equal priorities, the stub made first), and in
 * which state of a scenario (a scenario starts in `Started`).
 */
export const stubRequestSchema = z.lazy(() =>
  z
    .strictObject({
      request: stubMatcherSchema,
      response: stubAnswerSchema,
      times: times().optional(),
      priority: int(1, 10).default(DEFAULT_STUB_PRIORITY),
      scenario: stateName().optional(),
      requiredState: stateName().optional(),
      newState: stateName().optional(),
    })
    .refine(
      (stub) => stub.scenario !== undefined || (stub.requiredState ?? stub.newState) === undefined,
      { path: ['scenario'], message: 'validation.scenarioNeeded' },
    )
    .refine(
      (stub) => new TextEncoder().encode(JSON.stringify(stub)).length <= MAX_STUB_JSON_BYTES,
      { path: ['response'], message: 'validation.stubTooLarge' },
    ),
);
export type StubRequest = z.output<typeof stubRequestSchema>;
export type StubDefinition = z.input<typeof stubRequestSchema>;

/** A snapshot's answer as saved (`{ result: 1, data: { stubs } }`) is taken as it is. */
const unwrapAnswer = (body: unknown) =>
  body !== null && typeof body === 'object' && 'data' in body && 'result' in body
    ? body.data
    : body;

/** Stubs to put in place of all (`PUT /ops/stubs`). */
export const stubSetRequestSchema = z.lazy(() =>
  z.preprocess(
    unwrapAnswer,
    z.strictObject({ stubs: z.array(stubRequestSchema).max(10_000, 'validation.tooMany') }),
  ),
);
export const stubIdParamsSchema = z.lazy(() => z.object({ id: z.coerce.number().int().min(1) }));
export const snapshotRequestSchema = z.lazy(() =>
  z
    .strictObject({
      /** Keep them as stubs here too (default), or only answer them. */
      persist: bool().default(true),
    })
    .default({ persist: true }),
);

export const faultPresetParamsSchema = z.lazy(() =>
  z.object({
    name: z.enum(Object.keys(FAULT_PRESETS) as [FaultPresetName, ...FaultPresetName[]], {
      error: 'validation.invalidValue',
    }),
  }),
);
export const faultPresetRequestSchema = z.lazy(() =>
  z.strictObject({ times: times().default(1) }).default({ times: 1 }),
);

/** A filter left empty (`path=`) filters nothing. */
const filter = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : (value as z.output<T> | undefined)));

export const journalQuerySchema = z.lazy(() =>
  z.object({
    path: filter(apiPath()),
    method: filter(method()),
    since: filter(instant()),
    until: filter(instant()),
    personal: bool().default(false),
  }),
);

const jsonObject = () => z.record(z.string(), z.unknown());

/**
 * Requests of `method` and `path` whose query and body hold the given fields
 * (nested objects in part, as in the body sent; `$…` matchers as in stubs), counted: exactly `times`
 * (1 when no count is given), or at least `atLeast` and at most `atMost`.
 */
export const journalVerifyRequestSchema = z.lazy(() =>
  z
    .strictObject({
      method: method(),
      path: apiPath(),
      query: matcherObject().optional(),
      body: matcherObject().optional(),
      times: int(0, 1_000_000).optional(),
      atLeast: int(0, 1_000_000).optional(),
      atMost: int(0, 1_000_000).optional(),
    })
    .refine(
      (request) => request.times === undefined || (request.atLeast ?? request.atMost) === undefined,
      {
        path: ['times'],
        message: 'validation.countOrRange',
      },
    ),
);

const okOf = <T extends z.ZodType>(data: T) => z.object({ result: z.literal(RESULT_OK), data });

export const resetResponseSchema = z.lazy(() => okOf(z.object({ ms: z.number() })));
export const clockResponseSchema = z.lazy(() =>
  okOf(z.object({ now: z.string(), fixed: z.boolean() })),
);
export type ClockState = z.infer<typeof clockResponseSchema>['data'];

const faultSchema = () =>
  z.object({
    id: z.number().int(),
    method: z.string(),
    path: z.string(),
    remaining: z.number().int(),
    status: z.number().int().nullable(),
    result: z.number().int().nullable(),
    error_code: z.number().int().nullable(),
    error_msg: z.string().nullable(),
    delayMs: z.number().int(),
    drop: z.boolean(),
  });
export const faultListResponseSchema = z.lazy(() =>
  okOf(z.object({ list: z.array(faultSchema()) })),
);
export type Fault = z.infer<ReturnType<typeof faultSchema>>;
export const faultCreatedResponseSchema = z.lazy(() => okOf(z.object({ id: z.number().int() })));
const stubSchema = () =>
  z.object({
    id: z.number().int(),
    request: z.record(z.string(), z.unknown()),
    response: z.record(z.string(), z.unknown()),
    /** The uses it was given; null: every matching request. */
    times: z.number().int().nullable(),
    remaining: z.number().int().nullable(),
    priority: z.number().int(),
    scenario: z.string().nullable(),
    requiredState: z.string().nullable(),
    newState: z.string().nullable(),
    source: z.enum(STUB_SOURCES),
  });
export type Stub = z.infer<ReturnType<typeof stubSchema>>;
export const stubListResponseSchema = z.lazy(() =>
  okOf(
    z.object({
      list: z.array(stubSchema()),
      scenarios: z.array(z.object({ name: z.string(), state: z.string() })),
    }),
  ),
);
export const stubCreatedResponseSchema = z.lazy(() =>
  okOf(z.object({ ids: z.array(z.number().int()) })),
);
/** Stub definitions as PUT /ops/stubs takes them. */
export const snapshotResponseSchema = z.lazy(() =>
  okOf(z.object({ stubs: z.array(z.record(z.string(), z.unknown())) })),
);
export const clearedResponseSchema = z.lazy(() => okOf(z.object({ deleted: z.number().int() })));

/**
 * What the journal shows for a body or query it does not keep as sent:
 * nested too deeply or too large to keep (`depth`, `size`), or past what
 * one answer of the list shows (`answer`). Nothing of the value is shown.
 */
export interface JournalTruncatedValue {
  truncated: true;
  reason: 'depth' | 'size' | 'answer';
  /** The size of its JSON text in bytes, when it could be written out. */
  bytes?: number;
}

/** Who answered a journaled request: the portal itself, a stub, or the upstream it forwards to. */
export const JOURNAL_ANSWERERS = ['portal', 'stub', 'upstream'] as const;
export type JournalAnswerer = (typeof JOURNAL_ANSWERERS)[number];

/** An answer as the journal keeps it, and as a recorded stub gives it back. */
export interface JournalAnswer {
  contentType: string | null;
  body?: unknown;
  base64Body?: string;
  /** Headers a replay needs besides the content type (a label's file name). */
  headers?: Record<string, string | string[]>;
}

const journalEntrySchema = () =>
  z.object({
    at: z.string(),
    method: z.string(),
    path: z.string(),
    query: jsonObject(),
    /** As sent, or a JournalTruncatedValue. */
    body: z.unknown(),
    /** The answer's HTTP status; 0 where a fault dropped the connection. */
    status: z.number().int(),
    result: z.number().int().nullable(),
    error_code: z.number().int().nullable(),
    answeredBy: z.enum(JOURNAL_ANSWERERS),
    /** A stub's or the upstream's answer: content type and body (text or JSON; bytes as base64Body), or a JournalTruncatedValue; null for the portal's own. */
    answer: z.unknown(),
  });
export type JournalEntry = z.infer<ReturnType<typeof journalEntrySchema>>;
export const journalResponseSchema = z.lazy(() =>
  okOf(z.object({ list: z.array(journalEntrySchema()) })),
);
export const journalVerifyResponseSchema = z.lazy(() =>
  okOf(
    z.object({
      ok: z.boolean(),
      matched: z.number().int(),
      /** The exact count asked for, or null for a range. */
      expected: z.number().int().nullable(),
      atLeast: z.number().int().nullable(),
      atMost: z.number().int().nullable(),
    }),
  ),
);
export type JournalVerdict = z.infer<typeof journalVerifyResponseSchema>['data'];

export const calendarResponseSchema = z.lazy(() =>
  okOf(
    z.object({
      now: z.string(),
      today: isoDateSchema,
      dates: z.array(
        z.object({
          date: isoDateSchema,
          windows: z.array(z.object({ from: timeOfDaySchema, to: timeOfDaySchema })),
        }),
      ),
    }),
  ),
);
export type PickupCalendar = z.infer<typeof calendarResponseSchema>['data'];

/**
 * Fields of request bodies and queries that name or reach a person (names,
 * phones, e-mails, addresses, tax and bank numbers, IMEI, codes): the journal
 * shows them as REDACTED unless asked for `personal=true`.
 */
export const PERSONAL_FIELDS: ReadonlySet<string> = new Set([
  'clientName',
  'clientTell',
  'clientEmail',
  'clientCity',
  'clientStreet',
  'clientHouseNumber',
  'clientPostalCode',
  'clientAddress',
  'address',
  'applySn',
  'keyword',
  'contract',
  'tell',
  'email',
  'city',
  'invoiceName',
  'invoiceAddress',
  'invoiceEmail',
  'taxNo',
  'bankName',
  'bankNo',
  'registerAddress',
  'registerPhone',
  'code',
  'verifyCode',
]);
export const REDACTED = '***';

/** `value` with every PERSONAL_FIELDS entry, at any depth, replaced by REDACTED. */
export function redactPersonal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactPersonal);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      PERSONAL_FIELDS.has(key) && field !== null && field !== undefined && field !== ''
        ? REDACTED
        : redactPersonal(field),
    ]),
  );
}
