import { setTimeout as sleep } from 'node:timers/promises';
import type { STUB_SOURCES } from '@portal/contracts';
import {
  DEFAULT_STUB_PRIORITY,
  ERROR_CATALOGUE,
  RESULT_FAILED,
  RESULT_OK,
  SCENARIO_STARTED,
  type ErrorCode,
  type Fault,
  type FaultRequest,
  type JournalAnswer,
  type Stub,
  type StubAnswer,
  type StubMatcher,
  type StubRequest,
} from '@portal/contracts';
import { type Prisma, type PrismaClient, type TestStub } from '@portal/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { holds } from './matching';

type StubDb = Pick<PrismaClient, 'testStub' | 'testScenario' | 'testControls' | '$transaction'>;
type StubTx = Pick<Prisma.TransactionClient, 'testStub' | 'testScenario' | 'testControls'>;
export type StubSource = (typeof STUB_SOURCES)[number];

/** The TestControls row (lib/clock.ts). */
const CONTROLS_ROW = 1;
/** Stubs that can still answer: requests look for stubs only while the controls count some. */
const HAS_USES: Prisma.TestStubWhereInput = { OR: [{ remaining: null }, { remaining: { gt: 0 } }] };

/** Counts `change` more stubs with uses left (fewer, when negative). */
const countArmed = (db: StubTx, change: number) =>
  db.testControls.upsert({
    where: { id: CONTROLS_ROW },
    create: { id: CONTROLS_ROW, stubsArmed: Math.max(change, 0) },
    update: { stubsArmed: { increment: change } },
  });

/** A scenario's row, in its first state, for stubs that name it: transitions then update it in place. */
async function startScenarios(db: StubTx, stubs: readonly StubRequest[]) {
  const names = new Set(stubs.flatMap((stub) => (stub.scenario ? [stub.scenario] : [])));
  for (const name of names) {
    await db.testScenario.upsert({
      where: { name },
      create: { name, state: SCENARIO_STARTED },
      update: {},
    });
  }
}

const stubRow = (stub: StubRequest, source: StubSource, now: Date) => ({
  method: stub.request.method,
  priority: stub.priority,
  request: JSON.stringify(stub.request),
  response: JSON.stringify(stub.response),
  times: stub.times ?? null,
  remaining: stub.times ?? null,
  scenario: stub.scenario ?? null,
  requiredState: stub.requiredState ?? null,
  newState: stub.newState ?? null,
  source,
  createdAt: now,
});

/** Stores stubs (after clearing every stub first, with `replace`); their ids in order. */
export function addStubs(
  db: StubDb,
  stubs: readonly StubRequest[],
  source: StubSource,
  { replace = false } = {},
): Promise<number[]> {
  const now = new Date();
  return db.$transaction(async (tx) => {
    if (replace) await clearIn(tx);
    await startScenarios(tx, stubs);
    const ids: number[] = [];
    // One at a time: ids in the order given, which is the order stubs of equal priority are tried.
    for (const stub of stubs) {
      ids.push((await tx.testStub.create({ data: stubRow(stub, source, now) })).id);
    }
    await countArmed(tx, stubs.length);
    return ids;
  });
}

/** Replaces stub `id` in place (its id, and so its turn, kept); false when there is none. */
export function replaceStub(db: StubDb, id: number, stub: StubRequest): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const old = await tx.testStub.findUnique({ where: { id } });
    if (!old) return false;
    await startScenarios(tx, [stub]);
    await tx.testStub.update({
      where: { id },
      data: stubRow(stub, old.source as StubSource, old.createdAt),
    });
    const hadUses = old.remaining === null || old.remaining > 0;
    await countArmed(tx, 1 - Number(hadUses));
    return true;
  });
}

/** Deletes the stubs `where` selects; how many. */
export function deleteStubs(db: StubDb, where: Prisma.TestStubWhereInput): Promise<number> {
  return db.$transaction(async (tx) => {
    // Those with uses left first, counted: a use taken meanwhile counts itself down.
    const armed = await tx.testStub.deleteMany({ where: { AND: [where, HAS_USES] } });
    const spent = await tx.testStub.deleteMany({ where });
    await countArmed(tx, -armed.count);
    return armed.count + spent.count;
  });
}

