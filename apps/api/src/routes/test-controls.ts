import {
  calendarResponseSchema,
  clearedResponseSchema,
  clockAdvanceRequestSchema,
  clockResponseSchema,
  clockSetRequestSchema,
  FAULT_PRESETS,
  faultCreatedResponseSchema,
  faultListResponseSchema,
  faultPresetParamsSchema,
  faultPresetRequestSchema,
  faultRequestSchema,
  journalQuerySchema,
  journalResponseSchema,
  journalVerifyRequestSchema,
  journalVerifyResponseSchema,
  openPickupWindows,
  OPS_PATHS,
  pickupDates,
  resetResponseSchema,
  snapshotRequestSchema,
  snapshotResponseSchema,
  stubCreatedResponseSchema,
  stubIdParamsSchema,
  stubSetRequestSchema,
  stubListResponseSchema,
  stubRequestSchema,
  warsawToday,
  type FaultRequest,
  type StubRequest,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localizedError } from '../lib/app-error';
import type { ClockState } from '../lib/clock';
import { ok, operatorResponses } from '../lib/respond';
import { stubsFromRecording } from '../plugins/test-controls/recordings';
import {
  addStubs,
  clearStubs,
  deleteStubs,
  faultAsStub,
  faultView,
  listFaults,
  listStubs,
  replaceStub,
} from '../plugins/test-controls/stubs';
import { resetToDemoData } from '../plugins/test-controls/reset';

const clockView = (state: ClockState) => ({ now: state.now.toISOString(), fixed: state.fixed });

const withZod = (fastify: FastifyInstance) => fastify.withTypeProvider<ZodTypeProvider>();
type ZodApp = ReturnType<typeof withZod>;
type SharedSchema = ReturnType<typeof sharedSchema>;

/** What every test-control call's schema shares. */
function sharedSchema(app: FastifyInstance) {
  return {
    tags: ['test-controls'],
    security: [{ operatorToken: [] }],
    hide: !app.config.OPERATOR_TOKEN,
  };
}

/**
 * The test controls (contract tests): reset, clock, stubs and faults, the
 * journal and the courier's calendar. Registered inside the operator routes, so they need
 * its token; they exist only where TEST_CONTROLS is on.
 */
export async function testControlRoutes(fastify: FastifyInstance) {
  const app = withZod(fastify);
  const schema = sharedSchema(fastify);
  resetAndClockRoutes(app, schema);
  stubRoutes(app, schema);
  faultRoutes(app, schema);
  journalRoutes(app, schema);
  calendarRoutes(app, schema);
}

/** The demo data put back, and the business clock read, set, moved and released. */
function resetAndClockRoutes(app: ZodApp, schema: SharedSchema) {
  app.post(
    OPS_PATHS.reset,
    {
      schema: {
        ...schema,
        summary:
          'Database back to the demo data as seeded; outbox, journal, stubs and faults emptied; the clock is left as it is',
        response: operatorResponses(resetResponseSchema),
      },
    },
    async () => {
      const started = performance.now();
      await resetToDemoData(app.db, {
        filesDir: app.config.FILES_DIR,
        outboxDir: app.config.OUTBOX_DIR,
      });
      // The reset wrote a new catalogue version: this instance reads it now, the others within a second.
      app.catalogueCache.drop();
      return ok({ ms: Math.round(performance.now() - started) });
    },
  );

  app.get(
    OPS_PATHS.clock,
    {
      schema: {
        ...schema,
        summary: 'The business clock',
        response: operatorResponses(clockResponseSchema),
      },
    },
    async () => ok(clockView(await app.clock.state())),
  );
  app.put(
    OPS_PATHS.clock,
    {
      schema: {
        ...schema,
        summary: 'Fix "now" at an ISO 8601 instant; it stays still until advanced or released',
        body: clockSetRequestSchema,
        response: operatorResponses(clockResponseSchema),
      },
    },
    async (request) => ok(clockView(await app.clock.fix(new Date(request.body.now)))),
  );
  app.post(
    OPS_PATHS.clockAdvance,
    {
      schema: {
        ...schema,
        summary: 'Move the fixed clock on by `seconds`',
        body: clockAdvanceRequestSchema,
        response: operatorResponses(clockResponseSchema),
      },
    },
    async (request) => {
      const state = await app.clock.advance(request.body.seconds);
      if (!state) throw localizedError(422, (t) => t.clockNotFixed);
      return ok(clockView(state));
    },
  );
  app.delete(
    OPS_PATHS.clock,
    {
      schema: {
        ...schema,
        summary: 'The business clock back to real time',
        response: operatorResponses(clockResponseSchema),
      },
    },
    async () => ok(clockView(await app.clock.release())),
  );
}

