import type { PrismaClient } from '@portal/db';

/** The one row of TestClock while "now" is fixed. */
const CLOCK_ROW = 1;

export interface ClockState {
  now: Date;
  fixed: boolean;
}

/**
 * Business time: what the pick-up calendar, RMA numbers, stored times
 * (createTime, createdAt), lifecycle steps and verification-code expiry
 * read. Where test controls are on, the operator may fix it (TestClock, so
 * every instance reads the same); else it is real time and costs no query.
 * Operational timers (rate-limit and operator-token windows, the mail
 * outbox's leases and retries, the hourly mail cap, shutdown, request
 * timeouts) stay on real time: they protect the server, not the business.
 */
export interface Clock {
  now(): Promise<Date>;
  state(): Promise<ClockState>;
  /** Fixes "now" at `instant`; it stays there until advanced or released. */
  fix(instant: Date): Promise<ClockState>;
  /** Moves a fixed clock on; null when the clock is not fixed. */
  advance(seconds: number): Promise<ClockState | null>;
  /** Back to real time. */
  release(): Promise<ClockState>;
}

type ClockDb = Pick<PrismaClient, 'testClock'>;

export function createClock(db: ClockDb, controlled: boolean): Clock {
  const real = (): ClockState => ({ now: new Date(), fixed: false });
  const fixedAt = (now: Date): ClockState => ({ now, fixed: true });

  async function state(): Promise<ClockState> {
    if (!controlled) return real();
    const row = await db.testClock.findUnique({ where: { id: CLOCK_ROW } });
    return row ? fixedAt(row.fixedNow) : real();
  }

  async function fix(instant: Date): Promise<ClockState> {
    await db.testClock.upsert({
      where: { id: CLOCK_ROW },
      create: { id: CLOCK_ROW, fixedNow: instant },
      update: { fixedNow: instant },
    });
    return fixedAt(instant);
  }

  return {
    now: async () => (await state()).now,
    state,
    fix,
    async advance(seconds) {
      const current = await state();
      if (!current.fixed) return null;
      return fix(new Date(current.now.getTime() + seconds * 1000));
    },
    async release() {
      await db.testClock.deleteMany({ where: { id: CLOCK_ROW } });
      return real();
    },
  };
}
