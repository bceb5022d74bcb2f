// A server instance in a thread of its own (see startAnotherInstance in
// harness.ts): built from the given settings over their database, it answers
// the requests the test thread posts, as app.inject answers them.
import { parentPort, workerData } from 'node:worker_threads';
import { createPrismaClient } from '@portal/db';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import type { Env } from '../src/env';

export type WorkerCall = { inject: InjectOptions } | { close: true };
export type WorkerRequest = WorkerCall & { id: number };

export type WorkerAnswer =
  | {
      id: number;
      statusCode: number;
      headers: Record<string, unknown>;
      body: string;
      cookies: { name: string; value: string }[];
    }
  | { id: number; error: string }
  | { id: number; closed: true };

const port = parentPort;
if (!port) throw new Error('instance-worker.ts runs in a worker thread');
const { env } = workerData as { env: Env };
const db = createPrismaClient(env.DATABASE_URL);
const app = await buildApp({ env, db });
await app.ready();

port.on('message', (message: WorkerRequest) => {
  void answer(message).then((reply) => port.postMessage(reply));
});
port.postMessage({ ready: true });

async function answer(message: WorkerRequest): Promise<WorkerAnswer> {
  try {
    if ('close' in message) {
      await app.close();
      await db.$disconnect();
      return { id: message.id, closed: true };
    }
    const res = await app.inject(message.inject);
    return {
      id: message.id,
      statusCode: res.statusCode,
      headers: { ...res.headers },
      body: res.body,
      cookies: res.cookies.map(({ name, value }) => ({ name, value })),
    };
  } catch (error) {
    return { id: message.id, error: error instanceof Error ? error.message : String(error) };
  }
}
