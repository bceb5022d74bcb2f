import type { PrismaClient, TestControls } from '@portal/db';
import type { FastifyRequest } from 'fastify';

/** The one row of TestControls. */
const CONTROLS_ROW = 1;

export interface ClockState {
  now: Date;
  fixed: boolean;
}

/** The TestControls row as a request read it (null: no row, nothing set). */
type Controls = Pick<TestControls, 'fixedNow' | 'stubsArmed'> | null;

/** Read once per API request by the test controls' hook, for the handler's clock. */
const readByRequest = new WeakMap<FastifyRequest, Controls>();

/**
 * Business time: what the pick-up calendar, RMA numbers, stored times
 * (createTime, createdAt), lifecycle steps and verification-code expiry
 * read. Where test controls are on, the operator may fix it (TestControls, so
 * every instance reads the same); else it is real time and costs no query.
 * Operational timers (rate-limit and operator-token windows, the mail
 * outbox's due times, leases and retries, the hourly mail cap, shutdown,
 * request timeouts) stay on real time: they protect the server, not the business.
 */
export interface Clock {
  /** With the request, the row its test-controls hook read: no second query. */
  now(request?: FastifyRequest): Promise<Date>;
  state(): Promise<ClockState>;
  /** The test controls' row, read for `request` and kept for its handler. */
  readFor(request: FastifyRequest): Promise<Controls>;
  /** Fixes "now" at `instant`; it stays there until advanced or released. */
  fix(instant: Date): Promise<ClockState>;
  /** Moves a fixed clock on; null when the clock is not fixed. */
  advance(seconds: number): Promise<ClockState | null>;
  /** Back to real time. */
  release(): Promise<ClockState>;
}

type ClockDb = Pick<PrismaClient, 'testControls'>;

export function createClock(db: ClockDb, controlled: boolean): Clock {
  const read = (): Promise<Controls> =>
    db.testControls.findUnique({
      where: { id: CONTROLS_ROW },
      select: { fixedNow: true, stubsArmed: true },
    });
  const stateOf = (controls: Controls): ClockState =>
    controls?.fixedNow
      ? { now: controls.fixedNow, fixed: true }
      : { now: new Date(), fixed: false };

  async function state(request?: FastifyRequest): Promise<ClockState> {
    if (!controlled) return stateOf(null);
    if (request && readByRequest.has(request)) return stateOf(readByRequest.get(request) ?? null);
    return stateOf(await read());
  }

  async function fix(instant: Date): Promise<ClockState> {
    await db.testControls.upsert({
      where: { id: CONTROLS_ROW },
      create: { id: CONTROLS_ROW, fixedNow: instant },
      update: { fixedNow: instant },
    });
    return stateOf({ fixedNow: instant, stubsArmed: 0 });
  }

  return {
    now: async (request) => (await state(request)).now,
    state: () => state(),
    async readFor(request) {
      const controls = await read();
      readByRequest.set(request, controls);
      return controls;
    },
    fix,
    async advance(seconds) {
      const current = await state();
      if (!current.fixed) return null;
      return fix(new Date(current.now.getTime() + seconds * 1000));
    },
    async release() {
      await db.testControls.updateMany({ where: { id: CONTROLS_ROW }, data: { fixedNow: null } });
      return stateOf(null);
    },
  };
}