async function clearIn(tx: StubTx): Promise<number> {
  const { count } = await tx.testStub.deleteMany();
  await tx.testScenario.deleteMany();
  await tx.testControls.updateMany({ data: { stubsArmed: 0 } });
  return count;
}

/** Deletes every stub and every scenario's state. */
export const clearStubs = (db: StubDb) => db.$transaction((tx) => clearIn(tx));

/** Every stub in the order they are tried, with the scenarios' states. */
export async function listStubs(db: StubDb) {
  const [rows, scenarios] = await Promise.all([
    db.testStub.findMany({ orderBy: [{ priority: 'asc' }, { id: 'asc' }] }),
    db.testScenario.findMany({ orderBy: { name: 'asc' }, select: { name: true, state: true } }),
  ]);
  return { list: rows.map(stubView), scenarios };
}

/** The stubs POST /ops/faults made, in the order made. */
export const listFaults = (db: StubDb) =>
  db.testStub.findMany({ where: { source: 'fault' }, orderBy: { id: 'asc' } });

export function stubView(row: TestStub): Stub {
  return {
    id: row.id,
    request: JSON.parse(row.request) as Record<string, unknown>,
    response: JSON.parse(row.response) as Record<string, unknown>,
    times: row.times,
    remaining: row.remaining,
    priority: row.priority,
    scenario: row.scenario,
    requiredState: row.requiredState,
    newState: row.newState,
    source: row.source as StubSource,
  };
}

/** What a request offers a stub to match. */
export interface SentRequest {
  method: string;
  path: string;
  query: unknown;
  body: unknown;
}

const pathMatches = (matcher: StubMatcher, path: string) =>
  matcher.path === undefined
    ? holds(path, { $matches: matcher.pathPattern })
    : matcher.path === path;

function matches(row: TestStub, sent: SentRequest): boolean {
  const matcher = JSON.parse(row.request) as StubMatcher;
  return (
    pathMatches(matcher, sent.path) &&
    (matcher.query === undefined || holds(sent.query ?? {}, matcher.query)) &&
    (matcher.body === undefined || holds(sent.body, matcher.body))
  );
}

/**
 * Takes one use of the first stub that matches `sent`: by priority, then in
 * the order made, in its scenario's required state. Uses and scenario moves
 * are taken with conditional updates, so N uses serve exactly N requests and
 * a state moves once, however many instances ask at once; a loser looks on.
 */
export async function takeStub(db: StubDb, sent: SentRequest): Promise<TestStub | null> {
  const candidates = await db.testStub.findMany({
    where: { AND: [{ method: sent.method }, HAS_USES] },
    orderBy: [{ priority: 'asc' }, { id: 'asc' }],
  });
  let states: Map<string, string> | undefined;
  for (const row of candidates) {
    if (!matches(row, sent)) continue;
    if (row.scenario !== null && row.requiredState !== null) {
      states ??= new Map(
        (await db.testScenario.findMany()).map((scenario) => [scenario.name, scenario.state]),
      );
      if ((states.get(row.scenario) ?? SCENARIO_STARTED) !== row.requiredState) continue;
    }
    if (await takeUse(db, row)) return row;
  }
  return null;
}

class LostRace extends Error {}

/** One use of `row` and its scenario's move, both or neither. */
async function takeUse(db: StubDb, row: TestStub): Promise<boolean> {
  const take = async (tx: StubTx) => {
    if (row.remaining !== null) {
      const { count } = await tx.testStub.updateMany({
        where: { id: row.id, remaining: { gt: 0 } },
        data: { remaining: { decrement: 1 } },
      });
      if (count !== 1) throw new LostRace();
      // Its last use: one stub fewer to look for, counted once the use is taken.
      if (row.remaining === 1) await countArmed(tx, -1);
    }
    if (row.scenario !== null && row.newState !== null) {
      const { count } = await tx.testScenario.updateMany({
        where: { name: row.scenario, state: row.requiredState ?? undefined },
        data: { state: row.newState },
      });
      if (count !== 1) throw new LostRace();
    }
  };
  try {
    if (row.scenario !== null && row.newState !== null) await db.$transaction(take);
    else await take(db);
    return true;
  } catch (error) {
    if (error instanceof LostRace) return false;
    throw error;
  }
}

/** Whether an answer only delays: then the request goes on to be answered as without it. */
const onlyDelays = (answer: StubAnswer) =>
  answer.status === undefined &&
  answer.headers === undefined &&
  answer.body === undefined &&
  answer.base64Body === undefined &&
  !answer.drop;

