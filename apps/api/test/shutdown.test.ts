import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { API_PATHS } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { childServerEnv, startTestApp, type TestContext } from './harness';

/**
 * The server's own start-up (src/main.ts) in a process of its own, stopped
 * by a signal as an orchestrator stops it, over a copy of the test database.
 */
const GRACE_SECONDS = 3;
const apiDir = path.resolve(import.meta.dirname, '..');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

interface Server {
  child: ChildProcess;
  port: number;
  /** Everything the process wrote so far. */
  output: () => string;
  /** Resolves once the output contains `text`. */
  said: (text: string) => Promise<void>;
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

async function startServer(): Promise<Server> {
  // Node itself, not tsx's CLI (a parent that relays signals): the signals reach main.ts.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: childServerEnv(ctx, { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const watchers: (() => void)[] = [];
  const collect = (chunk: string) => {
    output += chunk;
    for (const watcher of [...watchers]) watcher();
  };
  child.stdout?.setEncoding('utf8').on('data', collect);
  child.stderr?.setEncoding('utf8').on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const said = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.includes(text)) resolve();
      };
      watchers.push(check);
      check();
      void exited.then(() => reject(new Error(`exited before saying "${text}": ${output}`)));
    });
  await said('Server listening at');
  const port = Number(/listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]);
  return { child, port, output: () => output, said, exited };
}

const BODY = 'keyword=RMA000';

/** A lookup whose body is held back after its first bytes: a request in flight. */
async function requestInFlight(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST ${API_PATHS.repairLookup} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${BODY.length}\r\n\r\n` +
      BODY.slice(0, 4),
  );
  // The server has the request once its headers are read.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    finish: () => socket.write(BODY.slice(4)),
    answer: async () => {
      await ended;
      return answer;
    },
  };
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

/** Whether connections are refused within a second (the listener closes just after the log line). */
async function refusesConnections(port: number): Promise<boolean> {
  for (let tries = 0; tries < 20; tries += 1) {
    if (await refused(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('on SIGTERM the server', { timeout: 60_000 }, () => {
  it('takes no new connections, answers the request in flight, and exits 0', async () => {
    const server = await startServer();
    const pending = await requestInFlight(server.port);
    server.child.kill('SIGTERM');
    await server.said('shutting down');
    expect(await refusesConnections(server.port)).toBe(true);

    pending.finish();
    const answer = await pending.answer();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"result":');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"shut down"');
  });

  it('exits 1 after the grace period when a request never finishes, saying so', async () => {
    const server = await startServer();
    await requestInFlight(server.port);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    const waited = Date.now() - signalled;
    expect(waited).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000 - 100);
    expect(waited).toBeLessThan(GRACE_SECONDS * 1000 + 5000);
    expect(server.output()).toContain('requests still in flight after the grace period');
  });

  it('exits 1 at once on a second signal, saying so', async () => {
    const server = await startServer();
    await requestInFlight(server.port);
    server.child.kill('SIGTERM');
    await server.said('shutting down');
    const signalled = Date.now();
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(GRACE_SECONDS * 1000);
    expect(server.output()).toContain('second signal');
  });
});
