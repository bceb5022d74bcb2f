import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { freeLoopbackPort, waitUntilReady } from './processes';

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A loopback server answering `status`, once `delayMs` have passed. */
async function listen(status: number, delayMs = 0): Promise<string> {
  const port = await freeLoopbackPort();
  server = http.createServer((_req, res) => res.writeHead(status).end());
  setTimeout(() => server?.listen(port, '127.0.0.1'), delayMs);
  return `http://127.0.0.1:${port}/ready`;
}

describe('freeLoopbackPort', () => {
  it('answers a port a server can listen on', async () => {
    const url = await listen(200);
    await expect(waitUntilReady(url, { timeoutMs: 2000, exited: () => false })).resolves.toBe(
      'ready',
    );
  });
});

describe('waitUntilReady', () => {
  it('waits for a server that starts listening later', async () => {
    const url = await listen(204, 300);
    const options = { timeoutMs: 5000, exited: () => false, intervalMs: 20 };
    await expect(waitUntilReady(url, options)).resolves.toBe('ready');
  });

  it('keeps waiting while the answer is not 2xx, until the time is up', async () => {
    const url = await listen(503);
    const options = { timeoutMs: 300, exited: () => false, intervalMs: 20 };
    await expect(waitUntilReady(url, options)).resolves.toBe('timeout');
  });

  it('stops at once when the process has ended', async () => {
    const started = Date.now();
    const port = await freeLoopbackPort();
    const options = { timeoutMs: 10_000, exited: () => true };
    await expect(waitUntilReady(`http://127.0.0.1:${port}/`, options)).resolves.toBe('exited');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