const STUB_DESCRIPTION = [
  '`request`: `method`, and `path` (exact, after the API base path) or `pathPattern` (a regular expression over the whole path); `query` and `body`: fields the request must hold (nested objects in part). A field may be `{"$equalTo": v}` (whole), `{"$matches": "regex"}` (whole text), `{"$contains": v}` or `{"$absent": true}`.',
  '`response`: `status` (default 200), `headers`, `body` (JSON, or text) or `base64Body`, `delayMs` (up to 60 s), `drop`. With only `delayMs`, the request is delayed and then answered as without the stub.',
  '`times` (default: every matching request), `priority` (1 first, default 5; equal priorities, the stub made first), `scenario` with `requiredState` and `newState` (a scenario starts in `Started`).',
  'Stubs are kept in the database, so every instance answers them; the reset clears them. Unknown fields, matchers and paths no call answers are refused.',
].join('\n\n');

/** Stubs defined, listed, replaced (one, or all at once), deleted; and made from what the upstream answered. */
function stubRoutes(app: ZodApp, schema: SharedSchema) {
  /** Refuses a stub whose `path` no call answers, naming the field where it stands (`at`). */
  const refuseNeverMatching = ({ request: { method, path } }: StubRequest, at: string) => {
    if (path !== undefined && !app.stubCanMatch(method, path)) {
      throw localizedError(422, (texts) => `${at}${texts.stubNeverMatches(method, path)}`);
    }
  };
  app.get(
    OPS_PATHS.stubs,
    {
      schema: {
        ...schema,
        summary: 'The stubs, in the order they are tried, with the states of their scenarios',
        response: operatorResponses(stubListResponseSchema),
      },
    },
    async () => ok(await listStubs(app.db)),
  );
  app.post(
    OPS_PATHS.stubs,
    {
      schema: {
        ...schema,
        summary: 'Define a stub: requests it matches get its answer',
        description: STUB_DESCRIPTION,
        body: stubRequestSchema,
        response: operatorResponses(stubCreatedResponseSchema),
      },
    },
    async (request) => {
      refuseNeverMatching(request.body, 'request.');
      return ok({ ids: await addStubs(app.db, [request.body], 'stub') });
    },
  );
  app.put(
    OPS_PATHS.stubs,
    {
      schema: {
        ...schema,
        summary:
          "Put a list of stubs in place of all (and the scenarios back to their first state); a snapshot's answer as saved is taken as it is",
        body: stubSetRequestSchema,
        response: operatorResponses(stubCreatedResponseSchema),
      },
    },
    async (request) => {
      const { stubs } = request.body;
      stubs.forEach((stub, index) => refuseNeverMatching(stub, `stubs.${index}.request.`));
      return ok({ ids: await addStubs(app.db, stubs, 'stub', { replace: true }) });
    },
  );
  app.put(
    OPS_PATHS.stub,
    {
      schema: {
        ...schema,
        summary: 'Replace a stub, keeping its id and its turn',
        params: stubIdParamsSchema,
        body: stubRequestSchema,
        response: operatorResponses(stubCreatedResponseSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      refuseNeverMatching(request.body, 'request.');
      if (!(await replaceStub(app.db, id, request.body))) {
        throw localizedError(404, (texts) => texts.stubNotFound(id));
      }
      return ok({ ids: [id] });
    },
  );
  app.delete(
    OPS_PATHS.stub,
    {
      schema: {
        ...schema,
        summary: 'Delete a stub',
        params: stubIdParamsSchema,
        response: operatorResponses(clearedResponseSchema),
      },
    },
    async (request) => {
      const deleted = await deleteStubs(app.db, { id: request.params.id });
      if (deleted === 0)
        throw localizedError(404, (texts) => texts.stubNotFound(request.params.id));
      return ok({ deleted });
    },
  );
  app.delete(
    OPS_PATHS.stubs,
    {
      schema: {
        ...schema,
        summary: 'Delete every stub (faults too) and put every scenario back in its first state',
        response: operatorResponses(clearedResponseSchema),
      },
    },
    async () => ok({ deleted: await clearStubs(app.db) }),
  );
  app.post(
    OPS_PATHS.recordingSnapshot,
    {
      schema: {
        ...schema,
        summary: 'Stubs that replay what the upstream (UPSTREAM_URL) answered, from the journal',
        description:
          'One stub per distinct request (method, path, query and body matched exactly); a request answered differently over time gives a sequence. Kept here as stubs unless `persist` is false; the answer, saved as it is, is what `PUT /ops/stubs` takes, to replay later without the upstream.',
        body: snapshotRequestSchema,
        response: operatorResponses(snapshotResponseSchema),
      },
    },
    async (request) => {
      const stubs = stubsFromRecording(await app.journal.upstreamAnswered());
      if (request.body.persist && stubs.length > 0) await addStubs(app.db, stubs, 'recording');
      return ok({ stubs });
    },
  );
}

/** Faults, the stubs of SPEC's error paths: armed by hand or by preset, listed and cleared. */
function faultRoutes(app: ZodApp, schema: SharedSchema) {
  const addFault = async (fault: FaultRequest) => {
    if (!app.stubCanMatch(fault.method, fault.path)) {
      throw localizedError(422, (texts) => texts.stubNeverMatches(fault.method, fault.path));
    }
    const [id] = await addStubs(app.db, [faultAsStub(fault)], 'fault');
    return ok({ id: id ?? 0 });
  };
  app.get(
    OPS_PATHS.faults,
    {
      schema: {
        ...schema,
        summary: 'The injected faults, with the uses left',
        response: operatorResponses(faultListResponseSchema),
      },
    },
    async () => ok({ list: (await listFaults(app.db)).map(faultView) }),
  );
  app.post(
    OPS_PATHS.faults,
    {
      schema: {
        ...schema,
        summary:
          'Inject a fault: the next `times` requests of method and path answer it, are delayed, or are dropped',
        description:
          "A stub of the API's error shape (listed with the stubs too): `{ result, error_code, error_msg }` with HTTP `status` (default 200, result 0); with `result` 1, that result and only the error fields given. `delayMs` alone delays (up to 60 s), then the request is handled; `drop: true` closes the connection. Unknown fields, and a method and path no call answers, are refused.",
        body: faultRequestSchema,
        response: operatorResponses(faultCreatedResponseSchema),
      },
    },
    async (request) => addFault(request.body),
  );
  app.post(
    OPS_PATHS.faultPreset,
    {
      schema: {
        ...schema,
        summary: "Inject one of SPEC §8's error paths by name",
        params: faultPresetParamsSchema,
        body: faultPresetRequestSchema,
        response: operatorResponses(faultCreatedResponseSchema),
      },
    },
    async (request) =>
      addFault({ ...FAULT_PRESETS[request.params.name], times: request.body.times }),
  );
  app.delete(
    OPS_PATHS.faults,
    {
      schema: {
        ...schema,
        summary: 'Clear every fault (the other stubs stay)',
        response: operatorResponses(clearedResponseSchema),
      },
    },
    async () => ok({ deleted: await deleteStubs(app.db, { source: 'fault' }) }),
  );
}

/** The journal of requests received: read, cleared and verified against expectations. */
function journalRoutes(app: ZodApp, schema: SharedSchema) {
  app.get(
    OPS_PATHS.journal,
    {
      schema: {
        ...schema,
        summary:
          'The API requests received, oldest first; personal fields redacted unless personal=true',
        description:
          'Each request with what answered it (`answeredBy`: portal, stub or upstream) and the answer. Status 0: a stub dropped the connection, there was no answer.',
        querystring: journalQuerySchema,
        response: operatorResponses(journalResponseSchema),
      },
    },
    async (request) => {
      const { personal, ...filter } = request.query;
      return ok({ list: await app.journal.list(filter, personal) });
    },
  );
  app.delete(
    OPS_PATHS.journal,
    {
      schema: {
        ...schema,
        summary: 'Empty the journal',
        response: operatorResponses(clearedResponseSchema),
      },
    },
    async () => ok({ deleted: await app.journal.clear() }),
  );
  app.post(
    OPS_PATHS.journalVerify,
    {
      schema: {
        ...schema,
        summary:
          'Whether the journal holds `times` (or between `atLeast` and `atMost`) requests of method and path whose query and body hold the given fields (nested ones in part, `$…` matchers as in stubs)',
        body: journalVerifyRequestSchema,
        response: operatorResponses(journalVerifyResponseSchema),
      },
    },
    async (request) => ok(await app.journal.verify(request.body)),
  );
}

/** The courier's calendar as the portal offers it now. */
function calendarRoutes(app: ZodApp, schema: SharedSchema) {
  app.get(
    OPS_PATHS.calendar,
    {
      schema: {
        ...schema,
        summary: 'The pick-up dates and windows the courier offers now, by the business clock',
        response: operatorResponses(calendarResponseSchema),
      },
    },
    async () => {
      const now = await app.clock.now();
      return ok({
        now: now.toISOString(),
        today: warsawToday(now),
        dates: pickupDates(now).map((date) => ({
          date,
          windows: openPickupWindows(date, now).map(({ from, to }) => ({ from, to })),
        })),
      });
    },
  );
}
