import { setTimeout as sleep } from 'node:timers/promises';
import {
  ERROR_CATALOGUE,
  RESULT_FAILED,
  RESULT_OK,
  type ErrorCode,
  type Fault,
  type FaultRequest,
} from '@portal/contracts';
import type { PrismaClient, TestFault } from '@portal/db';
import type { FastifyReply, FastifyRequest } from 'fastify';

type FaultDb = Pick<PrismaClient, 'testFault' | 'testControls' | '$transaction'>;

/** The TestControls row (lib/clock.ts). */
const CONTROLS_ROW = 1;

/** Stores a fault and counts it as armed, so requests look for it. */
export async function armFault(db: FaultDb, request: FaultRequest, now: Date) {
  const [, fault] = await db.$transaction([
    db.testControls.upsert({
      where: { id: CONTROLS_ROW },
      create: { id: CONTROLS_ROW, faultsArmed: 1 },
      update: { faultsArmed: { increment: 1 } },
    }),
    db.testFault.create({ data: faultRow(request, now) }),
  ]);
  return fault;
}

/** Every stored fault, in the order they were armed. */
export function listFaults(db: FaultDb): Promise<TestFault[]> {
  return db.testFault.findMany({ orderBy: { id: 'asc' } });
}

/** Deletes every fault; requests stop looking for them. */
export async function clearFaults(db: FaultDb): Promise<number> {
  const [deleted] = await db.$transaction([
    db.testFault.deleteMany(),
    db.testControls.updateMany({ data: { faultsArmed: 0 } }),
  ]);
  return deleted.count;
}

/** What a fault does: answer, or only wait (status null), or drop the connection. */
function faultRow(request: FaultRequest, now: Date) {
  const answers =
    request.status !== undefined ||
    request.result !== undefined ||
    request.error_code !== undefined ||
    request.error_msg !== undefined;
  const onlyDelays = !answers && !request.drop && request.delayMs !== undefined;
  return {
    method: request.method,
    path: request.path,
    remaining: request.times,
    status: onlyDelays ? null : (request.status ?? 200),
    result: request.result ?? null,
    errorCode: request.error_code ?? null,
    errorMsg: request.error_msg ?? null,
    delayMs: request.delayMs ?? 0,
    drop: request.drop ?? false,
    createdAt: now,
  };
}

export function faultView(row: TestFault): Fault {
  return {
    id: row.id,
    method: row.method,
    path: row.path,
    remaining: row.remaining,
    status: row.status,
    result: row.result,
    error_code: row.errorCode,
    error_msg: row.errorMsg,
    delayMs: row.delayMs,
    drop: row.drop,
  };
}

/**
 * Takes one use of the oldest fault armed for `method` and `path`. The use
 * is taken with a conditional decrement, so N uses serve exactly N requests
 * however many instances ask at once; a loser looks for the next fault.
 */
export async function takeFault(db: FaultDb, method: string, path: string) {
  for (;;) {
    const fault = await db.testFault.findFirst({
      where: { method, path, remaining: { gt: 0 } },
      orderBy: { id: 'asc' },
    });
    if (!fault) return null;
    const { count } = await db.testFault.updateMany({
      where: { id: fault.id, remaining: { gt: 0 } },
      data: { remaining: { decrement: 1 } },
    });
    if (count !== 1) continue;
    // Its last use: one fault fewer to look for. Counted down only after the use is
    // taken, so the count never falls below the faults left (a crash leaves it high).
    if (fault.remaining === 1) {
      await db.testControls.updateMany({
        where: { id: CONTROLS_ROW, faultsArmed: { gt: 0 } },
        data: { faultsArmed: { decrement: 1 } },
      });
    }
    return fault;
  }
}

/**
 * The answer of a fault: the API's error shape, or with `result` 1 a
 * success's `result` and only the error fields given.
 */
function faultBody(fault: TestFault) {
  if (fault.result === RESULT_OK) {
    return {
      result: RESULT_OK,
      ...(fault.errorCode === null ? {} : { error_code: fault.errorCode }),
      ...(fault.errorMsg === null ? {} : { error_msg: fault.errorMsg }),
    };
  }
  const status = fault.status ?? 200;
  const code = fault.errorCode ?? (status >= 400 ? status : 500);
  return {
    result: fault.result ?? RESULT_FAILED,
    error_code: code,
    error_msg: fault.errorMsg ?? ERROR_CATALOGUE[code as ErrorCode] ?? 'Injected fault',
  };
}

/**
 * Applies `fault` to the request before its handler: waits, then drops the
 * connection, answers, or (a delay alone) lets the handler answer.
 * Returns true when the request was taken over.
 */
export async function applyFault(
  fault: TestFault,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (fault.delayMs > 0) await sleep(fault.delayMs);
  if (fault.drop) {
    reply.hijack();
    request.raw.socket.destroy();
    return true;
  }
  if (fault.status === null) return false;
  // Sent as it is: the route's response schema describes its own answers, not a fault's.
  await reply
    .code(fault.status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(faultBody(fault));
  return true;
}