/** What a stub did: dropped the connection, answered, or neither (a delay alone). */
export type StubOutcome = 'dropped' | 'answered' | 'passed';

/** What a stub's answer sends, and as what unless its headers say. */
function payloadOf(answer: StubAnswer): { payload: string | Buffer; type: string } {
  if (answer.base64Body !== undefined) {
    return { payload: Buffer.from(answer.base64Body, 'base64'), type: 'application/octet-stream' };
  }
  if (typeof answer.body === 'string') {
    return { payload: answer.body, type: 'text/plain; charset=utf-8' };
  }
  return {
    payload: answer.body === undefined ? '' : JSON.stringify(answer.body),
    type: 'application/json; charset=utf-8',
  };
}

/**
 * Applies `stub` to the request before its handler: waits, then drops the
 * connection, answers (telling `keep` what, before it is sent), or lets the
 * request go on.
 */
export async function applyStub(
  stub: TestStub,
  request: FastifyRequest,
  reply: FastifyReply,
  keep: (answer: JournalAnswer) => void,
): Promise<StubOutcome> {
  const answer = JSON.parse(stub.response) as StubAnswer;
  if (answer.delayMs) await sleep(answer.delayMs);
  if (answer.drop) {
    reply.hijack();
    request.raw.socket.destroy();
    return 'dropped';
  }
  if (onlyDelays(answer)) return 'passed';
  const { payload, type } = payloadOf(answer);
  reply.code(answer.status ?? 200).type(type);
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  const contentType = reply.getHeader('content-type');
  keep({
    contentType: typeof contentType === 'string' ? contentType : type,
    ...(answer.base64Body === undefined
      ? { body: answer.body }
      : { base64Body: answer.base64Body }),
  });
  // Sent as it is: the route's response schema describes its own answers, not a stub's.
  await reply.serializer((value: unknown) => String(value)).send(payload);
  return 'answered';
}

/**
 * A fault as the stub it is: the API's error shape with HTTP `status`
 * (default 200), or with `result` 1 a success's `result` and only the error
 * fields given; `delayMs` alone only delays.
 */
export function faultAsStub(fault: FaultRequest): StubRequest {
  const answers =
    fault.status !== undefined ||
    fault.result !== undefined ||
    fault.error_code !== undefined ||
    fault.error_msg !== undefined;
  const response: StubAnswer =
    !answers && !fault.drop && fault.delayMs !== undefined
      ? { delayMs: fault.delayMs }
      : {
          status: fault.status ?? 200,
          body: faultBody(fault),
          ...(fault.delayMs === undefined ? {} : { delayMs: fault.delayMs }),
          ...(fault.drop ? { drop: true } : {}),
        };
  return {
    request: { method: fault.method, path: fault.path },
    response,
    times: fault.times,
    priority: DEFAULT_STUB_PRIORITY,
  };
}

function faultBody(fault: FaultRequest) {
  if (fault.result === RESULT_OK) {
    return {
      result: RESULT_OK,
      ...(fault.error_code === undefined ? {} : { error_code: fault.error_code }),
      ...(fault.error_msg === undefined ? {} : { error_msg: fault.error_msg }),
    };
  }
  const status = fault.status ?? 200;
  const code = fault.error_code ?? (status >= 400 ? status : 500);
  return {
    result: fault.result ?? RESULT_FAILED,
    error_code: code,
    error_msg: fault.error_msg ?? ERROR_CATALOGUE[code as ErrorCode] ?? 'Injected fault',
  };
}

const numberOr = (value: unknown) => (typeof value === 'number' ? value : null);

/** A stub made by POST /ops/faults, as the faults list shows it. */
export function faultView(row: TestStub): Fault {
  const matcher = JSON.parse(row.request) as StubMatcher;
  const answer = JSON.parse(row.response) as StubAnswer;
  const body = (answer.body ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    method: row.method,
    path: matcher.path ?? '',
    remaining: row.remaining ?? 0,
    status: answer.status ?? null,
    result: numberOr(body.result),
    error_code: numberOr(body.error_code),
    error_msg: typeof body.error_msg === 'string' ? body.error_msg : null,
    delayMs: answer.delayMs ?? 0,
    drop: answer.drop ?? false,
  };
}
