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
  warsawToday,
  type FaultRequest,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalid, localizedError } from '../lib/app-error';
import type { ClockState } from '../lib/clock';
import { ok, operatorResponses } from '../lib/respond';
import { armFault, clearFaults, faultView, listFaults } from '../plugins/test-controls/faults';
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
 * The test controls (contract tests): reset, clock, faults, journal and the
 * courier's calendar. Registered inside the operator routes, so they need
 * its token; they exist only where TEST_CONTROLS is on.
 */
export async function testControlRoutes(fastify: FastifyInstance) {
  const app = withZod(fastify);
  const schema = sharedSchema(fastify);
  resetAndClockRoutes(app, schema);
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
          'Database back to the demo data as seeded; outbox, journal and faults emptied; the clock is left as it is',
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
      if (!state) throw invalid('The clock is not fixed: PUT /ops/clock first');
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

/** Faults armed for the next calls, by hand or by preset, listed and cleared. */
function faultRoutes(app: ZodApp, schema: SharedSchema) {
  const addFault = async (fault: FaultRequest) => {
    if (!app.faultCanMatch(fault.method, fault.path)) {
      throw localizedError(422, (texts) => texts.faultNeverMatches(fault.method, fault.path));
    }
    const row = await armFault(app.db, fault, new Date());
    return ok({ id: row.id });
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
    async () => {
      const rows = await listFaults(app.db);
      return ok({ list: rows.map(faultView) });
    },
  );
  app.post(
    OPS_PATHS.faults,
    {
      schema: {
        ...schema,
        summary:
          'Inject a fault: the next `times` requests of method and path answer it, are delayed, or are dropped',
        description:
          'Answers `{ result, error_code, error_msg }` with HTTP `status` (default 200, result 0); with `result` 1, that result and only the error fields given. `delayMs` alone delays (up to 60 s), then the request is handled; `drop: true` closes the connection. Unknown fields, and a method and path no call answers, are refused.',
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
        summary: 'Clear every fault',
        response: operatorResponses(clearedResponseSchema),
      },
    },
    async () => ok({ deleted: await clearFaults(app.db) }),
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
        description: 'Status 0: a fault dropped the connection, there was no answer.',
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
          'Whether the journal holds `times` (or between `atLeast` and `atMost`) requests of method and path whose query and body hold the given fields, nested ones in part',
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
